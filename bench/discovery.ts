/**
 * The cost of the walk without blind spots and of the runner's own discovery
 * (workspace/walk.ts, workspace/fingerprint.ts, workspace/discovery.ts,
 * closure/harness-baseline.ts), on the 100,000-file tree of bench/run.ts (section 4, the same
 * shape: 200 packages of 500 test files 12 directories deep), plus a directory link into the
 * temp area holding 2,000 files:
 *
 * - the stop check (a fingerprint and the comparison with the recorded one), unchanged and
 *   with 100 files edited: it must stay under a second;
 * - the fingerprint recorded after a run;
 * - the session-start capture: the fingerprint, then the baseline (harness files read, hashed
 *   and stored, the configs above the root hashed), and a green run's diff against it.
 *
 * Best of 3 after a warm-up walk. Run: `node bench/discovery.ts` (prints a table and JSON).
 *
 * @module bench/discovery
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureBaseline, diffHarness } from '../src/closure/harness-baseline.ts';
import { changesSince } from '../src/closure/freshness.ts';
import { fingerprintWorkspace } from '../src/workspace/fingerprint.ts';

const best = (xs: number[]): number => Math.round(Math.min(...xs));

async function timed<T>(rounds: number, body: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    value = await body();
    times.push(performance.now() - t0);
  }
  return { ms: best(times), value };
}

const outer = mkdtempSync(join(tmpdir(), 'dtc-bench-discovery-'));
const root = join(outer, 'ws');
mkdirSync(root);
writeFileSync(join(root, 'package.json'), '{"name":"big"}');
let files = 0;
for (let a = 0; files < 100_000; a++) {
  let dir = join(root, `pkg${a}`);
  for (let depth = 0; depth < 12; depth++) dir = join(dir, `d${depth}`);
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < 500 && files < 100_000; i++, files++) writeFileSync(join(dir, `f${i}.test.js`), '');
}
const linked = join(outer, 'shared');
mkdirSync(linked);
for (let i = 0; i < 2_000; i++) writeFileSync(join(linked, `s${i}.js`), '');
symlinkSync(linked, join(root, 'aa-shared'), 'dir');

await fingerprintWorkspace(root); // cold caches
const record = await timed(3, () => fingerprintWorkspace(root));
const recorded = record.value;
const unchanged = await timed(3, () => changesSince({ root, fingerprint: recorded.digest }, recorded));
const state = mkdtempSync(join(tmpdir(), 'dtc-bench-discovery-state-'));
let round = 0;
const capture = await timed(3, async () => {
  const fingerprint = await fingerprintWorkspace(root);
  return captureBaseline('bench', root, fingerprint, join(state, String(round++)), 'session-start');
});
const diff = await timed(3, () => diffHarness(capture.value, root, recorded));
const edited = [...recorded.files.keys()].slice(0, 100);
for (const f of edited) writeFileSync(join(root, f), 'changed');
const changed = await timed(3, () => changesSince({ root, fingerprint: recorded.digest }, recorded));
rmSync(outer, { recursive: true, force: true });
rmSync(state, { recursive: true, force: true });

const row = {
  tree: '100,000 files + a link to 2,000',
  entriesWalked: recorded.files.size + (recorded.outside?.size ?? 0),
  truncated: recorded.truncated,
  fingerprintRecordMs: record.ms,
  stopCheckUnchangedMs: unchanged.ms,
  stopCheck100EditedMs: changed.ms,
  editsFound: changed.value?.length ?? 0,
  sessionStartCaptureMs: capture.ms,
  harnessFilesRecorded: capture.value.files.size,
  baselineTruncated: capture.value.truncated,
  diffMs: diff.ms,
};
console.table([row]);
console.log(JSON.stringify(row));
