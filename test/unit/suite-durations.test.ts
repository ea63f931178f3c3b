/**
 * The suite's usual duration (closure/suite-durations.ts): the median of the last kept runs,
 * the bounds, one history per root and per runner and command, a damaged file read as none,
 * writes that a concurrent reader never sees half done; and its line in the probe's text.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DURATIONS_MAX_AGE_MS, expectedSuiteDuration, KEPT_COMMANDS, KEPT_RUNS, MAX_COMMAND_CHARS, ranToItsEnd, recordSuiteDuration } from '../../src/closure/suite-durations.ts';
import { buildRunResult, type ProcessOutcome } from '../../src/run/result.ts';
import type { ParseResult } from '../../src/report/types.ts';
import { describeWorkspace } from '../../src/planning/describe.ts';
import { aboutDuration } from '../../src/render/duration.ts';
import { renderProbe, usualDurationLine } from '../../src/render/probe.ts';

const MODULE = new URL('../../src/closure/suite-durations.ts', import.meta.url).pathname;

const stateDir = (): string => mkdtempSync(join(tmpdir(), 'dtc-durations-'));
const SUITE = { root: '/ws/app', runner: 'vitest', command: 'npx --no vitest run < /dev/null' };

function record(dir: string, ...durations: number[]): void {
  for (const [i, durationMs] of durations.entries()) recordSuiteDuration(dir, { ...SUITE, durationMs, at: 1_000 + i });
}

/** The one history file of a state directory. */
function historyPath(dir: string): string {
  const names = readdirSync(join(dir, 'durations'));
  assert.is(names.length, 1, names.join(', '));
  return join(dir, 'durations', names[0]!);
}

const durations = suite('suite durations');

durations('no history: nothing expected; one run is its own median', () => {
  const dir = stateDir();
  assert.is(expectedSuiteDuration(dir, SUITE), undefined);
  record(dir, 150_000);
  assert.equal(expectedSuiteDuration(dir, SUITE), { expectedMs: 150_000, runs: 1 });
});

durations('the median of the kept runs: one odd run does not move it; an even count takes the middle two', () => {
  const dir = stateDir();
  record(dir, 150_000, 148_000, 900_000);
  assert.equal(expectedSuiteDuration(dir, SUITE), { expectedMs: 150_000, runs: 3 });
  const even = stateDir();
  record(even, 100_000, 300_000, 200_000, 5_000);
  assert.equal(expectedSuiteDuration(even, SUITE), { expectedMs: 150_000, runs: 4 });
});

durations(`only the last ${KEPT_RUNS} runs are kept: the estimate follows a suite that grew`, () => {
  const dir = stateDir();
  record(dir, 10_000, 10_000, 10_000, 10_000, 10_000, 60_000, 61_000, 62_000);
  assert.equal(expectedSuiteDuration(dir, SUITE), { expectedMs: 60_000, runs: KEPT_RUNS });
  const kept = JSON.parse(readFileSync(historyPath(dir), 'utf8'));
  assert.equal(kept.entries[0].runs.map((r: { durationMs: number }) => r.durationMs), [10_000, 10_000, 60_000, 61_000, 62_000]);
});

durations('roots, runners and commands each keep their own history', () => {
  const dir = stateDir();
  record(dir, 150_000);
  recordSuiteDuration(dir, { ...SUITE, root: '/ws/other', durationMs: 5_000, at: 1 });
  recordSuiteDuration(dir, { ...SUITE, command: 'npm test < /dev/null', durationMs: 7_000, at: 1 });
  recordSuiteDuration(dir, { ...SUITE, runner: 'npm-test', durationMs: 9_000, at: 1 });
  assert.equal(expectedSuiteDuration(dir, SUITE), { expectedMs: 150_000, runs: 1 });
  assert.equal(expectedSuiteDuration(dir, { ...SUITE, root: '/ws/other' }), { expectedMs: 5_000, runs: 1 });
  assert.equal(expectedSuiteDuration(dir, { ...SUITE, command: 'npm test < /dev/null' }), { expectedMs: 7_000, runs: 1 });
  assert.equal(expectedSuiteDuration(dir, { ...SUITE, runner: 'npm-test' }), { expectedMs: 9_000, runs: 1 });
  assert.is(expectedSuiteDuration(dir, { ...SUITE, root: '/ws' }), undefined, 'a parent directory is another root');
  assert.equal(expectedSuiteDuration(dir, { ...SUITE, root: '/ws/app/' }), { expectedMs: 150_000, runs: 1 }, 'the root is resolved');
});

durations('a file that holds another root (a hash prefix collision) reads as no history, and is replaced', () => {
  const dir = stateDir();
  record(dir, 150_000);
  const path = historyPath(dir);
  const file = JSON.parse(readFileSync(path, 'utf8'));
  writeFileSync(path, JSON.stringify({ ...file, root: '/ws/elsewhere' }));
  assert.is(expectedSuiteDuration(dir, SUITE), undefined);
  record(dir, 20_000);
  assert.equal(expectedSuiteDuration(dir, SUITE), { expectedMs: 20_000, runs: 1 });
});

durations('a damaged file reads as no history and never throws; the next record replaces it', () => {
  for (const damage of ['', '{"format":1', 'null', '[]', '{"format":2,"root":"/ws/app","entries":[]}', '{"format":1,"root":"/ws/app","entries":[{"runner":"vitest","command":1,"runs":[]}]}', '{"format":1,"root":"/ws/app","entries":[{"runner":"vitest","command":"c","runs":[{"durationMs":-1,"at":0}]}]}']) {
    const dir = stateDir();
    record(dir, 150_000);
    writeFileSync(historyPath(dir), damage);
    assert.is(expectedSuiteDuration(dir, SUITE), undefined, damage);
    record(dir, 30_000);
    assert.equal(expectedSuiteDuration(dir, SUITE), { expectedMs: 30_000, runs: 1 }, damage);
  }
});

durations('an unwritable state directory loses the record, never throws', () => {
  const dir = stateDir();
  writeFileSync(join(dir, 'durations'), 'a file where the directory would be');
  recordSuiteDuration(dir, { ...SUITE, durationMs: 1_000, at: 1 });
  assert.is(expectedSuiteDuration(dir, SUITE), undefined);
});

durations('a duration that is not a finite non-negative number, or a command past the bound, is not recorded', () => {
  const dir = stateDir();
  for (const durationMs of [Number.NaN, -5, Number.POSITIVE_INFINITY]) recordSuiteDuration(dir, { ...SUITE, durationMs, at: 1 });
  assert.is(expectedSuiteDuration(dir, SUITE), undefined);
  const long = { ...SUITE, command: 'x'.repeat(MAX_COMMAND_CHARS + 1) };
  recordSuiteDuration(dir, { ...long, durationMs: 1_000, at: 1 });
  assert.is(expectedSuiteDuration(dir, long), undefined);
});

durations(`at most ${KEPT_COMMANDS} commands per root: the one recorded least recently goes`, () => {
  const dir = stateDir();
  const command = (i: number): string => `npx --no vitest run --project p${i}`;
  for (let i = 0; i <= KEPT_COMMANDS; i++) recordSuiteDuration(dir, { ...SUITE, command: command(i), durationMs: 1_000 + i, at: i });
  // p1 recorded again: p2 is now the least recently recorded.
  recordSuiteDuration(dir, { ...SUITE, command: command(1), durationMs: 1_001, at: 100 });
  recordSuiteDuration(dir, { ...SUITE, command: command(KEPT_COMMANDS + 1), durationMs: 9_000, at: 101 });
  assert.is(expectedSuiteDuration(dir, { ...SUITE, command: command(0) }), undefined);
  assert.is(expectedSuiteDuration(dir, { ...SUITE, command: command(2) }), undefined);
  assert.equal(expectedSuiteDuration(dir, { ...SUITE, command: command(1) }), { expectedMs: 1_001, runs: 2 });
  assert.equal(expectedSuiteDuration(dir, { ...SUITE, command: command(KEPT_COMMANDS + 1) }), { expectedMs: 9_000, runs: 1 });
  assert.is(JSON.parse(readFileSync(historyPath(dir), 'utf8')).entries.length, KEPT_COMMANDS);
});

durations('a history not written for the maximum age is removed when another root records; fresh ones stay', () => {
  const dir = stateDir();
  recordSuiteDuration(dir, { ...SUITE, root: '/ws/old', durationMs: 1_000, at: 1 });
  recordSuiteDuration(dir, { ...SUITE, root: '/ws/recent', durationMs: 2_000, at: 1 });
  const [old] = readdirSync(join(dir, 'durations')).filter((n) => JSON.parse(readFileSync(join(dir, 'durations', n), 'utf8')).root === '/ws/old');
  const stale = (Date.now() - DURATIONS_MAX_AGE_MS - 60_000) / 1000;
  utimesSync(join(dir, 'durations', old!), stale, stale);
  writeFileSync(join(dir, 'durations', 'notes.txt'), 'not a history: left alone');
  record(dir, 3_000);
  assert.is(expectedSuiteDuration(dir, { ...SUITE, root: '/ws/old' }), undefined);
  assert.equal(expectedSuiteDuration(dir, { ...SUITE, root: '/ws/recent' }), { expectedMs: 2_000, runs: 1 });
  assert.equal(readdirSync(join(dir, 'durations')).length, 3);
});

durations('a run counts when it ran to its end: the runner\'s summary, no timeout, no abort, not narrowed; green or red', () => {
  const parsed = (summarySeen: boolean, failed = 0): ParseResult => ({
    framework: 'vitest', format: 'vitest', summary: { total: 2, passed: 2 - failed, failed, skipped: 0 },
    failures: failed > 0 ? [{ name: 'adds', kind: 'test' }] : [], summarySeen, diagnostics: { lines: 3, unrecognizedLines: 0 },
  });
  const proc = (over: Partial<ProcessOutcome> = {}): ProcessOutcome => ({
    exitCode: 0, timedOut: false, aborted: false, sandbox: { mode: 'workspace-write', denied: false }, output: '', truncated: false, durationMs: 150_000, ...over,
  });
  const outcome = (p: ProcessOutcome, q: ParseResult, narrowed = false) => buildRunResult(p, q, { command: 'c', notes: [], tailChars: 0, narrowed });
  assert.ok(ranToItsEnd(outcome(proc(), parsed(true))));
  assert.ok(ranToItsEnd(outcome(proc({ exitCode: 1 }), parsed(true, 1))), 'a red suite ran every test');
  assert.not.ok(ranToItsEnd(outcome(proc({ exitCode: 1 }), parsed(false))), 'no summary: a crash before the end');
  assert.not.ok(ranToItsEnd(outcome(proc({ exitCode: null, timedOut: true }), parsed(true))), 'timed out, even after its summary');
  assert.not.ok(ranToItsEnd(outcome(proc({ exitCode: null, aborted: true }), parsed(true))), 'aborted');
  assert.not.ok(ranToItsEnd(outcome(proc(), parsed(true), true)), 'narrowed');
});

/** Runs `code` in a child Node process with the module imported as `m`; resolves with its stdout. */
function child(code: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--input-type=module', '-e', `import * as m from ${JSON.stringify(MODULE)};\n${code}`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    p.on('error', reject);
    p.on('close', (status) => (status === 0 ? resolve(out) : reject(new Error(`child exited ${status}`))));
  });
}

durations('concurrent writers in separate processes: a reader never sees a torn file, and what is kept was written', async () => {
  const dir = stateDir();
  record(dir, 1);
  const path = historyPath(dir);
  const reading = join(dir, 'reading');
  const done = join(dir, 'done');
  // Reads the file itself (not through the module, which would hide a torn file as no history)
  // from before the first write until after the last; the writers start once it reads.
  const reader = child(`import { existsSync, readFileSync, writeFileSync } from 'node:fs';
let torn = 0, reads = 0;
const seen = new Set();
writeFileSync(${JSON.stringify(reading)}, '');
while (!existsSync(${JSON.stringify(done)})) { reads++; try { seen.add(JSON.stringify(JSON.parse(readFileSync(${JSON.stringify(path)}, 'utf8')))); } catch { torn++; } }
process.stdout.write(JSON.stringify({ torn, reads, states: seen.size }));`);
  const writers = [1, 2, 3, 4].map((w) =>
    child(`import { existsSync } from 'node:fs';
while (!existsSync(${JSON.stringify(reading)})) await new Promise((r) => setTimeout(r, 5));
for (let i = 0; i < 150; i++) m.recordSuiteDuration(${JSON.stringify(dir)}, { ...${JSON.stringify(SUITE)}, durationMs: ${w * 1_000_000} + i, at: i });`),
  );
  await Promise.all(writers);
  writeFileSync(done, '');
  const { torn, reads, states } = JSON.parse(await reader) as { torn: number; reads: number; states: number };
  assert.ok(states > 1, `the reader saw the writes (${states} states in ${reads} reads)`);
  assert.is(torn, 0, `${torn} of ${reads} reads saw a torn file`);
  const kept = JSON.parse(readFileSync(path, 'utf8'));
  assert.is(kept.entries.length, 1);
  assert.ok(kept.entries[0].runs.length >= 1 && kept.entries[0].runs.length <= KEPT_RUNS, JSON.stringify(kept));
  const written = (ms: number): boolean => ms === 1 || [1, 2, 3, 4].some((w) => ms >= w * 1_000_000 && ms < w * 1_000_000 + 150);
  assert.ok(kept.entries[0].runs.every((r: { durationMs: number }) => written(r.durationMs)), JSON.stringify(kept));
  assert.equal(readdirSync(join(dir, 'durations')).filter((n) => n.endsWith('.tmp')), [], 'no temporary file left');
});

durations.run();

const shown = suite('the usual duration in the probe');

shown('the duration reads as an estimate', () => {
  assert.equal(
    [400, 1_000, 12_400, 59_600, 150_000, 240_000, 3_570_000, 3_900_000, 7_200_000].map(aboutDuration),
    ['under 1s', 'about 1s', 'about 12s', 'about 1m', 'about 2m 30s', 'about 4m', 'about 59m 30s', 'about 1h 5m', 'about 2h'],
  );
  assert.is(usualDurationLine({ expectedMs: 150_000, runs: 3 }), 'usual duration: about 2m 30s (last 3 runs)');
  assert.is(usualDurationLine({ expectedMs: 8_000, runs: 1 }), 'usual duration: about 8s (last run)');
  const documented = readFileSync(new URL('../../docs/model-visible-text.md', import.meta.url), 'utf8');
  for (const line of [usualDurationLine({ expectedMs: 150_000, runs: 3 }), usualDurationLine({ expectedMs: 8_000, runs: 1 })]) assert.ok(documented.includes(`\`${line}\``), `docs/model-visible-text.md shows ${line}`);
});

shown('describeWorkspace looks up the plan\'s runner and command in the probed directory, and the probe text shows it under the command', async () => {
  const root = mkdtempSync(join(tmpdir(), 'dtc-durations-ws-'));
  mkdirSync(join(root, 'test'));
  writeFileSync(join(root, 'test', 'a.test.mjs'), "import test from 'node:test';\ntest('a', () => {});\n");
  const dir = stateDir();
  const asked: unknown[] = [];
  const lookup = (key: { runner: string; command: string }) => {
    asked.push(key);
    return expectedSuiteDuration(dir, { root, ...key });
  };
  const before = await describeWorkspace(root, {}, lookup);
  assert.is(before.expectedDuration, undefined);
  assert.not.match(renderProbe(before), /usual duration/);
  assert.equal(asked, [{ runner: 'node:test', command: before.command }]);
  for (const durationMs of [150_000, 140_000, 170_000]) recordSuiteDuration(dir, { root, runner: 'node:test', command: before.command, durationMs, at: 1 });
  const after = await describeWorkspace(root, {}, lookup);
  assert.equal(after.expectedDuration, { expectedMs: 150_000, runs: 3 });
  assert.equal(renderProbe(after).split('\n').slice(2, 4), [`command: ${after.command}`, 'usual duration: about 2m 30s (last 3 runs)']);
  assert.is((await describeWorkspace(root)).expectedDuration, undefined, 'no lookup: nothing read');
});

shown.run();
