/**
 * The replay's guard (closure/replay-guard.ts) without a runtime: a swapped-in file written
 * and put back (content equal, ctime moved) breaks its seal; a moved-aside file that comes
 * back breaks it; untouched files and runner outputs do not. And the verdict and the words.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sha256 } from '../../src/closure/harness-baseline.ts';
import { brokenSeals, sealSwap } from '../../src/closure/replay-guard.ts';
import { replayPassed, type BaselineReplay } from '../../src/closure/harness-replay.ts';
import { blockerText } from '../../src/render/blockers.ts';
import { baselineReplayLines } from '../../src/render/run-result.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dtc-guard-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
const hash = (text: string): string => sha256(Buffer.from(text));
/** Waits until the clock has moved, so a later write's ctime differs from an earlier one's. */
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

const guard = suite('replay guard: seals');

guard('untouched swapped files keep their seals', () => {
  const root = tree({ 'test/a.test.js': 'original\n' });
  const seal = sealSwap({ root, entries: [{ path: 'test/a.test.js', during: hash('original\n') }, { path: 'test/added.test.js', during: null }] });
  readFileSync(join(root, 'test/a.test.js'));
  assert.equal(brokenSeals(seal), []);
});

guard('a write that puts the same content back breaks the seal (ctime moved)', async () => {
  const root = tree({ 'test/a.test.js': 'original\n' });
  const seal = sealSwap({ root, entries: [{ path: 'test/a.test.js', during: hash('original\n') }] });
  await tick();
  writeFileSync(join(root, 'test/a.test.js'), 'weak\n');
  writeFileSync(join(root, 'test/a.test.js'), 'original\n');
  assert.equal(readFileSync(join(root, 'test/a.test.js'), 'utf8'), 'original\n', 'the content is as the swap wrote it');
  assert.equal(brokenSeals(seal), ['test/a.test.js']);
});

guard('a moved-aside file that is back breaks the seal; one written and removed again is not seen by it', () => {
  const root = tree({ 'test/a.test.js': 'original\n' });
  const seal = sealSwap({ root, entries: [{ path: 'test/added.test.js', during: null }] });
  writeFileSync(join(root, 'test/added.test.js'), 'patch\n');
  assert.equal(brokenSeals(seal), ['test/added.test.js']);
  rmSync(join(root, 'test/added.test.js'));
  assert.equal(brokenSeals(seal), []);
});

guard('a file the runner writes by rule (a snapshot) is not sealed', async () => {
  const root = tree({ 'test/__snapshots__/a.test.js.snap': 'old\n' });
  const seal = sealSwap({ root, entries: [{ path: 'test/__snapshots__/a.test.js.snap', during: hash('old\n') }] });
  await tick();
  writeFileSync(join(root, 'test/__snapshots__/a.test.js.snap'), 'new\n');
  assert.equal(brokenSeals(seal), []);
});

guard.run();

const verdict = suite('replay guard: a void replay');

const VOID: BaselineReplay = {
  scope: 'suite',
  files: [],
  changed: ['test/b.test.mjs'],
  removed: [],
  added: [],
  unrestorable: [],
  command: 'npm test',
  status: 'passed',
  summary: { total: 2, passed: 2, failed: 0, skipped: 0 },
  summarySeen: true,
  failures: [],
  failureCount: 0,
  conflicts: [],
  written: ['test/b.test.mjs'],
};

verdict('a passing replay with a broken seal does not pass', () => {
  assert.is(replayPassed(VOID), false);
  const { written: _written, ...sealed } = VOID;
  assert.is(replayPassed(sealed), true);
});

verdict('what the model reads', () => {
  assert.equal(baselineReplayLines(VOID), [
    'baseline: the replay of the tests as at session start is void: written while it ran, then put back: test/b.test.mjs (replayed the whole suite; harness edits: changed test/b.test.mjs)',
  ]);
  assert.is(
    blockerText({ check: 'baseline', failing: [], failureCount: 0, status: 'passed', ran: 2, changed: ['test/b.test.mjs'], removed: [], added: [], unrestorable: [], conflicts: [], written: ['test/b.test.mjs'] }),
    'baseline: the tests as they were at session start could not be replayed as recorded; test harness edits since then: changed test/b.test.mjs; replay void: written while it ran, then put back: test/b.test.mjs',
  );
});

verdict.run();
