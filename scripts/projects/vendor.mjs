#!/usr/bin/env node
// Re-creates the vendored open-source projects under test/projects/<ecosystem>-<name>/ from a
// local git mirror of each, at the pinned commit: the real projects the toolchain tier runs
// end to end through the CLI (test/toolchain/real-projects.<runner>.test.ts). CI reaches no
// code host, so the copies live in the repository; this script makes them reproducible.
//
// Usage: node scripts/projects/vendor.mjs [--mirrors <dir>] [<project dir name>...]
//
// A project's mirror is <mirrors>/<owner>+<name>/repo (a bare git directory; default
// /work/.mirror, or DTC_MIRRORS). Each file of the pinned commit's tree is written as git
// stores it (`git ls-tree` + `git cat-file`, so export-ignore attributes, which hide the tests
// of some libraries from `git archive`, do not apply), except those the project's `leaveOut`
// names; `edits` are the only changes made to a file, each stated with its reason in the
// project's ORIGIN.md, which this script writes too. The directory is replaced as a whole.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const projectsDir = join(root, 'test', 'projects');

/** Files and directories left out of every copy: the code host's CI and tooling, not the library or its tests. */
const HOSTING = ['.github/', '.travis.yml', 'appveyor.yml', '.gitignore', '.gitattributes'];

const PROJECTS = [
  {
    dir: 'rspec-rainbow',
    repo: 'sickill/rainbow',
    commit: 'ed22e0afba2d970c014676f4cb12d32fe36021c4',
    license: 'MIT (LICENSE)',
    runs: 'rspec (Debian ruby-rspec), no Gemfile.lock: the rspec on PATH',
    leaveOut: [...HOSTING, '.rubocop.yml', '.rubocop_todo.yml', 'Guardfile'],
    why: 'the code host\'s CI (.travis.yml, appveyor.yml), git\'s own files and the linters\' and Guard\'s configuration: none is read by the library or its specs',
  },
  {
    dir: 'minitest-mustache',
    repo: 'mustache/mustache',
    commit: '34eb94559c7d22d85a66f393f6c78b4bde27bdbd',
    license: 'MIT (LICENSE)',
    runs: 'Minitest (Debian ruby-minitest); test/helper.rb requires simplecov (Debian ruby-simplecov)',
    leaveOut: [...HOSTING, '.gitmodules', 'man/', 'benchmarks/', 'examples/'],
    why: 'the code host\'s CI, git\'s own files (.gitmodules names the Mustache spec submodule, which is not part of the tree: test/spec_test.rb defines no tests without it), the man pages, the benchmarks and the examples: no test reads them',
  },
  {
    dir: 'phpunit-inflector',
    repo: 'doctrine/inflector',
    commit: '5817d0659c5b50c9b950feb9af7b9668e2c436bc',
    license: 'MIT (LICENSE)',
    runs: 'phpunit 9.6 (Debian phpunit on php-cli) with phpunit.xml.dist; its bootstrap, vendor/autoload.php, is written by `composer dump-autoload` (Debian composer) from composer.json\'s autoload sections, offline, in the test\'s copy',
    leaveOut: [...HOSTING, '.doctrine-project.json', 'docs/', 'phpcs.xml.dist', 'phpstan.neon.dist', 'psalm.xml'],
    why: 'the code host\'s CI, git\'s own files, the project website\'s metadata, the documentation and the coding-standard and static-analysis configuration: none is read by the library or its tests',
  },
  {
    dir: 'exunit-decimal',
    repo: 'ericmj/decimal',
    commit: 'e7f13daf4653e04f9192daa0612de14166c2a968',
    license: 'Apache-2.0 (LICENSE.txt)',
    runs: 'mix test (Debian elixir), no dependencies',
    leaveOut: [...HOSTING, 'bench.exs', 'mix.lock'],
    why: 'the code host\'s CI, git\'s own files, the benchmark script, and mix.lock, which locks only ex_doc and its dependencies (see the edit below)',
    edits: [
      {
        file: 'mix.exs',
        from: '      {:ex_doc, ">= 0.0.0", only: :dev, runtime: false}\n',
        to: '',
        why: 'the one dependency, ex_doc (`only: :dev`, for building the documentation), is taken out of `deps`: Mix cannot load any Hex dependency without the Hex archive, even one for another environment, and CI reaches no Hex; `mix test` needs none',
      },
    ],
  },
];

function git(mirror, args, encoding = 'utf8') {
  return execFileSync('git', ['--git-dir', mirror, ...args], { encoding, maxBuffer: 64 * 1024 * 1024 });
}

function leftOut(path, leaveOut) {
  return leaveOut.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));
}

function vendor(project, mirrors) {
  const [owner, name] = project.repo.split('/');
  const mirror = join(mirrors, `${owner}+${name}`, 'repo');
  const out = join(projectsDir, project.dir);
  rmSync(out, { recursive: true, force: true });
  const entries = git(mirror, ['ls-tree', '-r', '-z', project.commit]).split('\0').filter(Boolean);
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    const [meta, path] = entry.split('\t');
    const [mode, type, object] = meta.split(' ');
    if (type !== 'blob' || mode === '120000' || leftOut(path, project.leaveOut)) continue;
    let content = git(mirror, ['cat-file', 'blob', object], 'buffer');
    for (const edit of (project.edits ?? []).filter((e) => e.file === path)) {
      const text = content.toString('utf8');
      if (text.split(edit.from).length !== 2) throw new Error(`vendor: ${project.dir}/${path}: the edit's text is not there exactly once`);
      content = Buffer.from(text.replace(edit.from, edit.to), 'utf8');
    }
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), content, { mode: mode === '100755' ? 0o755 : 0o644 });
    files += 1;
    bytes += content.length;
  }
  const edits = (project.edits ?? []).map((e) => `- \`${e.file}\`: ${e.why}.`);
  writeFileSync(
    join(out, 'ORIGIN.md'),
    [
      `# ${project.repo}`,
      '',
      `Vendored by \`scripts/projects/vendor.mjs\` (never edited by hand) for the toolchain tier's`,
      'real-project tests: the CLI runs it end to end and its results are compared with the',
      "runner's own report of the same run.",
      '',
      `- Repository: https://github.com/${project.repo}`,
      `- Commit: ${project.commit}`,
      `- License: ${project.license}`,
      `- Runs with: ${project.runs}`,
      `- Left out: ${project.leaveOut.map((p) => `\`${p}\``).join(', ')}: ${project.why}.`,
      `- Changed: ${edits.length === 0 ? 'nothing.' : ''}`,
      ...edits.map((e) => `  ${e}`),
      '',
    ].join('\n'),
  );
  console.log(`${project.dir}: ${files} files, ${Math.round(bytes / 1024)} KB from ${project.repo}@${project.commit.slice(0, 12)}`);
}

const argv = process.argv.slice(2);
const at = argv.indexOf('--mirrors');
const mirrors = at >= 0 ? argv[at + 1] : (process.env.DTC_MIRRORS ?? '/work/.mirror');
const named = argv.filter((a, i) => a !== '--mirrors' && i !== at + 1);
for (const project of PROJECTS) {
  if (named.length === 0 || named.includes(project.dir)) vendor(project, mirrors);
}
