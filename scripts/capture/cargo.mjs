#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/cargo/ by running the real `cargo test`
// on the sample crates in fixtures/projects/cargo/<project>/.
//
// Usage: node scripts/capture/cargo.mjs [--only <regex on case id>] [--list]
//
// Toolchains: Debian's cargo and rustc (`apt-get update && apt-get install -y cargo`: cargo
// 0.66 / rustc 1.63 on Debian 12, run as /usr/bin/cargo with RUSTC=/usr/bin/rustc and
// RUSTDOC=/usr/bin/rustdoc), and the
// rustup toolchain under ~/.cargo/bin when there is one. CARGO_TOOLCHAINS ("cargo=rustc"
// pairs, colon-separated) overrides them. The crates have no dependencies: nothing is fetched.
//
// Each case runs `cargo test <args>` in the crate directory with stdout and stderr on ONE file
// descriptor (what `2>&1` gives; the `split` cases concatenate them instead, stdout first), CARGO_TARGET_DIR under .cache/ (a warm build, so cargo's
// `Compiling` lines are absent but for the first case of a crate), CARGO_TERM_COLOR=never,
// and no RUST_BACKTRACE, CI or colour environment. output.txt is those bytes, unedited.
//
// expected.json is derived from libtest's machine report, `RUSTC_BOOTSTRAP=1 cargo test <same
// cargo args> -- -Z unstable-options --format json` run right after on the same crate (libtest
// cannot write its console format and JSON in one run; the crates are deterministic). Never
// written by hand. The mapping:
//   - every `{"type":"test"}` event ok / failed / ignored is one test, named as libtest names
//     it (`tests::adds`, a doc-test `src/lib.rs - double (line 5)`), of each test binary;
//     ignored counts as skipped; a benchmark's `bench` event counts as passed;
//   - message: from the failed event's captured `stdout`: the panic's message (the text after
//     `panicked at '` up to `', <location>` before Rust 1.73; the line after `panicked at
//     <location>:` since), else the first non-empty line (`Error: "it went wrong"`, `note: test
//     did not panic as expected`); its first line, stated only when it occurs verbatim in the
//     console output;
//   - location and detail: src/runners/cargo/context.ts's panicContext (imported from lib/: run
//     `npm run build` first) of the failed event's `stdout`, then `note: <its message>` when it
//     has a `message` (should_panic's notes): the text libtest's console formatter builds from
//     the same two fields for the test's `---- name stdout ----` block. The first panic's
//     `src/lib.rs:11:9` when relative (the crate's own source), and the lines after its message
//     (but libtest's backtrace hint, up to a `stack backtrace:`);
//     `contexts: true`;
//   - a crate that did not compile (`error: could not compile `name`` on the JSON run's stderr)
//     is a `kind: 'file'` failure named by the crate, not counted;
//   - summarySeen: true when every test binary that ran printed its `test result:` line,
//     false when none ran (a compile error);
//   - a run stopped from outside (the `timeout` scenarios, below): the JSON run is stopped the
//     same way at the same moment. libtest's `timeout` event (its console's `test x has been
//     running for over 60 seconds`) is no result: the tests it names with no result after it
//     are `running`; `unfinished` is what the binary's `suite started` event announced
//     (`test_count`, the console's `running N tests`) less the results it reported; the
//     unfinished tests are counted in no category.
//
// The `timeout` scenarios stop the run the way the plugin's shell does at its timeout: SIGTERM
// to the run's process group (cargo and the test binary), SIGKILL 5 s later if any is left
// (case-files.mjs terminateGroupWhenMarked). The hanging test writes the marker file named in
// CARGO_CAPTURE_HANG_MARKER when it starts; the run is stopped `stopAfterMs` after it: 1 s
// (before libtest names a slow test: only the count of unfinished tests can be known) and
// 65 s (after libtest's 60-second warning has named it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runToFile, terminateGroupWhenMarked, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { panicContext } from '../../lib/runners/cargo/context.js';

const root = REPO_ROOT;
const projectsDir = join(root, 'fixtures', 'projects', 'cargo');
const fixturesDir = join(root, 'fixtures', 'cargo');
const targetRoot = join(root, '.cache', 'cargo-capture');

/** Reporter variants: case-name suffix -> [cargo args, libtest args]. */
const REPORTERS = {
  default: [['--no-fail-fast'], []],
  // cargo's default: it stops after the first test binary that fails.
  'fail-fast': [[], []],
  // libtest's quiet format: a letter per test.
  q: [['--no-fail-fast'], ['-q']],
  // --show-output: the output of passing tests too, in `successes:` blocks.
  'show-output': [['--no-fail-fast'], ['--show-output']],
  // stdout, then stderr, captured apart and concatenated: the form the plugin hands to the
  // parser. cargo's own lines (`Running`, `Doc-tests`, errors) are on stderr, libtest's on stdout.
  split: [['--no-fail-fast'], []],
};
const SPLIT = new Set(['split']);

const SCENARIOS = [
  { name: 'green', project: 'green', reporters: ['default', 'q'] },
  { name: 'one-failure', project: 'one-failure', reporters: ['default', 'q'] },
  { name: 'several-binaries', project: 'several-binaries', reporters: ['default', 'fail-fast', 'q', 'split'] },
  { name: 'ignored', project: 'ignored', reporters: ['default', 'q'] },
  { name: 'panics', project: 'panics', reporters: ['default', 'q'] },
  { name: 'compile-error', project: 'compile-error', reporters: ['default'] },
  { name: 'no-tests', project: 'no-tests', reporters: ['default'] },
  { name: 'noisy-output', project: 'noisy-output', reporters: ['default', 'show-output', 'split'] },
  { name: 'unicode-names', project: 'unicode-names', reporters: ['default'] },
  { name: 'nested', project: 'nested', reporters: ['default'] },
  { name: 'large', project: 'large', reporters: ['default', 'q'] },
  // assert_eq! on a 40-line string, a 60-element vector and a struct: libtest prints the whole
  // left and right values (no diff of its own).
  { name: 'long-diffs', project: 'long-diffs', reporters: ['default', 'q'] },
  // Table-driven tests: one #[test] per case from a macro_rules! table, and a loop over cases
  // inside one test (which stops at its first failing case).
  { name: 'parametrized', project: 'parametrized', reporters: ['default', 'q'] },
  // Stopped from outside while a test hangs (the plugin's timeout): before and after libtest's
  // `has been running for over 60 seconds` line.
  { name: 'timeout-early', project: 'timeout', reporters: ['default'], stopAfterMs: 1000 },
  { name: 'timeout', project: 'timeout', reporters: ['default'], stopAfterMs: 65_000 },
];

function runEnv(extra) {
  const env = { ...process.env, CARGO_TERM_COLOR: 'never' };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'RUST_BACKTRACE', 'RUST_TEST_THREADS', 'RUSTFLAGS', 'RUSTC_BOOTSTRAP', 'CARGO_BUILD_TARGET']) delete env[k];
  return { ...env, ...extra };
}

/** cargo writes Cargo.lock into the crate; each toolchain writes its own version of it, so none is kept. */
function dropLockfile(projectDir) {
  rmSync(join(projectDir, 'Cargo.lock'), { force: true });
}

function findToolchains() {
  const pairs = process.env.CARGO_TOOLCHAINS
    ? process.env.CARGO_TOOLCHAINS.split(':').filter(Boolean).map((p) => p.split('='))
    : [['/usr/bin/cargo', '/usr/bin/rustc'], [join(homedir(), '.cargo', 'bin', 'cargo'), join(homedir(), '.cargo', 'bin', 'rustc')]];
  const found = new Map();
  for (const [cargo, rustc] of pairs) {
    if (!existsSync(cargo) || !existsSync(rustc)) continue;
    const r = spawnSync(rustc, ['--version'], { encoding: 'utf8' });
    const version = /rustc (\d+\.\d+\.\d+)/.exec(r.stdout ?? '')?.[1];
    if (version === undefined) continue;
    const minor = version.split('.').slice(0, 2).join('.');
    // rustdoc (the doc-tests) must be the same toolchain's as rustc.
    if (!found.has(minor)) found.set(minor, { cargo, rustc, rustdoc: join(rustc, '..', 'rustdoc'), version });
  }
  if (found.size === 0) console.warn('capture/cargo: no cargo found; apt-get install -y cargo, or name toolchains in CARGO_TOOLCHAINS');
  return found;
}

/** Where a hanging test writes that it started (the `timeout` scenarios). */
const hangMarker = join(targetRoot, 'hang-started');

/**
 * Runs cargo with its console output in `outFile`; resolves to the exit code and signal. With
 * `stopAfterMs` the run is stopped that long after the hanging test started (see the header).
 */
async function run(tool, args, cwd, outFile, { targetDir, split = false, stopAfterMs, extraEnv = {} }) {
  const env = runEnv({ RUSTC: tool.rustc, RUSTDOC: tool.rustdoc, CARGO_TARGET_DIR: targetDir, ...extraEnv });
  if (stopAfterMs === undefined) return runToFile(tool.cargo, args, { cwd, env, outFile, split });
  env.CARGO_CAPTURE_HANG_MARKER = hangMarker;
  return runToFile(tool.cargo, args, { cwd, env, outFile, split, group: true, onStart: terminateGroupWhenMarked(hangMarker, stopAfterMs) });
}

/** The message of a failed test's captured stdout (see the header). */
function messageOf(stdout) {
  const old = /panicked at '([\s\S]*?)', [^\n]*:\d+:\d+\n/.exec(stdout);
  if (old) return old[1].split('\n')[0];
  const lines = stdout.split('\n');
  const at = lines.findIndex((l) => /^thread '.*' (?:\(\d+\) )?panicked at .*:\d+:\d+:$/.test(l));
  if (at >= 0 && lines[at + 1] !== undefined) return lines[at + 1];
  return lines.find((l) => l.trim() !== '' && !/^thread '.*' panicked/.test(l))?.trim();
}

function expectedFromJson(stdout, stderr, consoleText, stopped) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let suites = 0;
  let suitesDone = 0;
  const failures = [];
  // The current binary's announced tests and results, and the tests libtest said were slow.
  let announced = 0;
  let results = 0;
  let unfinished = 0;
  const slow = new Set();
  const running = [];
  const endSuite = () => {
    unfinished += Math.max(0, announced - results);
    running.push(...slow);
    slow.clear();
    announced = results = 0;
  };
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const e = JSON.parse(line);
    if (e.type === 'suite') {
      if (e.event === 'started') {
        suites++;
        announced = e.test_count ?? 0;
        results = 0;
      } else {
        suitesDone++;
        slow.clear();
        announced = results = 0;
      }
    } else if (e.type === 'test') {
      if (e.event === 'timeout') {
        // libtest's 60-second warning: still running, no result.
        slow.add(e.name);
        continue;
      }
      if (e.event !== 'started') {
        results++;
        slow.delete(e.name);
      }
      if (e.event === 'ok') passed++;
      else if (e.event === 'ignored') skipped++;
      else if (e.event === 'failed') {
        failed++;
        const f = { name: e.name, kind: 'test' };
        const message = messageOf(e.stdout ?? '');
        if (message !== undefined && message !== '' && consoleText.includes(message)) f.message = message;
        // The console's block is what libtest builds from the same two fields: the captured
        // stdout, then `note: <message>` when the failure has one (should_panic's notes).
        const block = `${e.stdout ?? ''}${e.message !== undefined ? `note: ${e.message}` : ''}`;
        const { location, detail } = panicContext(block.split('\n'));
        if (location !== undefined) f.location = location;
        if (detail.length > 0) f.detail = detail;
        failures.push(f);
      }
    } else if (e.type === 'bench') {
      passed++;
      results++;
    }
  }
  // A binary stopped before its `suite` result: its tests with no result are unfinished.
  if (suites > suitesDone) endSuite();
  for (const m of stderr.matchAll(/^error: could not compile `([^`]+)`/gm)) failures.push({ name: m[1], kind: 'file' });
  failures.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const expected = { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen: suites > 0 && suites === suitesDone, contexts: true };
  if (stopped) Object.assign(expected, { running, unfinished });
  return expected;
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const cases = [];
  for (const [minor, tool] of findToolchains()) {
    for (const sc of SCENARIOS) for (const rep of sc.reporters) cases.push({ id: `${minor}-${sc.name}-${rep}`, minor, tool, sc, rep });
  }
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  for (const c of cases) {
    if (only && !only.test(c.id)) continue;
    const projectDir = join(projectsDir, c.sc.project);
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const targetDir = join(targetRoot, c.minor, c.sc.project);
    const [cargoArgs, testArgs] = REPORTERS[c.rep];
    // A warm build first, so the captured run shows what a re-run shows.
    dropLockfile(projectDir);
    spawnSync(c.tool.cargo, ['test', '--no-run'], { cwd: projectDir, env: runEnv({ RUSTC: c.tool.rustc, RUSTDOC: c.tool.rustdoc, CARGO_TARGET_DIR: targetDir }), encoding: 'utf8' });
    const args = ['test', ...cargoArgs, ...(testArgs.length > 0 ? ['--', ...testArgs] : [])];
    const stopAfterMs = c.sc.stopAfterMs;
    const { code, signal } = await run(c.tool, args, projectDir, join(dir, 'output.txt'), { targetDir, split: SPLIT.has(c.rep), stopAfterMs });
    const output = readFileSync(join(dir, 'output.txt'), 'utf8');
    const jsonArgs = ['test', ...cargoArgs, '--', ...testArgs.filter((a) => a !== '-q'), '-Z', 'unstable-options', '--format', 'json'];
    let json;
    if (stopAfterMs === undefined) {
      json = spawnSync(c.tool.cargo, jsonArgs, { cwd: projectDir, env: runEnv({ RUSTC: c.tool.rustc, RUSTDOC: c.tool.rustdoc, CARGO_TARGET_DIR: `${targetDir}-json`, RUSTC_BOOTSTRAP: '1' }), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    } else {
      // Stopped the same way: the JSON events on stdout, cargo's lines on stderr, kept apart.
      const jsonOut = join(targetRoot, 'stopped-json.txt');
      spawnSync(c.tool.cargo, ['test', '--no-run'], { cwd: projectDir, env: runEnv({ RUSTC: c.tool.rustc, RUSTDOC: c.tool.rustdoc, CARGO_TARGET_DIR: `${targetDir}-json`, RUSTC_BOOTSTRAP: '1' }), encoding: 'utf8' });
      await run(c.tool, jsonArgs, projectDir, jsonOut, { targetDir: `${targetDir}-json`, stopAfterMs, extraEnv: { RUSTC_BOOTSTRAP: '1' } });
      const text = readFileSync(jsonOut, 'utf8');
      rmSync(jsonOut, { force: true });
      json = { stdout: text, stderr: text };
    }
    dropLockfile(projectDir);
    const expected = expectedFromJson(json.stdout, json.stderr, output, stopAfterMs !== undefined);
    const capture = {
      framework: 'cargo',
      runner: 'cargo test',
      runnerVersion: c.tool.version,
      reporter: c.rep,
      command: `cargo ${args.join(' ')}`,
      cwd: `fixtures/projects/cargo/${c.sc.project}`,
      env: `RUSTC=${c.tool.rustc} RUSTDOC=${c.tool.rustdoc} CARGO_TARGET_DIR=<.cache/cargo-capture/...> CARGO_TERM_COLOR=never; RUST_BACKTRACE, CI, NO_COLOR, FORCE_COLOR unset; built before (cargo test --no-run)`,
      streams: SPLIT.has(c.rep) ? 'stdout, then stderr (captured apart, concatenated)' : 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      ...(stopAfterMs !== undefined ? { stopped: `SIGTERM to the run's process group ${stopAfterMs} ms after tests::hangs started (as the plugin's shell does at its timeout; exit signal ${signal})` } : {}),
      capturedAt: new Date().toISOString(),
      expectedFrom: `RUSTC_BOOTSTRAP=1 cargo ${jsonArgs.join(' ')} of the same crate, run right after${stopAfterMs !== undefined ? ' and stopped the same way' : ''} (mapping in scripts/capture/cargo.mjs)`,
    };
    writeCase(dir, { capture, expected });
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
  await writeUnknownLineBounds('cargo');
}

await main();
