#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/exunit/ by running the real `mix test`
// on the sample Mix projects in fixtures/projects/exunit/<project>/.
//
// Usage: node scripts/capture/exunit.mjs [--only <regex on case id>] [--list]
//
// Toolchain: Debian's elixir package (`apt-get install -y elixir`; Debian 12 ships Elixir 1.14
// on Erlang/OTP 25); MIX_BIN / ELIXIR_BIN override `mix` / `elixir`. The projects have no
// dependencies (hex is not reachable here).
//
// Reporters: ExUnit ships one console formatter, ExUnit.CLIFormatter, in two modes: the
// default (a progress character per test, failures printed as they happen) and `--trace`
// (a line per test under a line per module, tests run one at a time). Both are captured.
//
// Each case copies the project into a fresh temporary directory (so every run compiles it, as
// a first `mix test` does, and `_build` is not written into the repository) and runs there
//   elixir -r scripts/capture/exunit-json-formatter.exs -e 'DshCapture.JsonFormatter.output_to("<tmp>/report.json")' \
//     -S mix test --no-color --seed 0 [--trace] <scenario flags> \
//       --formatter ExUnit.CLIFormatter --formatter DshCapture.JsonFormatter
// with stdout and stderr on ONE file descriptor (what `2>&1` gives), HOME pointing to an empty
// temporary directory (checked empty afterwards: capture.json's `homeWrites`), and MIX_ENV,
// CI, NO_COLOR, FORCE_COLOR unset. `--seed 0` runs the modules' tests in definition order,
// so recaptures differ little. output.txt is the console bytes, unedited.
//
// expected.json is derived from what DshCapture.JsonFormatter wrote of the same run (ExUnit's
// own events; never written by hand). The mapping:
//   - every test ExUnit reported is one test, named by the title ExUnit gives a failure,
//     `test add/2 adds (CalcTest)` (doctests: `doctest MathDoc.double/1 (1) (MathDocTest)`);
//     passed (state nil) is passed; failed and invalid (its module's setup_all failed) are
//     failed, as ExUnit's summary line counts both as not passing (`7 failures, 2 invalid`);
//     skipped and excluded are skipped (ExUnit counts excluded tests in its `N tests`);
//   - tests: the passed and the skipped (and excluded) tests' titles, in the order ExUnit
//     reported them (--trace's result lines name every test; the default formatter's do not);
//   - a failed test is a failure of kind `test` with its file (as ExUnit's rendering of the
//     failure prints it under the title: relative to where mix was started), its
//     message (the first non-empty line of its first failure's message: an assertion's own
//     message, or the banner of what was raised, thrown or exited, `** (ArgumentError) boom`),
//     its location (the first frame of its first failure's stack whose module is in the
//     project's own application or in none, as `file:line`) and its detail (the lines ExUnit's
//     formatter prints for its first failure after the message line and before `stacktrace:`,
//     unindented, bounded by selectDetail from lib/parsing/failure-context.js: run `npm run
//     build` first); `contexts: true`;
//   - an invalid test is not listed: its module's setup_all failure is, once, as a failure of
//     kind `file` named by the module (`OtherTest`), with its message, not counted (ExUnit
//     counts the module's tests as invalid instead);
//   - a test file or project file that did not compile stops mix before or while it loads the
//     test files: the formatter then reports no suite end (or never starts). The file is named
//     by mix's own `== Compilation error in file test/x_test.exs ==` line of the run, a failure
//     of kind `file` with the first `** (` line after it as message (and, when that line names a
//     line of the file, `** (SyntaxError) test/x_test.exs:12:3: …`, that as location), and the counts are those
//     of the tests ExUnit reported before it stopped (none: mix loads every test file first);
//   - mix's own fatal error, `** (Mix) Could not find an SCM for dependency :jason …` (on stderr,
//     so it may follow a prompt mix wrote on stdout on the same line), in a run whose suite did
//     not end: a failure of kind `run` named `mix`, the message from `** (Mix)` on;
//   - an umbrella project's apps run one after another in the same VM, each a suite of its own:
//     their tests are counted together;
//   - summarySeen: ExUnit reported the suite's end (every suite's) (its `N tests, M failures` line), or mix
//     ended without starting ExUnit and exited 0 (`There are no tests to run`).
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectDetail } from '../../lib/parsing/failure-context.js';
import { writeUnknownLineBounds } from './case-files.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const projectsDir = join(root, 'fixtures', 'projects', 'exunit');
const fixturesDir = join(root, 'fixtures', 'exunit');
const formatterFile = join(root, 'scripts', 'capture', 'exunit-json-formatter.exs');

const ELIXIR = process.env.ELIXIR_BIN ?? 'elixir';

/** Reporter variants: case-name suffix -> mix test flags. */
const REPORTERS = {
  default: [],
  trace: ['--trace'],
};

const SCENARIOS = [
  { name: 'green', project: 'green' },
  { name: 'one-failure', project: 'one-failure' },
  { name: 'failures-across-files', project: 'failures-across-files' },
  { name: 'max-failures', project: 'failures-across-files', flags: ['--max-failures', '1'] },
  // last_failed's selection of the failures-across-files failures (src/runners/exunit/selection.ts).
  {
    name: 'last-failed',
    project: 'failures-across-files',
    flags: ['--only', 'test:test area of a rectangle', '--only', 'test:test counts words', '--only', 'test:test reverses', '--only', 'test:test refutes an empty count'],
  },
  { name: 'nested', project: 'nested' },
  { name: 'skip', project: 'skip' },
  { name: 'errors', project: 'errors' },
  { name: 'setup-failure', project: 'setup-failure' },
  { name: 'compile-error', project: 'compile-error' },
  { name: 'lib-compile-error', project: 'lib-compile-error' },
  { name: 'no-tests', project: 'no-tests' },
  // A dependency never fetched: mix asks whether to install Hex (stdin is closed: no) and stops.
  { name: 'missing-deps', project: 'missing-deps' },
  { name: 'no-tests-to-run', project: 'green', flags: ['--only', 'nothing'] },
  { name: 'unicode-names', project: 'unicode-names' },
  { name: 'data-driven', project: 'data-driven' },
  { name: 'doctests', project: 'doctests' },
  { name: 'long-diffs', project: 'long-diffs' },
  { name: 'noisy-output', project: 'noisy-output' },
  // Tests printing lines shaped like ExUnit's own: --trace module and result lines, a numbered
  // failure title with its location, a `Finished in` line and a summary.
  { name: 'imitation', project: 'imitation' },
  // ExUnit's own timeout (`@tag timeout: 300`); `--trace` turns test timeouts off, so there the
  // test runs to its end and passes.
  { name: 'timeout', project: 'timeout' },
  { name: 'large', project: 'large' },
  // An umbrella project: one suite per app, each with its own summary.
  { name: 'umbrella', project: 'umbrella' },
];

function elixirVersion() {
  const out = execFileSync(ELIXIR, ['--version'], { encoding: 'utf8', env: runEnv(tmpdir()) });
  const elixir = /Elixir (\S+)/.exec(out)?.[1];
  const otp = /Erlang\/OTP (\d+)/.exec(out)?.[1];
  return { elixir, otp };
}

function runEnv(home) {
  const env = { ...process.env, HOME: home };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'MIX_ENV', 'MIX_HOME', 'HEX_HOME', 'ELIXIR_ERL_OPTIONS', 'ERL_AFLAGS', 'ERL_FLAGS']) delete env[k];
  return env;
}

function run(args, cwd, home, outFile) {
  return new Promise((resolve) => {
    const fd = openSync(outFile, 'w');
    const child = spawn(ELIXIR, args, { cwd, env: runEnv(home), stdio: ['ignore', fd, fd] });
    child.on('close', (code, signal) => {
      closeSync(fd);
      resolve({ code, signal });
    });
  });
}

/** `file:line` of the first frame in the project's own code (see the header). */
function locationOf(failure) {
  const frame = failure.frames.find((f) => f.project && f.file != null && f.line != null);
  return frame === undefined ? undefined : `${frame.file}:${frame.line}`;
}

/**
 * The test's file as ExUnit's rendering of its failure names it, the line under the title
 * (`     apps/alpha/test/alpha_test.exs:8`): relative to where mix was started, which in an
 * umbrella project is not where the app's tests run.
 */
function fileOf(block) {
  return block.split('\n')[1].trim().replace(/:\d+$/, '');
}

/** The first non-empty line of `text`, trimmed. */
function firstLine(text) {
  return text.split('\n').find((l) => l.trim() !== '')?.trim();
}

/**
 * The detail of a failed test from the block ExUnit's formatter printed for it (see the
 * header): after the message's first line, before `stacktrace:`, unindented by the block's
 * five columns. A test with several failures prints each under `Failure #n`: only the first's.
 */
function detailOf(block, message) {
  const lines = block.split('\n');
  const start = lines.findIndex((l) => l.trim() === message);
  if (start < 0) return [];
  const out = [];
  for (const l of lines.slice(start + 1)) {
    const t = l.trim();
    if (t === 'stacktrace:' || /^Failure #\d+$/.test(t)) break;
    out.push(l.slice(Math.min(5, l.length - l.trimStart().length)));
  }
  return selectDetail(out);
}

function expectedFrom(report, consoleText, exitCode) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  const tests = { passed: [], skipped: [] };
  for (const t of report?.tests ?? []) {
    if (t.state === 'passed') {
      passed++;
      tests.passed.push(t.title);
    } else if (t.state === 'skipped' || t.state === 'excluded') {
      skipped++;
      tests.skipped.push(t.title);
    } else if (t.state === 'invalid') failed++;
    else if (t.state === 'failed') {
      failed++;
      const first = t.failures[0];
      const f = { name: t.title, kind: 'test', file: fileOf(t.block) };
      const message = firstLine(first.message);
      if (message !== undefined) f.message = message;
      const location = locationOf(first);
      if (location !== undefined) f.location = location;
      const detail = message === undefined ? [] : detailOf(t.block, message);
      if (detail.length > 0) f.detail = detail;
      failures.push(f);
    }
  }
  for (const m of report?.modules ?? []) {
    // Not its file: the console names none for a module's failure (only its stack frames do).
    const f = { name: m.module, kind: 'file' };
    const message = firstLine(m.failures[0]?.message ?? '');
    if (message !== undefined) f.message = message;
    failures.push(f);
  }
  if (report?.finished !== true) {
    const lines = consoleText.split('\n');
    const at = lines.findIndex((l) => /^== Compilation error in file .+ ==$/.test(l));
    if (at >= 0) {
      const file = /^== Compilation error in file (.+) ==$/.exec(lines[at])[1];
      const f = { name: file, kind: 'file', file };
      const message = lines.slice(at + 1).find((l) => l.startsWith('** ('));
      if (message !== undefined) {
        f.message = message.trim();
        const line = /^\*\* \([\w.]+\) (.+?):(\d+)(?::\d+)?: /.exec(f.message);
        if (line !== null && line[1] === file) f.location = `${file}:${line[2]}`;
      }
      failures.push(f);
    }
  }
  if (report?.finished !== true) {
    const mixError = consoleText.split('\n').find((l) => l.includes('** (Mix) '));
    if (mixError !== undefined) failures.push({ name: 'mix', kind: 'run', message: mixError.slice(mixError.indexOf('** (Mix) ')).trim() });
  }
  failures.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const summarySeen = report?.finished === true || (report === undefined && exitCode === 0);
  return { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, tests, summarySeen, contexts: true };
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const { elixir, otp } = elixirVersion();
  if (elixir === undefined) throw new Error('capture/exunit: no elixir found; apt-get install -y elixir');
  const minor = elixir.split('.').slice(0, 2).join('.');
  const cases = [];
  for (const sc of SCENARIOS) for (const rep of Object.keys(REPORTERS)) cases.push({ id: `${minor}-${sc.name}-${rep}`, sc, rep });
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  for (const c of cases) {
    if (only && !only.test(c.id)) continue;
    const work = mkdtempSync(join(tmpdir(), 'capture-exunit-'));
    const projectDir = join(work, c.sc.project);
    const home = join(work, 'home');
    mkdirSync(home);
    cpSync(join(projectsDir, c.sc.project), projectDir, { recursive: true });
    const reportFile = join(work, 'report.json');
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const mixFlags = ['--no-color', '--seed', '0', ...REPORTERS[c.rep], ...(c.sc.flags ?? [])];
    const args = [
      '-r', formatterFile,
      '-e', `DshCapture.JsonFormatter.output_to(${JSON.stringify(reportFile)})`,
      '-S', 'mix', 'test', ...mixFlags,
      '--formatter', 'ExUnit.CLIFormatter', '--formatter', 'DshCapture.JsonFormatter',
    ];
    const { code } = await run(args, projectDir, home, join(dir, 'output.txt'));
    const output = readFileSync(join(dir, 'output.txt'), 'utf8');
    const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
    const expected = expectedFrom(report, output, code);
    const homeWrites = readdirSync(home, { recursive: true });
    const capture = {
      framework: 'exunit',
      runner: 'mix test',
      runnerVersion: elixir,
      otp,
      reporter: c.rep,
      command: `mix test ${mixFlags.join(' ')}`,
      loadedBy: 'elixir -r scripts/capture/exunit-json-formatter.exs -e \'DshCapture.JsonFormatter.output_to("<tmp>/report.json")\' -S mix test … --formatter ExUnit.CLIFormatter --formatter DshCapture.JsonFormatter',
      cwd: `fixtures/projects/exunit/${c.sc.project} (copied to a fresh temporary directory)`,
      env: 'HOME=<empty tmp>; MIX_ENV, CI, NO_COLOR, FORCE_COLOR unset',
      homeWrites,
      streams: 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: 'ExUnit events of the same run, written by scripts/capture/exunit-json-formatter.exs (mapping in scripts/capture/exunit.mjs)',
    };
    writeFileSync(join(dir, 'capture.json'), `${JSON.stringify(capture, null, 2)}\n`);
    writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    if (process.env.EXUNIT_KEEP_REPORT) writeFileSync(join(dir, '..', `${c.id}.report.json`), JSON.stringify(report ?? null, null, 1));
    rmSync(work, { recursive: true, force: true });
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures${homeWrites.length > 0 ? `, HOME writes: ${homeWrites.join(' ')}` : ''}`);
  }
}

await main();
// A capture refreshes the generated unknown-line bounds its fixtures are checked against.
await writeUnknownLineBounds('exunit');
