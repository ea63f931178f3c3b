/**
 * The registry is the one list of runners: every framework has a runner module whose facts
 * exist, no other list of runners is written down in src/ or test/, no shared code in src/
 * names a runner's own place or thing, the README's runner table names exactly the registry's
 * runners, and every runner's config files reach the gate.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DETECTION_ORDER, FRAMEWORKS, isFramework, RUNNERS } from '../../src/runners/registry.ts';
import type { DetectionEvidence, DetectionStep } from '../../src/runners/runner.ts';
import type { Framework } from '../../src/report/kinds.ts';
import { isSuiteFile } from '../../src/closure/evidence.ts';
import { harnessRole } from '../../src/workspace/harness-files.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const table = suite('runner registry');

table('one runner per framework, keyed by its own name', () => {
  assert.ok(FRAMEWORKS.length > 0);
  assert.equal([...FRAMEWORKS], Object.keys(RUNNERS));
  for (const [key, runner] of Object.entries(RUNNERS)) {
    assert.ok(isFramework(key), key);
    assert.is(runner.framework, key);
    assert.is(runner.parser.framework, key);
  }
  assert.not.ok(isFramework('npm-test'));
  assert.not.ok(isFramework('toString'), 'an inherited property is no framework');
});

table('the runners name every grammar in grammars/, and their fixtures and docs exist', () => {
  const grammars = readdirSync(`${ROOT}grammars`).filter((f) => f.endsWith('.peggy')).map((f) => f.replace(/\.peggy$/, '')).sort();
  assert.equal(Object.values(RUNNERS).flatMap((r) => r.fixtures.grammars).sort(), grammars);
  for (const runner of Object.values(RUNNERS)) {
    assert.ok(existsSync(`${ROOT}fixtures/${runner.fixtures.dir}`), runner.fixtures.dir);
    assert.ok(existsSync(`${ROOT}${runner.docs}`), runner.docs);
    assert.ok(existsSync(`${ROOT}src/runners/${runner.fixtures.dir}/runner.ts`), `${runner.framework} is a module of its own folder`);
  }
});

/** The evidence each kind of detection step reads (runners/runner.ts). */
const READS: Record<Exclude<DetectionStep['rule'], 'project-script'>, ReadonlyArray<keyof DetectionEvidence>> = {
  declared: ['dependencies', 'configFile', 'manifestKey'],
  script: ['scriptReason'],
  'marked-files': ['markedFiles', 'hookFile'],
  django: ['djangoReason'],
  lockfile: ['lockfiles'],
  manifest: ['manifest'],
  'test-files': ['testFilesReason'],
  imports: ['importsReason'],
};

table('every detection step reads evidence its runner has, and no evidence goes unread', () => {
  const read = new Set<string>();
  for (const step of DETECTION_ORDER) {
    if (step.rule === 'project-script') continue;
    const evidence = RUNNERS[step.runner].detection;
    assert.ok(READS[step.rule].some((field) => evidence[field] !== undefined), `${step.rule} ${step.runner}`);
    for (const field of READS[step.rule]) read.add(`${step.runner} ${field}`);
  }
  assert.is(DETECTION_ORDER.filter((step) => step.rule === 'project-script').length, 1);
  for (const framework of FRAMEWORKS) {
    for (const [field, value] of Object.entries(RUNNERS[framework].detection)) {
      if (value !== undefined && field !== 'decidesForPackages') assert.ok(read.has(`${framework} ${field}`), `${framework}'s ${field} is read by a detection step`);
    }
  }
});

table('each runner recognises its own test files', () => {
  assert.ok(RUNNERS.vitest.isTestFile('src/a.test.ts'));
  assert.ok(RUNNERS.jest.isTestFile('__tests__/a.js'));
  assert.ok(RUNNERS.pytest.isTestFile('tests/test_a.py'));
  assert.ok(RUNNERS['node:test'].isTestFile('test/a.mjs'));
  assert.ok(RUNNERS.uvu.isTestFile('tests/a.js'));
  assert.ok(RUNNERS.uvu.isTestFile('src/a.spec.ts'));
  assert.not.ok(RUNNERS.uvu.isTestFile('src/a.js'));
  assert.not.ok(RUNNERS.pytest.isTestFile('tests/a.test.js'));
  assert.ok(RUNNERS.unittest.isTestFile('pkg/test_a.py'));
  assert.ok(RUNNERS.unittest.isTestFile('tests.py'));
  assert.not.ok(RUNNERS.unittest.isTestFile('pkg/a_test.py'));
  assert.ok(RUNNERS.go.isTestFile('pkg/calc_test.go'));
  assert.not.ok(RUNNERS.go.isTestFile('pkg/calc.go'));
  assert.ok(RUNNERS.cargo.isTestFile('tests/api.rs'));
  assert.not.ok(RUNNERS.cargo.isTestFile('src/lib.rs'));
  assert.ok(RUNNERS.phpunit.isTestFile('tests/CalcTest.php'));
  assert.not.ok(RUNNERS.phpunit.isTestFile('src/Calc.php'));
  assert.ok(RUNNERS.deno.isTestFile('calc_test.ts'));
  assert.ok(RUNNERS.maven.isTestFile('src/test/java/demo/CalcTest.java'));
  assert.not.ok(RUNNERS.maven.isTestFile('src/main/java/demo/Calc.java'));
  assert.ok(RUNNERS.ctest.isTestFile('tests/test_calc.cpp'));
  assert.not.ok(RUNNERS.ctest.isTestFile('src/calc.cpp'));
  assert.ok(RUNNERS.rspec.isTestFile('spec/models/user_spec.rb'));
  assert.not.ok(RUNNERS.rspec.isTestFile('lib/user_spec.rb'));
  assert.ok(RUNNERS.minitest.isTestFile('test/models/user_test.rb'));
  assert.ok(RUNNERS.minitest.isTestFile('test/test_calc.rb'));
  assert.not.ok(RUNNERS.minitest.isTestFile('test/test_helper.rb'));
  assert.ok(RUNNERS.exunit.isTestFile('apps/core/test/store_test.exs'));
  assert.not.ok(RUNNERS.exunit.isTestFile('test/test_helper.exs'));
});

/**
 * A config file of each runner's, as projects name them. node:test and uvu have none of their
 * own: they are configured through package.json, which is every JS runner's.
 */
const CONFIG_EXAMPLES: Record<Framework, readonly string[]> = {
  vitest: ['vitest.config.ts', 'vite.config.mjs', 'vitest.workspace.ts', 'vitest.setup.ts'],
  jest: ['jest.config.js', 'jest.config.json', 'jest.setup.ts'],
  mocha: ['.mocharc.yml', '.mocharc.cjs', 'packages/a/.mocharc.json'],
  bun: ['bunfig.toml'],
  playwright: ['playwright.config.ts', 'e2e/playwright.config.mjs'],
  pytest: ['conftest.py', 'tests/conftest.py', 'pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg'],
  'node:test': [],
  uvu: [],
  unittest: ['manage.py'],
  go: ['go.mod', 'go.work', 'svc/go.mod'],
  cargo: ['Cargo.toml', 'crates/core/Cargo.toml'],
  phpunit: ['phpunit.xml', 'phpunit.xml.dist', 'composer.json'],
  deno: ['deno.json', 'deno.jsonc'],
  maven: ['pom.xml', 'core/pom.xml', '.mvn/maven.config'],
  ctest: ['CMakeLists.txt', 'tests/CMakeLists.txt'],
  rspec: ['.rspec', 'spec/spec_helper.rb', 'Gemfile'],
  minitest: ['Rakefile', 'test/test_helper.rb', 'Gemfile.lock'],
  exunit: ['mix.exs', 'apps/core/mix.exs', 'mix.lock', 'config/test.exs', 'test/test_helper.exs'],
};

table("every runner's config files are the suite's for the gate, whatever runner the suite is", () => {
  for (const framework of FRAMEWORKS) {
    const examples = CONFIG_EXAMPLES[framework];
    assert.is(RUNNERS[framework].configFiles !== undefined, examples.length > 0, `${framework}: its config files have examples here`);
    for (const file of examples) {
      assert.is(harnessRole(file), 'config', file);
      // An edit to it is reported as a change of the suite (closure/evidence.ts), under any runner.
      for (const suiteRunner of FRAMEWORKS) assert.ok(isSuiteFile(suiteRunner, file), `${file} under ${suiteRunner}`);
    }
  }
  assert.not.ok(isSuiteFile('go', 'src/math.go'), 'code is not the suite');
});

table.run();

// ---

const onlyList = suite('the registry is the only list of runners');

/** Every id a list of runners could be written in: the frameworks, and their fixture folders (`node-test`). */
const IDS: ReadonlySet<string> = new Set([...FRAMEWORKS, ...Object.values(RUNNERS).map((r) => r.fixtures.dir)]);

/**
 * The literal lists of three or more runner ids in `text`: quoted ids (`'a'`, `"a"`, `` `a` ``)
 * separated by nothing but commas, `|` and white space, as an array, a set or a union type
 * writes them. Each is reported as `line: ids`.
 */
function literalRunnerLists(text: string): string[] {
  const found: string[] = [];
  let run: { ids: string[]; at: number; end: number } | undefined;
  const flush = () => {
    if (run !== undefined && run.ids.length >= 3) found.push(`${text.slice(0, run.at).split('\n').length}: ${run.ids.join(', ')}`);
    run = undefined;
  };
  for (const m of text.matchAll(/(['"`])([\w:-]+)\1/g)) {
    if (!IDS.has(m[2]!)) continue;
    const between = run === undefined ? '' : text.slice(run.end, m.index);
    if (run !== undefined && !/^[\s,|]*$/.test(between)) flush();
    if (run === undefined) run = { ids: [], at: m.index!, end: 0 };
    run.ids.push(m[2]!);
    run.end = m.index! + m[0].length;
  }
  flush();
  return found;
}

/**
 * The Framework union (report/kinds.ts) spells the ids for the type system, below the layer the
 * registry lives in; `RUNNERS … satisfies Record<Framework, Runner>` ties the two, so neither
 * can have an id the other lacks.
 */
const FRAMEWORK_UNION = /export type Framework =[^;]*;/;

/** Vendored open-source projects (test/projects/): their code is theirs, not a list of ours. */
const VENDORED = join(ROOT, 'test', 'projects');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return full === VENDORED ? [] : sourceFiles(full);
    return /\.(?:[cm]?[jt]s)$/.test(e.name) ? [full] : [];
  });
}

onlyList('the scan finds a literal list and lets two ids, or ids with other words between them, pass', () => {
  // The samples are built here, so that this file holds no list itself.
  const [a, b, c] = FRAMEWORKS as [string, string, string];
  const dir = RUNNERS['node:test'].fixtures.dir;
  assert.equal(literalRunnerLists(`const x = ['${a}', '${b}', '${dir}'];`), [`1: ${a}, ${b}, ${dir}`]);
  assert.equal(literalRunnerLists(`type T =\n  | '${a}'\n  | \`${b}\`\n  | "${c}";`), [`2: ${a}, ${b}, ${c}`]);
  assert.equal(literalRunnerLists(`new Set(['${a}', '${b}']); f('${a}', x, '${b}', y, '${c}')`), []);
});

onlyList('no list of three or more runner ids appears outside the registry in src/ or test/', () => {
  const registry = join(ROOT, 'src/runners/registry.ts');
  const kinds = join(ROOT, 'src/report/kinds.ts');
  assert.match(readFileSync(kinds, 'utf8'), FRAMEWORK_UNION);
  const offenders: string[] = [];
  for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'test'))]) {
    if (file === registry) continue;
    let text = readFileSync(file, 'utf8');
    if (file === kinds) text = text.replace(FRAMEWORK_UNION, '');
    for (const list of literalRunnerLists(text)) offenders.push(`${relative(ROOT, file)}:${list}`);
  }
  assert.equal(offenders, []);
});

/**
 * The strings in `text` outside its comments that name a runner's own place or thing by the
 * runner's name (`"go's build cache"`, `` `cargo's home` ``): a fact of that runner written in
 * shared code, where it belongs in the runner's module (its `outsideWrites`, `outputs`, …), which
 * shared code asks through the registry. Each is reported as `line: string`.
 */
function runnerPossessives(text: string): string[] {
  const ids = [...IDS].map((id) => id.replace(/[^\w]/g, '\\$&')).join('|');
  const possessive = new RegExp(`\\b(?:${ids})'s\\b`, 'i');
  // Comments out, their line breaks kept (a comment inside a string only hides more).
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...code.matchAll(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)]
    .filter((m) => possessive.test(m[0]))
    .map((m) => `${code.slice(0, m.index).split('\n').length}: ${m[0]}`);
}

onlyList("the scan finds a runner's own place named in a string, and not in a comment or another tool's", () => {
  const [a, b] = FRAMEWORKS as [string, string];
  assert.equal(runnerPossessives(`const w = { what: "${a}'s cache" };\nconst t = \`${b.toUpperCase()}'s home\`;`), [`1: "${a}'s cache"`, `2: \`${b.toUpperCase()}'s home\``]);
  assert.equal(runnerPossessives(`/** \`${a}'s cache\` */\n// "${b}'s home"\nconst w = "npm's cache";`), []);
});

onlyList("no shared source in src/ names a runner's own place or thing: it is a field of the runner's module", () => {
  const offenders: string[] = [];
  const runnerDirs = Object.values(RUNNERS).map((r) => join(ROOT, 'src/runners', r.fixtures.dir) + '/');
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    if (runnerDirs.some((dir) => file.startsWith(dir))) continue;
    for (const found of runnerPossessives(readFileSync(file, 'utf8'))) offenders.push(`${relative(ROOT, file)}:${found}`);
  }
  assert.equal(offenders, []);
});

onlyList("the README's runner table names exactly the registry's runners", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const begin = readme.indexOf('<!-- runner-table:begin -->');
  const end = readme.indexOf('<!-- runner-table:end -->');
  assert.ok(begin !== -1 && end > begin, 'the README marks its runner table');
  const rows = readme
    .slice(begin, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
  const ids = rows.map((row) => /^\|\s*`([^`]+)`/.exec(row)?.[1] ?? `(no id in: ${row.slice(0, 40)})`);
  assert.equal([...ids].sort(), [...FRAMEWORKS].sort());
});

onlyList.run();
