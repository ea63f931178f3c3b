/**
 * The closing check (issue 37): what the plain `test_run` that closes a turn costs after an
 * edit, against the whole suite, per runner that can select test files, on the real runtime.
 *
 * Per runner (vitest, jest, pytest, node:test, go) a generated suite of 300 test files, each
 * of 3 tests that wait 10 ms (the suite's cost is in its tests): test file i imports its own
 * module `src/m<i>` (Python: the package `pkg`; go: one package `p<i>` per test file's
 * directory, in one module), and every third one also imports one common module. Then, on
 * the real dsh runtime (test/support/runtime.ts; `selectiveClose: true`, no steering, no
 * session-start run):
 *
 * 1. a plain `test_run` on the untouched suite (green): the full-suite cost;
 * 2. a mix of edits, each followed by a plain `test_run`, timed as a whole model turn (the
 *    scripted model answers at once, as in bench/loop.ts): three one-line edits to one module
 *    each (green), one that makes exactly one test of one module red (the close must be red),
 *    its fix (green), an edit to the common module (green), and a runner config change
 *    (green).
 *
 * After every green close that did not run the whole suite, the bench runs the whole suite
 * itself, with the runner's own command in the workspace (not through the plugin, which
 * selects there too; see {@link wholeSuiteCommand}), and counts a miss when that run is red.
 *
 * Reported per runner: the full-suite time, each close's time and ratio to it, what the close
 * ran (its `verifies the suite: …` or `ran the whole suite: <reason>` note), the median ratio
 * over the mix (target <= 0.25), the closes that fell back to the whole suite and why, and the
 * misses (target 0).
 *
 * Run: `npm run bench:closing -- [runner ...]` (default: all five, one after the other).
 * `CLOSING_FILES` scales the suite (default 300). Merges its rows into bench/latest.json
 * (`closing`, by runner). Needs python3 with pytest and go (the toolchains of test/toolchain/).
 *
 * @module bench/closing
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, REPO_ROOT, type Runtime } from '../test/support/runtime.ts';
import { configProblems } from '../src/plugin/config.ts';

const FILES = Number(process.env.CLOSING_FILES ?? 300);
const TESTS_PER_FILE = 3;
/** Milliseconds each test waits. */
const TEST_MS = 10;
/** Every COMMON_EVERY-th test file also imports the common module. */
const COMMON_EVERY = 3;

/**
 * Whether this build has the selective close (its config fields). Before it does, the bench
 * still runs, and every close runs the whole suite (a ratio near 1, no reason given).
 */
export const HAS_SELECTIVE_CLOSE = configProblems({ selectiveClose: true, auditSelection: false }, { filled: false }).length === 0;

export type ClosingRunner = 'vitest' | 'jest' | 'pytest' | 'node:test' | 'go';
export const CLOSING_RUNNERS: ClosingRunner[] = ['vitest', 'jest', 'pytest', 'node:test', 'go'];

type EditKind = 'low fan-in' | 'low fan-in, one test red' | 'fix of the red test' | 'common module' | 'config';

/** One edit of the mix: a text replacement in one workspace file, and whether the suite stays green. */
interface Edit {
  kind: EditKind;
  path: string;
  from: string;
  to: string;
  green: boolean;
}

interface GeneratedSuite {
  runner: ClosingRunner;
  files: Record<string, string>;
  linkNodeModules: boolean;
  /** The module of test file i, and the common module. */
  module: (i: number) => string;
  common: string;
  /** A line in every module whose value no test reads (a green one-line edit), and the line every module's `value` returns (a red one when changed). */
  noteLine: [string, string];
  valueLine: (i: number) => [string, string];
  baseLine: [string, string];
  config: [path: string, from: string, to: string];
}

const imports = (i: number): boolean => i % COMMON_EVERY === 0;

function jsSuite(runner: 'vitest' | 'jest' | 'node:test'): GeneratedSuite {
  const files: Record<string, string> = {};
  const esm = runner !== 'jest';
  const ext = runner === 'node:test' ? 'mjs' : 'js';
  for (let i = 0; i < FILES; i++) {
    const common = imports(i);
    let head: string;
    if (runner === 'jest') {
      head = `const { value, twice } = require('../src/m${i}.js');\n${common ? "const { base } = require('../src/common.js');\n" : ''}`;
    } else {
      head = `${runner === 'vitest' ? "import { test, expect } from 'vitest';\n" : "import test from 'node:test';\nimport assert from 'node:assert';\n"}import { value, twice } from '../src/m${i}.js';\n${common ? "import { base } from '../src/common.js';\n" : ''}`;
    }
    const is = (a: string, b: string) => (runner === 'node:test' ? `assert.equal(${a}, ${b})` : `expect(${a}).toBe(${b})`);
    const checks = [is('value()', String(i)), is(`twice(${i})`, String(2 * i)), common ? is('base > 0', 'true') : is('typeof value', "'function'")];
    let body = `${head}const pause = () => new Promise((r) => setTimeout(r, ${TEST_MS}));\n`;
    for (let t = 0; t < TESTS_PER_FILE; t++) body += `test('m${i} case ${t}', async () => { await pause(); ${checks[t]}; });\n`;
    files[`test/m${i}.test.${ext}`] = body;
    files[`src/m${i}.js`] = esm
      ? `export const note = 'v0';\nexport function value() { return ${i}; }\nexport function twice(x) { return x * 2; }\n`
      : `exports.note = 'v0';\nexports.value = function value() { return ${i}; };\nexports.twice = function twice(x) { return x * 2; };\n`;
  }
  files['src/common.js'] = esm ? 'export const base = 1;\n' : 'exports.base = 1;\n';
  const pkg: Record<string, unknown> = { name: 'closing-bench', private: true };
  if (esm) pkg.type = 'module';
  if (runner === 'vitest') pkg.devDependencies = { vitest: '3.2.4' };
  if (runner === 'jest') pkg.devDependencies = { jest: '29.7.0' };
  files['package.json'] = `${JSON.stringify(pkg, null, 2)}\n`;
  let config: GeneratedSuite['config'];
  if (runner === 'vitest') {
    files['vitest.config.js'] = 'export default { test: { include: ["test/**/*.test.js"] } };\n';
    config = ['vitest.config.js', '{ test: {', '{ test: { testTimeout: 10000,'];
  } else if (runner === 'jest') {
    files['jest.config.js'] = "module.exports = { testEnvironment: 'node' };\n";
    config = ['jest.config.js', "{ testEnvironment: 'node' }", "{ testEnvironment: 'node', testTimeout: 10000 }"];
  } else {
    config = ['package.json', '"private": true', '"private": true,\n  "description": "a field the tests do not read"'];
  }
  return {
    runner,
    files,
    linkNodeModules: runner !== 'node:test',
    module: (i) => `src/m${i}.js`,
    common: 'src/common.js',
    noteLine: esm ? ["note = 'v0'", "note = 'v1'"] : ["note = 'v0'", "note = 'v1'"],
    valueLine: (i) => [`return ${i};`, `return ${i + 1};`],
    baseLine: ['base = 1', 'base = 2'],
    config,
  };
}

function pytestSuite(): GeneratedSuite {
  const files: Record<string, string> = { 'pytest.ini': '[pytest]\npythonpath = .\n', 'pkg/__init__.py': '', 'pkg/common.py': 'BASE = 1\n' };
  for (let i = 0; i < FILES; i++) {
    const common = imports(i);
    const checks = [`value() == ${i}`, `twice(${i}) == ${2 * i}`, common ? 'BASE > 0' : 'callable(value)'];
    let body = `import time\n\nfrom pkg.m${i} import value, twice\n${common ? 'from pkg.common import BASE\n' : ''}\n`;
    for (let t = 0; t < TESTS_PER_FILE; t++) body += `\ndef test_m${i}_case_${t}():\n    time.sleep(${TEST_MS / 1000})\n    assert ${checks[t]}\n`;
    files[`tests/test_m${i}.py`] = body;
    files[`pkg/m${i}.py`] = `NOTE = 'v0'\n\n\ndef value():\n    return ${i}\n\n\ndef twice(x):\n    return x * 2\n`;
  }
  return {
    runner: 'pytest',
    files,
    linkNodeModules: false,
    module: (i) => `pkg/m${i}.py`,
    common: 'pkg/common.py',
    noteLine: ["NOTE = 'v0'", "NOTE = 'v1'"],
    valueLine: (i) => [`return ${i}\n`, `return ${i + 1}\n`],
    baseLine: ['BASE = 1', 'BASE = 2'],
    config: ['pytest.ini', 'pythonpath = .\n', 'pythonpath = .\nconsole_output_style = classic\n'],
  };
}

function goSuite(): GeneratedSuite {
  const files: Record<string, string> = { 'go.mod': 'module example.com/bench\n\ngo 1.19\n', 'common/common.go': 'package common\n\nconst Base = 1\n' };
  for (let i = 0; i < FILES; i++) {
    const common = imports(i);
    const checks = [`Value() != ${i}`, `Twice(${i}) != ${2 * i}`, common ? 'common.Base <= 0' : 'Value() < 0'];
    let body = `package p${i}\n\nimport (\n\t"testing"\n\t"time"\n${common ? '\n\t"example.com/bench/common"\n' : ''})\n`;
    for (let t = 0; t < TESTS_PER_FILE; t++) body += `\nfunc TestM${i}Case${t}(t *testing.T) {\n\ttime.Sleep(${TEST_MS} * time.Millisecond)\n\tif ${checks[t]} {\n\t\tt.Fatal("m${i} case ${t}")\n\t}\n}\n`;
    files[`p${i}/m_test.go`] = body;
    files[`p${i}/m.go`] = `package p${i}\n\nconst Note = "v0"\n\nfunc Value() int { return ${i} }\n\nfunc Twice(x int) int { return x * 2 }\n`;
  }
  return {
    runner: 'go',
    files,
    linkNodeModules: false,
    module: (i) => `p${i}/m.go`,
    common: 'common/common.go',
    noteLine: ['Note = "v0"', 'Note = "v1"'],
    valueLine: (i) => [`return ${i} }`, `return ${i + 1} }`],
    baseLine: ['Base = 1', 'Base = 2'],
    config: ['go.mod', 'go 1.19\n', 'go 1.19\n\n// a comment no test reads\n'],
  };
}

export function generatedSuite(runner: ClosingRunner): GeneratedSuite {
  if (runner === 'pytest') return pytestSuite();
  if (runner === 'go') return goSuite();
  return jsSuite(runner);
}

/** The mix, in order. The modules edited alone import nothing else (i % 3 != 0 for the green ones). */
function mixOf(s: GeneratedSuite): Edit[] {
  const at = (f: number): number => Math.min(FILES - 1, Math.floor(f * FILES));
  const low = [at(0.004) | 1, at(0.5) + 1, at(0.99)].map((i) => (imports(i) ? i + 1 : i));
  const red = Math.max(4, at(0.02) + 1);
  const [valueFrom, valueTo] = s.valueLine(red);
  return [
    ...low.map((i): Edit => ({ kind: 'low fan-in', path: s.module(i), from: s.noteLine[0], to: s.noteLine[1], green: true })),
    { kind: 'low fan-in, one test red', path: s.module(red), from: valueFrom, to: valueTo, green: false },
    { kind: 'fix of the red test', path: s.module(red), from: valueTo, to: valueFrom, green: true },
    { kind: 'common module', path: s.common, from: s.baseLine[0], to: s.baseLine[1], green: true },
    { kind: 'config', path: s.config[0], from: s.config[1], to: s.config[2], green: true },
  ];
}

/**
 * The workspace's own `node_modules`: a directory holding a link to each of this repository's
 * installed packages. Not one link to the whole directory (bench/loop.ts's way): vite bundles
 * a vitest config into `node_modules/.vite-temp` next to the project, and writes its results
 * cache under `node_modules/.vite`; through a linked directory those land outside the
 * workspace, where the sandbox denies them (and in this repository's own install).
 */
export function linkPackages(workspace: string): void {
  const installed = realpathSync(join(REPO_ROOT, 'node_modules'));
  const own = join(workspace, 'node_modules');
  mkdirSync(own);
  for (const name of readdirSync(installed)) {
    if (name.startsWith('.') && name !== '.bin') continue;
    symlinkSync(join(installed, name), join(own, name), 'dir');
  }
}

function apply(workspace: string, edit: Edit): void {
  const file = join(workspace, edit.path);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(edit.from)) throw new Error(`bench closing: ${edit.path} does not hold ${JSON.stringify(edit.from)}`);
  writeFileSync(file, text.replace(edit.from, edit.to));
}

/**
 * The whole suite run by the runner itself in the workspace, writing nothing there that the
 * plugin's own runs do not (no pytest cache, no bytecode, no vitest results cache): the audit.
 * Every test of every test file runs; node:test and vitest run them in one process (or reused
 * workers) rather than one per file, which is a fifth of the time on 300 files and finds the
 * same red (the red edit's close is audited too, and must read red: `auditSeesRed`).
 */
function wholeSuiteCommand(runner: ClosingRunner, workspace: string): [string, string[], Record<string, string>] {
  const nm = join(workspace, 'node_modules');
  switch (runner) {
    case 'vitest':
      return [process.execPath, [join(nm, 'vitest', 'vitest.mjs'), 'run', '--no-cache', '--no-isolate'], {}];
    case 'jest':
      return [process.execPath, [join(nm, 'jest', 'bin', 'jest.js'), '--ci'], {}];
    case 'node:test':
      return [process.execPath, ['--test', '--test-isolation=none'], {}];
    case 'pytest':
      return ['python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'], { PYTHONDONTWRITEBYTECODE: '1' }];
    case 'go':
      return ['go', ['test', '-count=1', '-vet=off', './...'], {}];
  }
}

export function wholeSuite(runner: ClosingRunner, workspace: string): { green: boolean; ms: number; tail: string } {
  const [cmd, args, env] = wholeSuiteCommand(runner, workspace);
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd: workspace, env: { ...process.env, CI: '1', ...env }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 15 * 60_000 });
  const ms = performance.now() - t0;
  return { green: r.status === 0, ms: Math.round(ms), tail: `${r.stdout ?? ''}${r.stderr ?? ''}`.slice(-600) };
}

/** One plain call as a model turn; returns its wall time and the recorded value. */
async function timedCall(rt: Runtime, before?: () => void): Promise<{ ms: number; value: any }> {
  const t0 = performance.now();
  await rt.turn('run the tests', [{ call: 'test_run', ...(before ? { before } : {}) }, { text: 'done' }]);
  const ms = performance.now() - t0;
  const outcome = rt.outcomes.filter((o) => o.name === 'test_run').at(-1)!;
  if (outcome.isError) throw new Error(`bench closing: test_run failed: ${outcome.text}`);
  return { ms, value: outcome.value };
}

/** What a close ran, from its notes: the selection's line, or the whole-suite fallback's reason. */
export function selectionOf(notes: readonly string[]): { selected: string | undefined; wholeSuiteReason: string | undefined } {
  // Green: `verifies the suite: 1 test file re-run; …`; red: the same without the prefix.
  const selected = notes.map((n) => n.replace(/^verifies the suite: /, '')).find((n) => /^\d+ (test files?|packages?) re-run; /.test(n));
  const fallback = notes.find((n) => n.startsWith('ran the whole suite: '));
  return { selected, wholeSuiteReason: fallback?.slice('ran the whole suite: '.length) };
}

export interface CloseRow {
  edit: EditKind;
  path: string;
  ms: number;
  vsFull: number;
  status: string;
  /** Tests the close ran (its summary's total). */
  tests: number;
  verified: boolean;
  /** `12 test files re-run; 288 unchanged since their pass in run 3`, when the close selected. */
  selected?: string;
  /** The `ran the whole suite: <reason>` note's reason, when it gave one. */
  wholeSuiteReason?: string;
  /** The baseline replay's scope, when one ran. */
  baselineReplay?: string;
  /** The bench's own whole-suite run after a green selective close (and after the red edit's close): green or red, and its time. */
  audit?: { green: boolean; ms: number };
  miss: boolean;
  /** A red close must be red: false when the edit made a test red and the close said otherwise. */
  expected: boolean;
}

export interface ClosingRow {
  runner: ClosingRunner;
  /** Whether the build measured had the selective close (false: every close ran the whole suite). */
  selectiveClose: boolean;
  testFiles: number;
  tests: number;
  fullMs: number;
  closes: CloseRow[];
  medianVsFull: number;
  within25pct: boolean;
  /** Closes that ran the whole suite, and each one's reason (`no reason given` when the result gave none). */
  wholeSuiteCloses: number;
  wholeSuiteReasons: string[];
  misses: number;
  /** Closes whose status was not the one the edit makes (a red edit closed green is a miss too). */
  unexpected: number;
  /** The bench's whole-suite command, and whether it found the red edit red (it runs after that close too): a miss count from an audit blind to red would mean nothing. */
  auditCommand: string;
  auditSeesRed: boolean;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export async function measureClosing(runner: ClosingRunner, log: (line: string) => void = () => {}): Promise<ClosingRow> {
  const suite = generatedSuite(runner);
  const tests = FILES * TESTS_PER_FILE;
  // No steering: each call is one turn, timed alone. The audit is the bench's own (below), so
  // the plugin's auditSelection stays off: it would add a whole-suite run to the timed close.
  const rt = await bootRuntime({
    files: suite.files,
    ...(suite.linkNodeModules ? { prepare: linkPackages } : {}),
    config: { maxInterceptRounds: 0, defaultTimeoutMs: 900_000, suiteTimeoutMs: 900_000, ...(HAS_SELECTIVE_CLOSE ? { selectiveClose: true, auditSelection: false } : {}) } as Record<string, unknown>,
  });
  try {
    const full = await timedCall(rt);
    if (full.value.status !== 'passed' || full.value.summary.total !== tests) {
      throw new Error(`bench closing ${runner}: the first run is not the whole green suite: ${JSON.stringify(full.value.summary)} ${full.value.outputTail?.slice(-800)}`);
    }
    log(`${runner}: full suite ${Math.round(full.ms)} ms (${tests} tests)`);
    const closes: CloseRow[] = [];
    for (const edit of mixOf(suite)) {
      const close = await timedCall(rt, () => apply(rt.workspace, edit));
      const value = close.value;
      const { selected, wholeSuiteReason } = selectionOf(value.notes ?? []);
      const ranWhole = selected === undefined;
      const saidGreen = value.status === 'passed';
      // Only a green close that did not run the whole suite can miss: the bench runs it then.
      // It runs it after the red edit's close too, which shows the audit itself sees a red suite.
      const audit = (saidGreen && !ranWhole) || !edit.green ? wholeSuite(runner, rt.workspace) : undefined;
      const row: CloseRow = {
        edit: edit.kind,
        path: edit.path,
        ms: Math.round(close.ms),
        vsFull: +(close.ms / full.ms).toFixed(3),
        status: value.status,
        tests: value.summary?.total ?? 0,
        verified: value.verdict?.verified === true,
        ...(selected !== undefined ? { selected } : {}),
        ...(wholeSuiteReason !== undefined ? { wholeSuiteReason } : {}),
        ...(value.baselineReplay ? { baselineReplay: `${value.baselineReplay.scope} ${value.baselineReplay.status}` } : {}),
        ...(audit ? { audit: { green: audit.green, ms: audit.ms } } : {}),
        miss: saidGreen && audit !== undefined && !audit.green,
        expected: saidGreen === edit.green,
      };
      closes.push(row);
      log(`${runner}: ${edit.kind} (${edit.path}): ${row.ms} ms, ${row.vsFull}x, ${row.status}, ${row.tests} tests, ${selected ?? `whole suite: ${wholeSuiteReason ?? 'no reason given'}`}${row.baselineReplay ? `; baseline replay: ${row.baselineReplay}` : ''}${audit ? `; audit ${audit.green ? 'green' : 'RED'} ${audit.ms} ms` : ''}`);
      if (value.status !== 'passed' && value.status !== 'failed') log(`${runner}: ${edit.kind}: ${value.status}: ${rt.outcomes.filter((o) => o.name === 'test_run').at(-1)!.text.slice(0, 1500)}`);
      if (row.miss) log(`${runner}: MISS after ${edit.kind} (${edit.path}): ${audit?.tail}`);
    }
    const whole = closes.filter((c) => c.selected === undefined);
    const [auditCmd, auditArgs] = wholeSuiteCommand(runner, '<workspace>');
    const medianVsFull = +median(closes.map((c) => c.vsFull)).toFixed(3);
    return {
      runner,
      selectiveClose: HAS_SELECTIVE_CLOSE,
      testFiles: FILES,
      tests,
      fullMs: Math.round(full.ms),
      closes,
      medianVsFull,
      within25pct: medianVsFull <= 0.25,
      wholeSuiteCloses: whole.length,
      wholeSuiteReasons: whole.map((c) => `${c.edit}: ${c.wholeSuiteReason ?? 'no reason given'}`),
      misses: closes.filter((c) => c.miss || (!c.expected && c.status === 'passed')).length,
      auditSeesRed: closes.filter((c) => c.edit === 'low fan-in, one test red').every((c) => c.audit?.green === false),
      unexpected: closes.filter((c) => !c.expected).length,
      auditCommand: [auditCmd === process.execPath ? 'node' : auditCmd, ...auditArgs.map((a) => a.replace(/^<workspace>\//, ''))].join(' '),
    };
  } finally {
    await rt.dispose();
    rmSync(rt.workspace, { recursive: true, force: true });
    rmSync(rt.stateDir, { recursive: true, force: true });
  }
}

/** The closing check for each runner, one after the other (each is CPU-heavy). */
export async function benchClosing(runners: ClosingRunner[] = CLOSING_RUNNERS, log?: (line: string) => void): Promise<ClosingRow[]> {
  const rows: ClosingRow[] = [];
  for (const runner of runners) rows.push(await measureClosing(runner, log));
  return rows;
}

/** Merges `rows` into bench/latest.json's `closing` rows, by runner (the other sections stay as they are). */
export function recordClosing(rows: ClosingRow[]): void {
  const path = join(REPO_ROOT, 'bench', 'latest.json');
  const latest = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const kept = ((latest.closing ?? []) as ClosingRow[]).filter((r) => !rows.some((n) => n.runner === r.runner));
  latest.closing = [...kept, ...rows].sort((a, b) => CLOSING_RUNNERS.indexOf(a.runner) - CLOSING_RUNNERS.indexOf(b.runner));
  latest.closingMeasured = { ...(latest.closingMeasured ?? {}), ...Object.fromEntries(rows.map((r) => [r.runner, new Date().toISOString()])) };
  writeFileSync(path, `${JSON.stringify(latest, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = asked.filter((a) => !CLOSING_RUNNERS.includes(a as ClosingRunner));
  if (unknown.length > 0) {
    console.error(`usage: node bench/closing.ts [${CLOSING_RUNNERS.join('|')} ...]`);
    process.exit(2);
  }
  const rows = await benchClosing(asked.length > 0 ? (asked as ClosingRunner[]) : CLOSING_RUNNERS, (line) => console.error(line));
  for (const row of rows) {
    console.log(JSON.stringify(row, null, 2));
  }
  console.table(rows.map((r) => ({ runner: r.runner, tests: r.tests, fullMs: r.fullMs, medianVsFull: r.medianVsFull, within25pct: r.within25pct, wholeSuiteCloses: r.wholeSuiteCloses, misses: r.misses, auditSeesRed: r.auditSeesRed })));
  if (!process.argv.includes('--no-record')) recordClosing(rows);
}
