#!/usr/bin/env node
// Re-creates the vendored real open-source projects under test/projects/<dir>/ from a git
// mirror of their repository, at the pinned commit, trimmed to what their tests need.
// test/toolchain/real-projects.<runner>.test.ts run them end to end through the CLI.
//
// Usage: node scripts/projects/vendor.mjs [<dir>...] [--mirror <owner/name>=<git dir>]...
//   Without <dir>, every project. The mirror of `owner/name` is the git directory given, else
//   /work/.mirror/<owner>+<name>/repo, else a bare clone at $TMPDIR/dsh-test-closure-mirrors/
//   (`git clone --bare https://github.com/<owner>/<name>` when it is missing).
//
// Each project's directory is removed and written again: the files of the commit that `keep`
// selects and `drop` does not, byte for byte, then each `edit` (an exact string replaced once,
// with its reason), then ORIGIN.md from this table. Nothing else is written: the copy is this
// script's output, not a hand-made tree.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const projectsDir = join(root, 'test', 'projects');

/** denoland/std's workspace members at the pinned commit, as its deno.json lists them. */
const STD_MEMBERS = 'assert async bytes cache cbor cli collections crypto csv data_structures datetime dotenv encoding expect fmt front_matter fs html http ini internal io json jsonc math media_types msgpack net path random regexp semver streams tar testing text toml ulid uuid webgpu xml yaml'.split(' ');
const workspace = (members) => `  "workspace": [\n${members.map((m) => `    "./${m}"`).join(',\n')}\n  ]`;

/**
 * The projects. `keep`/`drop` are path prefixes (a directory ends in `/`) or exact paths;
 * `edits` are exact one-time replacements, each with why it is needed.
 */
export const PROJECTS = [
  {
    dir: 'ctest-cjson',
    repo: 'DaveGamble/cJSON',
    commit: 'a29814f285cc531c00223743ad3c55cd38c0dc56',
    license: 'MIT (LICENSE; Unity, the test framework, MIT too: tests/unity/docs/license.txt)',
    what: "cJSON, a JSON parser in C, with its CMake build and CTest suite: `cJSON_test` and 18 Unity test programs (tests/*.c), each one CTest test",
    run: '`cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure`',
    keep: ['CMakeLists.txt', 'LICENSE', 'cJSON.c', 'cJSON.h', 'cJSON_Utils.c', 'cJSON_Utils.h', 'test.c', 'library_config/', 'fuzzing/CMakeLists.txt', 'fuzzing/fuzz_main.c', 'fuzzing/cjson_read_fuzzer.c', 'tests/', 'valgrind.supp'],
    drop: ['tests/unity/', 'tests/json-patch-tests/', 'tests/json_patch_tests.c', 'tests/old_utils_tests.c', 'tests/misc_utils_tests.c'],
    keepAlso: ['tests/unity/src/unity.c', 'tests/unity/src/unity.h', 'tests/unity/src/unity_internals.h', 'tests/unity/examples/unity_config.h', 'tests/unity/docs/license.txt'],
    left: [
      'tests/unity/ except its src/unity.{c,h}, src/unity_internals.h, examples/unity_config.h (which unity_internals.h includes) and docs/license.txt: Unity\'s own docs, examples, scripts and self-tests, none of which the build uses',
      'tests/json-patch-tests/ and the cJSON_Utils tests (json_patch_tests.c, old_utils_tests.c, misc_utils_tests.c): built only with -DENABLE_CJSON_UTILS=On, off by default',
      'fuzzing/ except its CMakeLists.txt, fuzz_main.c and cjson_read_fuzzer.c (the top-level CMakeLists.txt adds the directory, which builds `fuzz_main` from those two with the tests; the AFL harness, its scripts and inputs build only with -DENABLE_FUZZING=On)',
      'README.md, CHANGELOG.md, CONTRIBUTORS.md, SECURITY.md, the Makefile, CI configuration (.github/, .travis.yml, appveyor.yml) and editor settings',
    ],
    edits: [],
  },
  {
    dir: 'maven-jsemver',
    repo: 'zafarkhaja/jsemver',
    commit: '75b5abe97ca55c4569ea84e09330db22a0df2db7',
    license: 'MIT (LICENSE)',
    what: 'Java SemVer 0.10.2, a semantic-versioning library, with its JUnit 5 suite (Maven, Surefire)',
    run: "offline on Debian, `mvn -o -Dmaven.repo.local=/usr/share/maven-repo test` (or those two options in `.mvn/maven.config`, as the test writes them) with Debian's maven, junit5, libsurefire-java, libmaven-compiler-plugin-java and libmaven-resources-plugin-java; online, plain `mvn test`, with the upstream pom too",
    keep: ['pom.xml', 'LICENSE', 'src/'],
    drop: [],
    keepAlso: [],
    left: [
      'README.md, CHANGELOG.md, CONTRIBUTING.md and editor settings',
    ],
    edits: [
      { file: 'pom.xml', from: '<version>5.10.1</version>', to: '<version>5.9.2</version>', why: "JUnit 5.10.1 -> 5.9.2, the JUnit Jupiter of Debian's junit5 (the offline repository has no other)" },
      { file: 'pom.xml', from: '<artifactId>maven-compiler-plugin</artifactId>\n        <version>3.12.1</version>', to: '<artifactId>maven-compiler-plugin</artifactId>\n        <version>3.10.1</version>', why: "maven-compiler-plugin 3.12.1 -> 3.10.1, Debian's libmaven-compiler-plugin-java" },
      { file: 'pom.xml', from: '<artifactId>maven-surefire-plugin</artifactId>\n        <version>3.2.3</version>', to: '<artifactId>maven-surefire-plugin</artifactId>\n        <version>2.22.3</version>', why: "maven-surefire-plugin 3.2.3 -> 2.22.3, Debian's libsurefire-java" },
      {
        file: 'pom.xml',
        from: '      <plugin>\n        <groupId>org.sonatype.plugins</groupId>\n        <artifactId>nexus-staging-maven-plugin</artifactId>\n        <version>1.6.13</version>\n        <extensions>true</extensions>\n        <configuration>\n          <serverId>ossrh</serverId>\n          <nexusUrl>https://oss.sonatype.org/</nexusUrl>\n          <autoReleaseAfterClose>false</autoReleaseAfterClose>\n        </configuration>\n      </plugin>\n',
        to: '',
        why: 'the nexus-staging-maven-plugin (a build extension for publishing releases, loaded by every build) removed: no Debian package has it',
      },
    ],
  },
  {
    dir: 'deno-std-semver',
    repo: 'denoland/std',
    commit: 'ca58f9427152c946ce1c1bc287d290efde1fbab7',
    license: 'MIT (LICENSE)',
    what: "Deno's standard library, trimmed to the workspace members @std/semver (its modules and tests) and what they import: @std/assert and @std/internal (their modules; their own tests left out)",
    run: '`deno test`',
    keep: ['LICENSE', 'deno.json', 'semver/', 'assert/', 'internal/'],
    drop: ['assert/', 'internal/'],
    keepAlso: [],
    keepMatching: [/^(assert|internal)\/(?!.*_test\.ts$)[^/]+\.(ts|json)$/],
    left: [
      "every workspace member but semver, assert and internal; the tests of assert and internal (they import @std/testing and @std/text, left out); the repository's tools, docs and CI configuration",
      "deno.json is otherwise upstream's: its `imports` (jsr:, npm: and https: ones) serve the repository's tools and are never loaded by these tests, and its `lint.plugins` (_tools/, left out) only `deno lint` reads",
    ],
    edits: [
      { file: 'deno.json', from: workspace(STD_MEMBERS), to: workspace(['assert', 'internal', 'semver']), why: 'the workspace lists only the members kept' },
    ],
  },
  {
    dir: 'rspec-rainbow',
    repo: 'sickill/rainbow',
    commit: 'ed22e0afba2d970c014676f4cb12d32fe36021c4',
    license: 'MIT (LICENSE)',
    what: 'Rainbow, a Ruby gem that colours terminal text, with its RSpec suite (219 examples)',
    run: "`rspec` (Debian's ruby-rspec; no Gemfile.lock, so not through Bundler), with CI unset: spec/spec_helper.rb loads coveralls when CI is set",
    keep: ['Gemfile', 'LICENSE', 'Rakefile', 'rainbow.gemspec', 'lib/', 'spec/'],
    drop: [],
    keepAlso: [],
    left: ['README.markdown, Changelog.md, the linters\' and Guard\'s configuration (.rubocop*.yml, Guardfile) and CI configuration (.travis.yml, appveyor.yml): none is read by the library or its specs'],
    edits: [],
  },
  {
    dir: 'minitest-mustache',
    repo: 'mustache/mustache',
    commit: '34eb94559c7d22d85a66f393f6c78b4bde27bdbd',
    license: 'MIT (LICENSE)',
    what: 'Mustache, the Ruby implementation of the logic-less templates, with its Minitest suite (112 tests)',
    run: "Minitest's test files through Ruby (Debian's ruby-minitest); test/helper.rb loads simplecov (Debian's ruby-simplecov)",
    keep: ['Gemfile', 'LICENSE', 'Rakefile', 'mustache.gemspec', 'bin/', 'lib/', 'test/'],
    drop: [],
    keepAlso: [],
    left: [
      'the Mustache spec submodule (.gitmodules; not part of the tree): test/spec_test.rb defines no tests without it, as in a checkout without submodules',
      'README.md, HISTORY.md, CONTRIBUTING.md, man/, benchmarks/, examples/ and CI configuration (.github/): no test reads them',
    ],
    edits: [],
  },
  {
    dir: 'phpunit-inflector',
    repo: 'doctrine/inflector',
    commit: '5817d0659c5b50c9b950feb9af7b9668e2c436bc',
    license: 'MIT (LICENSE)',
    what: "Doctrine Inflector 2.0.x, a PHP library for singular/plural and case forms of words, with its PHPUnit suite (1,032 tests)",
    run: "Debian's `phpunit` (9.6) with phpunit.xml.dist and `--bootstrap vendor/autoload.php`, after `composer dump-autoload` (Debian's composer) writes that autoloader offline from composer.json; online, `composer install && vendor/bin/phpunit`",
    keep: ['LICENSE', 'composer.json', 'phpunit.xml.dist', 'lib/', 'tests/'],
    drop: [],
    keepAlso: [],
    left: ['README.md, docs/, the coding-standard and static-analysis configuration (phpcs.xml.dist, phpstan.neon.dist, psalm.xml), the project website\'s metadata (.doctrine-project.json) and CI configuration (.github/): none is read by the library or its tests'],
    edits: [],
  },
  {
    dir: 'exunit-decimal',
    repo: 'ericmj/decimal',
    commit: 'e7f13daf4653e04f9192daa0612de14166c2a968',
    license: 'Apache-2.0 (LICENSE.txt)',
    what: 'Decimal 2.0, arbitrary precision decimal arithmetic for Elixir, with its ExUnit suite (63 tests and 50 doctests)',
    run: "`mix test` (Debian's elixir)",
    keep: ['.formatter.exs', 'LICENSE.txt', 'mix.exs', 'lib/', 'test/'],
    drop: [],
    keepAlso: [],
    left: ['README.md, CHANGELOG.md, bench.exs, CI configuration (.github/), and mix.lock, which locks only ex_doc and its dependencies (see the edit)'],
    edits: [
      {
        file: 'mix.exs',
        from: '      {:ex_doc, ">= 0.0.0", only: :dev, runtime: false}\n',
        to: '',
        why: 'the one dependency, ex_doc (`only: :dev`, for building the documentation), taken out of `deps`: Mix cannot load any Hex dependency without the Hex archive, even one for another environment, and CI reaches no Hex; `mix test` needs none',
      },
    ],
  },
];

function mirrorOf(repo, given) {
  if (given.has(repo)) return given.get(repo);
  const [owner, name] = repo.split('/');
  const local = `/work/.mirror/${owner}+${name}/repo`;
  if (existsSync(local)) return local;
  const clone = join(tmpdir(), 'dsh-test-closure-mirrors', `${owner}+${name}.git`);
  if (!existsSync(clone)) execFileSync('git', ['clone', '--bare', `https://github.com/${repo}`, clone], { stdio: 'inherit' });
  return clone;
}

const matches = (path, prefixes) => prefixes.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));

function selected(project, path) {
  if (matches(path, project.keepAlso) || (project.keepMatching ?? []).some((re) => re.test(path))) return true;
  return matches(path, project.keep) && !matches(path, project.drop);
}

function origin(project, files) {
  return [
    `# ${project.dir}: ${project.repo}`,
    '',
    `${project.what}.`,
    '',
    `- Repository: https://github.com/${project.repo}`,
    `- Commit: ${project.commit}`,
    `- License: ${project.license}`,
    `- Run as a user would: ${project.run}`,
    `- Files: ${files} of the commit, byte for byte, except the edits below.`,
    '',
    'Written by `node scripts/projects/vendor.mjs ' + project.dir + '` (never by hand); test/toolchain/real-projects.*.test.ts run it',
    'end to end through the CLI and compare the result with the runner\'s own report.',
    '',
    '## Left out',
    '',
    ...project.left.map((l) => `- ${l}`),
    '',
    '## Edits',
    '',
    ...(project.edits.length === 0 ? ['None.'] : project.edits.map((e) => `- \`${e.file}\`: ${e.why}.`)),
    '',
  ].join('\n');
}

function vendor(project, given) {
  const git = mirrorOf(project.repo, given);
  const out = join(projectsDir, project.dir);
  rmSync(out, { recursive: true, force: true });
  const paths = execFileSync('git', ['--git-dir', git, 'ls-tree', '-r', '--name-only', project.commit], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter((p) => p !== '' && selected(project, p));
  for (const path of paths) {
    const bytes = execFileSync('git', ['--git-dir', git, 'show', `${project.commit}:${path}`], { maxBuffer: 64 * 1024 * 1024 });
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), bytes);
  }
  for (const e of project.edits) {
    const file = join(out, e.file);
    const text = readFileSync(file, 'utf8');
    if (text.split(e.from).length !== 2) throw new Error(`vendor ${project.dir}: ${e.file} has not exactly one ${JSON.stringify(e.from)}`);
    writeFileSync(file, text.replace(e.from, () => e.to));
  }
  writeFileSync(join(out, 'ORIGIN.md'), origin(project, paths.length));
  console.log(`${project.dir}: ${paths.length} files of ${project.repo}@${project.commit.slice(0, 12)}, ${project.edits.length} edits`);
}

const argv = process.argv.slice(2);
const given = new Map();
const dirs = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--mirror') {
    const [repo, git] = (argv[++i] ?? '').split('=');
    given.set(repo, git);
  } else dirs.push(argv[i]);
}
for (const project of PROJECTS) if (dirs.length === 0 || dirs.includes(project.dir)) vendor(project, given);
