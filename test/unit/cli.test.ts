/**
 * The command-line front end: help and version, every bad value's message and exit code,
 * parse (exit codes, the runner told from the log), the CLI's own wording (no tool
 * parameters, no gate), progress, colour, the CTRF and JUnit reports, and real runs through
 * the bin.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { ctrfErrors } from '../support/ctrf-schema.ts';
import { DOMParser } from '@xmldom/xmldom';
import { COMMANDS, mainHelp, runCli, DEFAULT_TIMEOUT_MS, LOG_NOTES } from '../../src/cli/commands.ts';
import { commandHelp, usageLine, parseCommandArgs, UsageError } from '../../src/cli/args.ts';
import { cliNote, cliPlanError, CLI_NARROWED_NOTE } from '../../src/cli/wording.ts';
import { colourEnabled, paintResult, paletteFor } from '../../src/cli/colour.ts';
import { countSoFar, Progress, progressStatus } from '../../src/cli/progress.ts';
import { detectOutputFramework } from '../../src/detect-output.ts';
import { parseRunnerOutput } from '../../src/parse.ts';
import { NOTES, noFrameworkMessage, watchTargetMessage } from '../../src/planning/plan-messages.ts';
import { LOOP_NOTES } from '../../src/closure/loop-messages.ts';
import { LAST_RUN_MAX_AGE_MS, readLastRun, writeLastRun } from '../../src/cli/last-run.ts';
import { defaultStateDir } from '../../src/closure/harness-baseline.ts';
import { recordSuiteDuration } from '../../src/closure/suite-durations.ts';
import { expandTabs, quotedBlock } from '../../src/render/safe-text.ts';
import { failureLine } from '../../src/render/failures.ts';
import { Config } from '../../src/plugin/config.ts';
import { plainTail } from '../../src/run/result.ts';
import { NARROWED_NOTE } from '../../src/run/result.ts';
import { RUNNERS } from '../../src/runners/registry.ts';

/** Every runner kind, as the help and the errors list them. */
const KINDS = [...Object.keys(RUNNERS), 'npm-test', 'workspaces'].join(', ');
import { FIXTURES_ROOT, loadFixtures } from '../support/fixtures.ts';

const MAIN = new URL('../../src/cli/main.ts', import.meta.url).pathname;
const REPO = new URL('../..', import.meta.url).pathname;
const VERSION = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version as string;
const fixture = (id: string) => join(FIXTURES_ROOT, id, 'output.txt');

function sink(isTTY = false) {
  let text = '';
  const stream = Object.assign(new Writable({ write(chunk, _enc, cb) { text += String(chunk); cb(); } }), { isTTY });
  return { stream, get text() { return text; } };
}

async function cli(args: string[], { stdin = '', cwd = process.cwd(), env = {} as NodeJS.ProcessEnv, tty = false } = {}) {
  const out = sink(tty);
  const err = sink(tty);
  const code = await runCli(args, { stdout: out.stream, stderr: err.stream, stdin: Readable.from([stdin]), cwd, env });
  return { code, stdout: out.text, stderr: err.text };
}

const scratch: string[] = [];
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dtc-cli-'));
  scratch.push(dir);
  for (const [p, c] of Object.entries(files)) {
    mkdirSync(join(dir, p, '..'), { recursive: true });
    writeFileSync(join(dir, p), c);
  }
  return dir;
}

const RED_SUITE = { 'test/a.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('fails', () => assert.equal(1, 2));\ntest('passes', () => {});\n" };

// ---

const help = suite('cli help and version');

help('the main help: every command with what it does, the options, the exit codes', async () => {
  const expected = [
    'usage: dsh-test-closure <command> [options]',
    '',
    "Runs a project's tests once and reports them compactly, reads saved test logs, and writes",
    "CTRF and JUnit reports for CI: the detection, planning, parsing and rendering of the dsh",
    "plugin's tools, on the local shell.",
    '',
    'commands:',
    '  probe [dir]     detect the test runner of a project, without running anything',
    "  run [dir]       run the project's tests once and print a compact result",
    '  parse [file|-]  read a saved test log into the same compact result',
    "  help [command]  print this help, or a command's",
    '',
    'options:',
    '  -h, --help      print this help',
    '  -v, --version   print the version',
    '',
    'Exit codes: 0 green (probe: done), 1 red, 2 bad usage or unreadable input.',
    'Run "dsh-test-closure help <command>" for a command\'s options.',
    '',
  ].join('\n');
  assert.is(mainHelp(), expected);
  for (const args of [['--help'], ['-h'], ['help']]) {
    const r = await cli(args);
    assert.is(r.code, 0, args.join(' '));
    assert.is(r.stdout, expected, args.join(' '));
    assert.is(r.stderr, '');
  }
});

help('run --help: usage with every option, what it does, a line per option', () => {
  assert.is(
    commandHelp('dsh-test-closure', COMMANDS.run),
    [
      'usage: dsh-test-closure run [dir] [--framework F] [--target "WORDS"] [--last-failed] [--package DIR] [--no-failures-first] [--command "CMD"] [--timeout-ms N] [--json] [--ctrf FILE] [--junit FILE]',
      '',
      "Runs the project's tests once (never in watch mode, colour off, stdin closed) on the local",
      "shell, as the dsh plugin's test_run tool plans them, and prints a compact result: the",
      'counts, each failing test with its message, notes. Progress goes to stderr. After a red',
      'run, a plain run first re-runs only the tests that failed; the whole suite runs, in the',
      'same call, once they pass.',
      'Exit codes: 0 green, 1 red, 2 bad usage or unreadable input.',
      '',
      'argument:',
      '  [dir]                the project directory (default: the current directory)',
      '',
      'options:',
      `  --framework F        run this runner instead of the detected one: ${KINDS}`,
      '  --target "WORDS"     run only these test paths, node ids or files (space-separated; each word is shell-quoted)',
      '  --last-failed        run only the tests that failed in the previous run in this directory',
      '  --package DIR        in a monorepo, run only this package (its directory, as probe lists it)',
      '  --no-failures-first  after a red run, run the whole suite at once (by default the tests that failed run first, and the suite only once they pass)',
      '  --command "CMD"      run this command verbatim instead of the planned one (parsed as --framework, or as the detected runner)',
      `  --timeout-ms N       kill the run after N milliseconds (default ${DEFAULT_TIMEOUT_MS})`,
      '  --json               print the result as JSON instead of text',
      '  --ctrf FILE          also write a CTRF JSON report (ctrf.io) to FILE',
      '  --junit FILE         also write a JUnit XML report to FILE',
      '  -h, --help           print this help',
      '',
    ].join('\n'),
  );
});

help('<command> --help, <command> -h and help <command> print the command help and exit 0, even with other arguments', async () => {
  for (const name of Object.keys(COMMANDS) as (keyof typeof COMMANDS)[]) {
    const text = commandHelp('dsh-test-closure', COMMANDS[name]);
    for (const args of [[name, '--help'], [name, '-h'], ['help', name], [name, 'somewhere', '--json', '--help']]) {
      const r = await cli(args);
      assert.is(r.code, 0, args.join(' '));
      assert.is(r.stdout, text, args.join(' '));
    }
    // One line per option, and -h.
    for (const o of COMMANDS[name].options) assert.match(text, new RegExp(`\\n  --${o.name}\\b[^\\n]* {2}\\S`));
    assert.match(text, /\n {2}-h, --help +print this help\n/);
  }
  const bad = await cli(['help', 'frobnicate']);
  assert.is(bad.code, 2);
  assert.ok(bad.stderr.startsWith('dsh-test-closure: no help for "frobnicate": not a command (probe, run, parse, help)\n'), bad.stderr);
});

help("run's default timeout is the suite's own limit (the plugin's suiteTimeoutMs default), not a tool call's 120 s", () => {
  const plugin = Config({} as never);
  assert.is(DEFAULT_TIMEOUT_MS, plugin.suiteTimeoutMs);
  assert.ok(DEFAULT_TIMEOUT_MS > plugin.defaultTimeoutMs, 'a suite of minutes (zod: about 5) is not killed at the call timeout');
});

help('--version and -v print the package version', async () => {
  for (const flag of ['--version', '-v']) {
    const r = await cli([flag]);
    assert.is(r.code, 0, flag);
    assert.is(r.stdout, `dsh-test-closure ${VERSION}\n`, flag);
  }
});

help.run();

// ---

const usage = suite('cli usage errors');

const RUN_USAGE = usageLine('dsh-test-closure', COMMANDS.run);
const PARSE_USAGE = usageLine('dsh-test-closure', COMMANDS.parse);

usage('each bad argument gets the project\'s own message, the command\'s usage line and exit 2', async () => {
  const cases: [string[], string, string][] = [
    [['run', '--timeout-ms', '-5'], 'run: --timeout-ms must be a positive integer (got "-5")', RUN_USAGE],
    [['run', '--timeout-ms=-5'], 'run: --timeout-ms must be a positive integer (got "-5")', RUN_USAGE],
    [['run', '--timeout-ms', '1.5'], 'run: --timeout-ms must be a positive integer (got "1.5")', RUN_USAGE],
    [['run', '--timeout-ms', '0'], 'run: --timeout-ms must be a positive integer (got "0")', RUN_USAGE],
    [['run', '--timeout-ms'], 'run: --timeout-ms needs a value (N)', RUN_USAGE],
    [['run', '--framework', 'ava'], `run: unknown framework "ava" (expected one of ${KINDS})`, RUN_USAGE],
    [['run', '--framework', 'jest', '--framework', 'vitest'], 'run: --framework is given more than once', RUN_USAGE],
    [['run', '--bogus'], 'run: unknown option --bogus', RUN_USAGE],
    [['run', '-x'], 'run: unknown option -x', RUN_USAGE],
    [['run', '--json=yes'], 'run: --json takes no value', RUN_USAGE],
    [['run', 'a', 'b'], 'run: takes at most one dir (got "a", "b")', RUN_USAGE],
    [['run', '--command', ' '], 'run: --command must not be empty', RUN_USAGE],
    [['run', '--target', ''], 'run: --target must name at least one path or test', RUN_USAGE],
    [['run', '--ctrf', ''], 'run: --ctrf needs a file name', RUN_USAGE],
    [['parse', '--framework', 'ava'], `parse: unknown framework "ava" (expected one of ${Object.keys(RUNNERS).join(', ')})`, PARSE_USAGE],
    [['parse', 'a.log', 'b.log'], 'parse: takes at most one file|- (got "a.log", "b.log")', PARSE_USAGE],
    [['parse', '--junit='], 'parse: --junit needs a file name', PARSE_USAGE],
  ];
  for (const [args, message, line] of cases) {
    const r = await cli(args);
    assert.is(r.code, 2, args.join(' '));
    assert.is(r.stderr, `dsh-test-closure: ${message}\n${line}\nRun "dsh-test-closure help ${args[0]}" for what each option does.\n`, args.join(' '));
    assert.is(r.stdout, '');
  }
});

usage('no command or an unknown one prints the main help to stderr, exit 2', async () => {
  for (const [args, message] of [[[], 'missing command'], [['frobnicate'], 'unknown command "frobnicate"'], [['--verbose'], 'unknown command "--verbose"']] as const) {
    const r = await cli([...args]);
    assert.is(r.code, 2);
    assert.is(r.stderr, `dsh-test-closure: ${message}\n${mainHelp()}`);
  }
});

usage('-- ends the options; - is standard input', () => {
  const parsed = parseCommandArgs(COMMANDS.parse, ['--', '--json']);
  assert.equal(parsed.positionals, ['--json']);
  assert.is(parsed.values.has('json'), false);
  assert.equal(parseCommandArgs(COMMANDS.parse, ['-', '--json']).positionals, ['-']);
  assert.throws(() => parseCommandArgs(COMMANDS.parse, ['--nope']), (e: unknown) => e instanceof UsageError && e.message === 'unknown option --nope');
});

usage('a missing directory, an unreadable file, a plan error are one-line errors, exit 2', async () => {
  const missing = await cli(['probe', '/nonexistent/dtc']);
  assert.is(missing.code, 2);
  assert.is(missing.stderr, 'dsh-test-closure: /nonexistent/dtc: no such directory\n');
  const file = await cli(['parse', '--framework', 'jest', '/nonexistent/log.txt']);
  assert.is(file.code, 2);
  assert.is(file.stderr, 'dsh-test-closure: /nonexistent/log.txt: cannot read (ENOENT)\n');
  const empty = project({ 'README.md': 'nothing to test\n' });
  const none = await cli(['run', empty]);
  assert.is(none.code, 2);
  assert.is(none.stderr, `dsh-test-closure: no test framework detected in ${empty}; pass --framework or --command\n`);
  const watch = await cli(['run', empty, '--framework', 'jest', '--target', 'a.test.js --watch']);
  assert.is(watch.code, 2);
  assert.is(watch.stderr, 'dsh-test-closure: --target "--watch" would start a watcher; run always runs once\n');
});

usage.run();

// ---

const wording = suite('cli wording: options, not tool parameters; no gate');

wording('every planner note and the narrowed note in the CLI\'s words', () => {
  const notes = [
    NARROWED_NOTE,
    NOTES.npmLastFailed,
    NOTES.lastFailedEmpty(false),
    NOTES.lastFailedEmpty(true),
    NOTES.lastFailedUnselectable(false),
    NOTES.lastFailedUnselectable(true),
    NOTES.lastFailedByName(1),
    NOTES.lastFailedByName(3),
    NOTES.lastFailedByNodeId(2),
    NOTES.pytestTargetIgnored,
    NOTES.commandVerbatim,
    NOTES.commandWatches,
    NOTES.parseAsDefault,
    NOTES.watchReplaced('vitest'),
    NOTES.watchDisabled,
    NOTES.lastFailedByName(2, 1),
    LOOP_NOTES.failuresFirstRed(1, 1),
    LOOP_NOTES.failuresFirstRed(3, 2),
    LOOP_NOTES.failuresFirstPassed(2),
    LOOP_NOTES.failuresFirstNpm,
    LOOP_NOTES.failuresFirstUnselectable,
  ];
  for (const note of notes) {
    const said = cliNote(note);
    assert.not.match(said, /\bgate\b|last_failed|failures_first|\btest_run\b|parse_as|(?<!-)\b(target|command|framework)\b(?=[:;]| and| were)/, `${note} -> ${said}`);
  }
  assert.is(cliNote(NARROWED_NOTE), CLI_NARROWED_NOTE);
  assert.is(CLI_NARROWED_NOTE, 'narrowed: only part of the suite ran (--target or --last-failed)');
  assert.is(cliNote(NOTES.lastFailedByName(3)), '--last-failed: selected 3 previously failing tests by name');
  assert.is(cliNote(NOTES.commandVerbatim), '--command: ran verbatim; --target and --last-failed were ignored');
  assert.is(cliNote('output was truncated by the shell; counts come from the part that was kept'), 'output was truncated by the shell; counts come from the part that was kept');
  assert.is(cliPlanError(noFrameworkMessage('/p'), '/p', undefined), 'no test framework detected in /p; pass --framework or --command');
  assert.is(cliPlanError(watchTargetMessage('--watch'), '/p', 'x --watch'), '--target "--watch" would start a watcher; run always runs once');
});

wording('probe shows the suite command\'s usual duration from the plugin\'s default state directory, in its text and --json', async () => {
  const dir = project(RED_SUITE);
  const before = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = join(dir, '.cache');
  try {
    const plain = await cli(['probe', dir, '--json']);
    const { command, expectedDuration } = JSON.parse(plain.stdout);
    assert.is(expectedDuration, undefined);
    for (const durationMs of [40_000, 45_000, 41_000]) recordSuiteDuration(defaultStateDir(), { root: dir, runner: 'node:test', command, durationMs, at: 1 });
    const text = await cli(['probe', dir]);
    assert.ok(text.stdout.includes(`\ncommand: ${command}\nusual duration: about 41s (last 3 runs)\n`), text.stdout);
    assert.equal(JSON.parse((await cli(['probe', dir, '--json'])).stdout).expectedDuration, { expectedMs: 41_000, runs: 3 });
  } finally {
    if (before === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = before;
  }
});

wording('the last-run memory reads records written before failures were kept', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dtc-last-'));
  const cache = join(dir, '.cache');
  const before = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = cache;
  try {
    assert.equal(readLastRun(dir), { failures: [] });
    // An old record: names only; a broken one: nothing.
    const file = (): string => join(cache, 'dsh-test-closure', readdirSync(join(cache, 'dsh-test-closure'))[0]!);
    mkdirSync(join(cache, 'dsh-test-closure'), { recursive: true });
    const key = createHash('sha256').update(dir).digest('hex').slice(0, 16);
    writeFileSync(join(cache, 'dsh-test-closure', `last-run-${key}.json`), JSON.stringify({ dir, failing: ['a', 7] }));
    assert.equal(readLastRun(dir), { failures: [{ name: 'a', kind: 'test' }] });
    writeFileSync(file(), JSON.stringify({ dir, command: 'c', framework: 'vitest', failures: [{ name: 'b', kind: 'test', file: 'x.test.js' }, { name: 3 }, { name: 'c', kind: 'bogus' }] }));
    assert.equal(readLastRun(dir), { command: 'c', framework: 'vitest', failures: [{ name: 'b', kind: 'test', file: 'x.test.js' }] });
    writeFileSync(file(), '{not json');
    assert.equal(readLastRun(dir), { failures: [] });
  } finally {
    if (before === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = before;
    rmSync(dir, { recursive: true, force: true });
  }
});

wording.run();

// ---

const parse = suite('cli parse');

parse('exit codes: 0 green, 1 red, 1 cut short, 1 no tests; each with its headline', async () => {
  const cases: [string, number, RegExp][] = [
    ['vitest/3-green-default', 0, /^parse PASSED: 0 failed, 5 passed, 0 skipped \(5 total\) — vitest \(detected from the log\), format vitest\n$/],
    ['vitest/3-one-failure-default', 1, /^parse FAILED: 1 failed, 2 passed, 0 skipped \(3 total\) — vitest /],
    ['jest/29-one-failure-default', 1, /^parse FAILED: /],
    ['node-test/24-green-spec', 0, /^parse PASSED: /],
    ['pytest/synthetic-truncated-start', 1, /^parse /],
  ];
  for (const [id, code, headline] of cases) {
    const r = await cli(['parse', fixture(id)]);
    assert.is(r.code, code, `${id}: ${r.stdout}${r.stderr}`);
    assert.match(r.stdout, headline, id);
  }
  const cut = await cli(['parse', '--framework', 'pytest', '-'], { stdin: '============================= test session starts ==============================\n' });
  assert.is(cut.code, 1);
  assert.is(cut.stdout, `parse INCOMPLETE: 0 failed, 0 passed, 0 skipped (0 total) — pytest, format pytest\nnotes:\n- ${LOG_NOTES.noSummary}\n`);
  const noTests = await cli(['parse', '--framework', 'pytest', '-'], { stdin: '============================ no tests ran in 0.01s =============================\n' });
  assert.is(noTests.code, 1, noTests.stdout);
  assert.is(noTests.stdout, `parse NO TESTS: 0 failed, 0 passed, 0 skipped (0 total) — pytest, format pytest\nnotes:\n- ${LOG_NOTES.noTests}\n`);
});

parse('the text of a red log: headline, failures by file', async () => {
  const r = await cli(['parse', '--framework', 'vitest', fixture('vitest/3-one-failure-default')]);
  assert.is(r.stdout, [
    'parse FAILED: 1 failed, 2 passed, 0 skipped (3 total) — vitest, format vitest',
    'failures:',
    'test/cart.test.js:',
    '- cart > sums price times quantity — AssertionError: expected 12 to be 11 // Object.is equality (at test/cart.test.js:12:65)',
    '  - Expected',
    '  + Received',
    '  - 11',
    '  + 12',
    '',
  ].join('\n'));
});

parse('without --framework the runner is told from the log, and said; --json says it too', async () => {
  for (const [id, framework] of [['vitest/3-one-failure-default', 'vitest'], ['jest/29-one-failure-default', 'jest'], ['pytest/9-one-failure-default', 'pytest'], ['node-test/24-one-failure-spec', 'node:test'], ['node-test/20-one-failure-tap', 'node:test'], ['unittest/3.13-one-failure-default', 'unittest'], ['go/1.19-one-failure-v', 'go'], ['cargo/1.95-several-binaries-default', 'cargo']]) {
    const text = await cli(['parse', '-'], { stdin: readFileSync(fixture(id!), 'utf8') });
    assert.match(text.stdout, new RegExp(`^parse FAILED: [^\\n]* — ${framework} \\(detected from the log\\), format `), id);
    const json = JSON.parse((await cli(['parse', fixture(id!), '--json'])).stdout);
    assert.is(json.framework, framework);
    assert.is(json.detected, true);
    assert.is(json.status, 'failed');
    assert.is(json.ok, false);
  }
  const given = JSON.parse((await cli(['parse', '--framework', 'jest', fixture('jest/29-green-default'), '--json'])).stdout);
  assert.is(given.detected, false);
  assert.is(given.ok, true);
  const junk = await cli(['parse', '-'], { stdin: 'hello\nworld\n' });
  assert.is(junk.code, 2);
  assert.is(junk.stderr, `dsh-test-closure: standard input: cannot tell which runner wrote this log; pass --framework ${Object.keys(RUNNERS).join('|')}\n`);
});

parse('go without -v: the counts its output does not show are not stated, and ok packages pass', async () => {
  const red = await cli(['parse', '--framework', 'go', fixture('go/1.19-one-failure-default')]);
  assert.is(red.stdout.split('\n')[0], 'parse FAILED: 1 failed; passed and skipped not shown (go test prints them only with -v) — go, format go-test');
  const green = await cli(['parse', '--framework', 'go', fixture('go/1.19-green-default')]);
  assert.is(green.stdout.split('\n')[0], 'parse PASSED: 0 failed, 1 package ok; passed and skipped not shown (go test prints them only with -v) — go, format go-test');
  assert.is(green.code, 0);
});

parse('detection picks the captured runner on every fixture', () => {
  const wrong: string[] = [];
  for (const runner of Object.values(RUNNERS)) {
    for (const fx of loadFixtures(runner.fixtures.dir)) {
      const found = detectOutputFramework(fx.output);
      if (found?.framework === fx.capture.framework) continue;
      // A bare Node crash before any runner output (mocha 9's and uvu's load errors) is no
      // runner's own: detection picks by order, and is right if it reads the same failures.
      const own = parseRunnerOutput(fx.capture.framework, fx.output);
      const crashOnly = !own.summarySeen && own.summary.total === 0 && own.failures.every((f) => f.kind === 'run');
      const same = found !== null && JSON.stringify(found.result.failures.map((f) => [f.kind, f.name])) === JSON.stringify(own.failures.map((f) => [f.kind, f.name]));
      if (!(crashOnly && same)) wrong.push(`${runner.fixtures.dir}/${fx.id}: ${found?.framework ?? 'none'}`);
    }
  }
  assert.equal(wrong, []);
});

parse('--ctrf and --junit write reports that validate', async () => {
  const dir = project({});
  const r = await cli(['parse', fixture('node-test/24-one-failure-spec'), '--ctrf', 'out/../r.json', '--junit', 'r.xml'], { cwd: dir });
  assert.is(r.code, 1);
  const ctrf = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
  assert.equal(ctrfErrors(ctrf), []);
  assert.equal(ctrf.results.summary.failed, 1);
  assert.equal(ctrf.results.tests.map((t: any) => t.status).sort(), ['failed', 'passed', 'passed']);
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level: string, msg: string) => void (level !== 'warning' && errors.push(msg)) }).parseFromString(readFileSync(join(dir, 'r.xml'), 'utf8'), 'text/xml');
  assert.equal(errors, []);
  assert.is(doc.documentElement!.getAttribute('failures'), '1');
  // A report's missing directories are created.
  const deep = await cli(['parse', fixture('node-test/24-one-failure-spec'), '--junit', join(dir, 'no/such/dir/r.xml')]);
  assert.is(deep.code, 1, deep.stderr);
  assert.match(readFileSync(join(dir, 'no/such/dir/r.xml'), 'utf8'), /<testsuites/);
  // One that cannot be created is named, before anything is read.
  const blocked = await cli(['parse', fixture('node-test/24-one-failure-spec'), '--junit', join(dir, 'r.json/r.xml')]);
  assert.is(blocked.code, 2);
  assert.is(blocked.stderr, `dsh-test-closure: --junit ${join(dir, 'r.json/r.xml')}: ${join(dir, 'r.json')} is not a directory\n`);
  assert.is(blocked.stdout, '');
});

parse('an empty log says so, with or without --framework', async () => {
  for (const args of [['parse', '-'], ['parse', '--framework', 'pytest', '-']]) {
    for (const stdin of ['', '\n  \n']) {
      const r = await cli(args, { stdin });
      assert.is(r.code, 2, args.join(' '));
      assert.is(r.stderr, 'dsh-test-closure: standard input: the log is empty\n');
    }
  }
  const dir = project({ 'empty.log': '' });
  assert.is((await cli(['parse', 'empty.log'], { cwd: dir })).stderr, 'dsh-test-closure: empty.log: the log is empty\n');
});

parse('--framework F on a log that is not F\'s says so, and whose it reads as', async () => {
  const r = await cli(['parse', '--framework', 'pytest', fixture('vitest/3-one-failure-default')]);
  assert.is(r.code, 1);
  assert.is(r.stdout, [
    'parse INCOMPLETE: 0 failed, 0 passed, 0 skipped (0 total) — pytest, format pytest',
    'notes:',
    "- the log does not look like pytest's output: no pytest summary, test or failure line was found; it reads as vitest's (pass --framework vitest, or leave --framework out)",
    '',
  ].join('\n'));
  assert.equal(JSON.parse((await cli(['parse', '--framework', 'pytest', fixture('vitest/3-one-failure-default'), '--json'])).stdout).notes, [LOG_NOTES.notThisRunner('pytest', 'vitest')]);
  // A log no runner's parser reads may be this runner's, cut short: that is what it says.
  const nobody = await cli(['parse', '--framework', 'go', '-'], { stdin: 'hello\nworld\n' });
  assert.is(nobody.stdout, `parse INCOMPLETE: 0 failed, 0 passed, 0 skipped (0 total) — go, format go-test\nnotes:\n- ${LOG_NOTES.noSummary}\n`);
});

parse.run();

// ---

const people = suite('cli text for people');

people('the tail shows tabs as spaces (go indents with them), at tab stops of 4', () => {
  assert.is(expandTabs('\tcalc_test.go:7: Add(1, 2) = 4'), '    calc_test.go:7: Add(1, 2) = 4');
  assert.is(expandTabs('ab\tc\t\td'), 'ab  c       d');
  assert.equal(quotedBlock('--- FAIL: TestAdd (0.00s)\n\tcalc_test.go:7: want 3\n'), ['> --- FAIL: TestAdd (0.00s)', '>     calc_test.go:7: want 3']);
  const go = readFileSync(fixture('go/1.19-one-failure-v'), 'utf8');
  assert.ok(go.includes('\t'), 'the fixture has tabs');
  assert.not.match(quotedBlock(go).join('\n'), /\\t|\t/);
});

people('a failure line leaves no colon dangling before its location', () => {
  const f = { kind: 'test' as const, name: 'adds', message: 'Expected values to be strictly equal:', location: 'test/a.test.js:10:10' };
  assert.is(failureLine(f), 'adds — Expected values to be strictly equal (at test/a.test.js:10:10)');
  assert.is(failureLine({ ...f, message: 'a: b' }), 'adds — a: b (at test/a.test.js:10:10)');
  assert.is(failureLine({ ...f, message: ':' }), 'adds — : (at test/a.test.js:10:10)');
});

people('run memory not written for 30 days is pruned when a run writes its own; nothing else in the cache is touched', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dtc-prune-'));
  scratch.push(dir);
  const cache = join(dir, 'dsh-test-closure');
  const before = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = dir;
  try {
    mkdirSync(join(cache, 'dsh-cli-0.1.0-rc.8'), { recursive: true });
    const old = (Date.now() - LAST_RUN_MAX_AGE_MS - 60_000) / 1000;
    const stale = join(cache, 'last-run-0123456789abcdef.json');
    const fresh = join(cache, 'last-run-fedcba9876543210.json');
    const other = join(cache, 'notes.json');
    for (const f of [stale, fresh, other]) writeFileSync(f, '{}');
    for (const f of [stale, other, join(cache, 'dsh-cli-0.1.0-rc.8')]) utimesSync(f, old, old);
    writeLastRun(join(dir, 'project'), { failures: [] });
    const left = readdirSync(cache).sort();
    assert.not.ok(left.includes('last-run-0123456789abcdef.json'), 'the stale record is gone');
    assert.ok(left.includes('last-run-fedcba9876543210.json') && left.includes('notes.json') && left.includes('dsh-cli-0.1.0-rc.8'), left.join(' '));
    assert.is(left.filter((n) => n.startsWith('last-run-')).length, 2, 'the fresh one and this run\'s');
  } finally {
    if (before === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = before;
  }
});

people('a packed tarball is ignored by git', () => {
  assert.ok(readFileSync(join(REPO, '.gitignore'), 'utf8').split('\n').includes('*.tgz'));
});

people.run();

// ---

const colour = suite('cli colour');

colour('on a terminal unless NO_COLOR or TERM=dumb; FORCE_COLOR wins either way', () => {
  const tty = { isTTY: true };
  const pipe = { isTTY: false };
  assert.is(colourEnabled(tty, {}), true);
  assert.is(colourEnabled(pipe, {}), false);
  assert.is(colourEnabled(tty, { NO_COLOR: '1' }), false);
  assert.is(colourEnabled(tty, { NO_COLOR: '' }), true);
  assert.is(colourEnabled(tty, { TERM: 'dumb' }), false);
  assert.is(colourEnabled(pipe, { FORCE_COLOR: '1' }), true);
  assert.is(colourEnabled(tty, { FORCE_COLOR: '0' }), false);
  assert.is(colourEnabled(tty, { FORCE_COLOR: 'false' }), false);
  assert.is(colourEnabled(tty, { FORCE_COLOR: '1', NO_COLOR: '1' }), true);
});

colour('the headline word and the failure lines are painted; stripping the escapes gives the plain text', async () => {
  const plain = (await cli(['parse', fixture('vitest/3-one-failure-default')], { tty: true, env: { NO_COLOR: '1' } })).stdout;
  const painted = (await cli(['parse', fixture('vitest/3-one-failure-default')], { tty: true, env: {} })).stdout;
  assert.not.match(plain, /\x1b/);
  assert.ok(painted.startsWith('parse \x1b[1m\x1b[31mFAILED\x1b[39m\x1b[22m: '), JSON.stringify(painted));
  assert.ok(painted.includes('\n\x1b[31m- cart > sums price times quantity'), painted);
  assert.is(painted.replace(/\x1b\[\d+m/g, ''), plain);
  const forced = await cli(['parse', fixture('vitest/3-green-default')], { env: { FORCE_COLOR: '1' } });
  assert.ok(forced.stdout.startsWith('parse \x1b[1m\x1b[32mPASSED'), forced.stdout);
  const json = await cli(['parse', fixture('vitest/3-green-default'), '--json'], { env: { FORCE_COLOR: '1' } });
  assert.not.match(json.stdout, /\x1b/);
  assert.is(paintResult('test_run ERROR: x', paletteFor({ isTTY: true }, {})), 'test_run \x1b[1m\x1b[33mERROR\x1b[39m\x1b[22m: x');
});

colour.run();

// ---

const progress = suite('cli progress');

progress('the status: elapsed time, then tests finished and failed once the output lets them be counted', () => {
  assert.is(progressStatus(12_345, null), '… 12.3s');
  assert.is(progressStatus(500, { finished: 1, failed: 0 }), '… 0.5s, 1 test finished, 0 failed');
  assert.is(progressStatus(10_000, { finished: 8, failed: 1 }), '… 10.0s, 8 tests finished, 1 failed');
  assert.is(countSoFar('node:test', ''), null);
  assert.is(countSoFar('node:test', 'some banner\n'), null);
  assert.equal(countSoFar('node:test', '✔ a (1ms)\n✖ b (2ms)\n✔ c (1ms)\n'), { finished: 3, failed: 1 });
  assert.equal(countSoFar('pytest', 'tests/test_a.py ..F.'), { finished: 4, failed: 1 });
});

progress('go\'s plain output shows no passing test: the status counts the failed tests and the packages ok, never tests finished', () => {
  const plain = (id: string) => readFileSync(new URL(`../../fixtures/go/${id}/output.txt`, import.meta.url), 'utf8');
  assert.equal(countSoFar('go', plain('1.19-green-default')), { packagesOk: 1, failed: 0 });
  assert.equal(countSoFar('go', plain('1.19-one-failure-default')), { packagesOk: 0, failed: 1 });
  assert.is(countSoFar('go', 'go: downloading example.com/x v1.0.0\n'), null);
  assert.is(progressStatus(3_000, { packagesOk: 1, failed: 0 }), '… 3.0s, 1 package ok, 0 failed');
  assert.is(progressStatus(3_000, { packagesOk: 2, failed: 1 }), '… 3.0s, 2 packages ok, 1 failed');
  const p = new Progress(sink(false).stream, { command: 'go test ./...', framework: 'go', now: () => 0 });
  p.output(plain('1.19-one-failure-default'));
  assert.is(p.status(), '… 0.0s, 1 failed');
  p.done();
});

progress('Progress counts the output it was fed, with an injected clock', () => {
  let now = 1000;
  const err = sink(false);
  const p = new Progress(err.stream, { command: 'node --test', framework: 'node:test', now: () => now });
  assert.is(err.text, 'dsh-test-closure: running node --test\n');
  assert.is(p.status(), '… 0.0s');
  p.output('✔ adds (0.5ms)\n✔ subtracts');
  p.output(' (0.2ms)\n✖ multiplies (1ms)\n');
  now += 2500;
  assert.is(p.status(), '… 2.5s, 3 tests finished, 1 failed');
  p.done();
});

progress.run();

// ---

const runs = suite('cli run through the real bin');

function bin(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...env } });
}

runs('red suite exits 1 with the compact summary; progress on stderr; reports written', () => {
  const dir = project(RED_SUITE);
  const r = bin(['run', dir, '--framework', 'node:test', '--ctrf', join(dir, 'ctrf.json'), '--junit', join(dir, 'junit.xml')], { XDG_CACHE_HOME: join(dir, '.cache') });
  assert.is(r.status, 1, r.stderr);
  assert.match(r.stdout, /^run FAILED: 1 failed, 1 passed, 0 skipped \(2 total\) — node:test, exit 1, \d+\.\ds\n/);
  assert.not.match(r.stdout, /\bsandbox\b|\btest_run\b/);
  // node's message ends in a colon before its diff; the line does not leave it dangling before the location.
  assert.match(r.stdout, /\n- fails — [^\n]*[^:] \(at test\/a\.test\.mjs:3:\d+\)\n/);
  assert.not.match(r.stdout, /verdict|\bgate\b/);
  assert.ok(r.stderr.startsWith('dsh-test-closure: running node --test'), r.stderr);
  const ctrf = JSON.parse(readFileSync(join(dir, 'ctrf.json'), 'utf8'));
  assert.equal(ctrfErrors(ctrf), []);
  assert.is(ctrf.results.tool.name, 'node:test');
  assert.is(ctrf.generatedBy, `dsh-test-closure ${VERSION}`);
  const failed = ctrf.results.tests.find((t: any) => t.status === 'failed');
  assert.is(failed.name, 'fails');
  assert.match(failed.trace, /AssertionError/);
  assert.match(readFileSync(join(dir, 'junit.xml'), 'utf8'), /<failure message="[^"]*" type="failed">/);
});

runs('--last-failed re-runs only what failed last time; the notes use the option names', () => {
  const dir = project(RED_SUITE);
  const env = { XDG_CACHE_HOME: join(dir, '.cache') };
  bin(['run', dir, '--framework', 'node:test'], env);
  const r = bin(['run', dir, '--framework', 'node:test', '--last-failed', '--json'], env);
  const result = JSON.parse(r.stdout);
  assert.ok(result.command.includes('--test-name-pattern'), result.command);
  assert.equal(result.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  assert.ok(result.notes.includes('--last-failed: selected 1 previously failing test by name in 1 file'), JSON.stringify(result.notes));
  assert.ok(result.notes.includes(CLI_NARROWED_NOTE), JSON.stringify(result.notes));
  const text = bin(['run', dir, '--framework', 'node:test', '--last-failed'], env).stdout;
  assert.not.match(text, /\bgate\b|last_failed/);
});

runs('a plain run after a red one re-runs the failing tests first; fixed, the whole suite runs in the same call', () => {
  const dir = project({ ...RED_SUITE, 'test/b.test.mjs': "import test from 'node:test';\ntest('other', () => {});\n" });
  const env = { XDG_CACHE_HOME: join(dir, '.cache') };
  assert.is(bin(['run', dir, '--framework', 'node:test'], env).status, 1);
  const red = bin(['run', dir, '--framework', 'node:test', '--json'], env);
  assert.is(red.status, 1, red.stderr);
  const rerun = JSON.parse(red.stdout);
  assert.is(rerun.scope, 'failures-first');
  assert.ok(rerun.command.endsWith("'--test-name-pattern=^(?:fails)(?:$| )' test/a.test.mjs < /dev/null"), rerun.command);
  assert.is(rerun.notes[0], 'failures first: re-ran only the 1 test that failed last (1 still failing); the rest of the suite runs once they pass (--no-failures-first runs it now)');
  assert.ok(rerun.summary.total < 3, 'only the failing test\'s file ran');
  const whole = JSON.parse(bin(['run', dir, '--framework', 'node:test', '--json', '--no-failures-first'], env).stdout);
  assert.is(whole.scope, 'suite');
  assert.is(whole.summary.total, 3);
  writeFileSync(join(dir, 'test/a.test.mjs'), "import test from 'node:test';\ntest('fails', () => {});\ntest('passes', () => {});\n");
  const green = bin(['run', dir, '--framework', 'node:test', '--json', '--ctrf', join(dir, 'ctrf.json')], env);
  assert.is(green.status, 0, green.stderr);
  const fixed = JSON.parse(green.stdout);
  assert.is(fixed.scope, 'suite');
  assert.equal(fixed.summary, { total: 3, passed: 3, failed: 0, skipped: 0 });
  assert.is(fixed.notes[0], 'failures first: the 1 test that failed last passed on a re-run; then ran the whole suite');
  assert.is(green.stderr.match(/dsh-test-closure: running /g)?.length, 2, green.stderr);
  assert.is(JSON.parse(readFileSync(join(dir, 'ctrf.json'), 'utf8')).results.summary.tests, 3, 'the report is the whole suite\'s');
});

runs('--command runs verbatim and is parsed as --framework', () => {
  const dir = project(RED_SUITE);
  const r = bin(['run', dir, '--framework', 'node:test', '--command', 'node --test --test-reporter=spec test/a.test.mjs', '--json'], { XDG_CACHE_HOME: join(dir, '.cache') });
  assert.is(r.status, 1, r.stderr);
  const result = JSON.parse(r.stdout);
  assert.ok(result.command.includes('node --test --test-reporter=spec test/a.test.mjs'), result.command);
  assert.equal(result.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
});

runs('the probe speaks of the command it shows, not of a tool; pytest\'s section name is closed', () => {
  const watching = project({ 'package.json': JSON.stringify({ scripts: { test: 'vitest' }, devDependencies: { vitest: '3.2.4' } }), 'test/a.test.js': '' });
  const r = bin(['probe', watching]);
  assert.is(r.status, 0, r.stderr);
  assert.ok(r.stdout.includes('\nnote: scripts.test starts a watcher (vitest); the command above runs the tests once instead\n'), r.stdout);
  assert.not.match(r.stdout, /test_run/);
  const py = bin(['probe', project({ 'pyproject.toml': '[tool.pytest.ini_options]\n', 'tests/test_a.py': '' })]);
  assert.ok(py.stdout.includes('\nwhy: pyproject.toml contains [tool.pytest…]\n'), py.stdout);
});

runs('--ctrf into a directory that cannot be made fails before the suite runs; missing directories are made', () => {
  const dir = project({ ...RED_SUITE, 'taken': 'a file\n' });
  const env = { XDG_CACHE_HOME: join(dir, '.cache') };
  const blocked = bin(['run', dir, '--framework', 'node:test', '--ctrf', join(dir, 'taken/r.json')], env);
  assert.is(blocked.status, 2);
  assert.is(blocked.stderr, `dsh-test-closure: --ctrf ${join(dir, 'taken/r.json')}: ${join(dir, 'taken')} is not a directory\n`, 'nothing ran: no progress line');
  const isDir = bin(['run', dir, '--framework', 'node:test', '--junit', join(dir, 'test')], env);
  assert.is(isDir.status, 2);
  assert.is(isDir.stderr, `dsh-test-closure: --junit ${join(dir, 'test')}: is a directory\n`);
  const made = bin(['run', dir, '--framework', 'node:test', '--ctrf', join(dir, 'reports/ci/r.json'), '--junit', join(dir, 'reports/j.xml')], env);
  assert.is(made.status, 1, 'the verdict is the exit status');
  assert.equal(ctrfErrors(JSON.parse(readFileSync(join(dir, 'reports/ci/r.json'), 'utf8'))), []);
});

runs('--json\'s outputTail carries no escapes, however the runner coloured its output', () => {
  const dir = project(RED_SUITE);
  const r = bin(['run', dir, '--framework', 'node:test', '--json', '--command', "printf '\\033[31mred\\033[39m\\n'; node --test --test-reporter=spec test/a.test.mjs"], { XDG_CACHE_HOME: join(dir, '.cache') });
  const result = JSON.parse(r.stdout);
  assert.ok(result.outputTail.includes('red\n'), result.outputTail);
  assert.not.match(result.outputTail, /\x1b|\[31m/);
  // An escape cut in two at the tail's start is stripped whole.
  assert.is(plainTail(`${'x'.repeat(100)}\x1b[31mred\x1b[39m`, 8), 'xxxxxred');
  assert.is(plainTail('abc', 0), '');
});

runs('a failures-first re-run counts the tests it selected, not the ones it left out as skipped', () => {
  const dir = project({
    'package.json': JSON.stringify({ type: 'module', devDependencies: { vitest: '3.2.4' } }),
    'test/a.test.js': "import { test, expect } from 'vitest';\ntest('one', () => expect(1).toBe(2));\ntest('two', () => {});\ntest('three', () => {});\n",
  });
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'));
  const env = { XDG_CACHE_HOME: join(dir, '.cache') };
  const whole = JSON.parse(bin(['run', dir, '--json'], env).stdout);
  assert.equal(whole.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  const rerun = bin(['run', dir, '--json', '--ctrf', join(dir, 'r.json')], env);
  const result = JSON.parse(rerun.stdout);
  assert.is(result.scope, 'failures-first');
  assert.match(result.command, / -t /);
  assert.equal(result.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  const ctrf = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
  assert.is(ctrf.results.summary.skipped, 0);
  assert.is(ctrf.results.tests.filter((t: any) => t.status === 'skipped').length, 0);
});

runs.after(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

runs.run();
