/**
 * The closing check on a real project (issue 37): the project's whole suite once through a
 * plain `test_run` on the real dsh runtime, in place (its time is the full-suite cost), then a
 * one-line edit of one file and the plain `test_run` that closes that turn, timed as a whole
 * model turn. Reported: both times, the ratio, and what the close ran: its
 * `verifies the suite: …` selection or its `ran the whole suite: <reason>` note. The edit is
 * put back afterwards (text and modification time), whatever happens.
 *
 * The runtime: test/support/runtime.ts, no jobs service (each call waits for its run), no
 * session-start run, no steering, `selectiveClose: true`, `auditSelection: false` (the close is
 * timed alone), the plugin's state in a temp directory.
 *
 * Run: `node bench/real-closing.ts <project dir> <file> <from> <to>`: `<file>` relative to the
 * project, `<from>` a text it holds once, `<to>` its replacement. For zod, see bench/README.md
 * ("Closing check"). Prints one JSON object.
 *
 * @module bench/real-closing
 */
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { bootRuntime, type Runtime } from '../test/support/runtime.ts';
import { selectionOf } from './closing.ts';

const [dirArg, file, from, to] = process.argv.slice(2);
if (dirArg === undefined || file === undefined || from === undefined || to === undefined) {
  console.error('usage: node bench/real-closing.ts <project dir> <file> <from> <to>');
  process.exit(2);
}
const dir = resolve(dirArg);
const path = join(dir, file);
const original = readFileSync(path, 'utf8');
// Put back with its times too: a project may compare them (zod's tests fail when its build is older than its sources).
const originalStat = statSync(path);
if (original.split(from).length !== 2) {
  console.error(`${file} must hold ${JSON.stringify(from)} exactly once`);
  process.exit(2);
}

const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');

async function timedCall(rt: Runtime, before?: () => void): Promise<{ ms: number; value: any; text: string }> {
  const t0 = performance.now();
  await rt.turn('run the tests', [{ call: 'test_run', ...(before ? { before } : {}) }, { text: 'done' }]);
  const ms = performance.now() - t0;
  rt.model.script.length = 0;
  const outcome = rt.outcomes.filter((o) => o.name === 'test_run').at(-1)!;
  return { ms, value: outcome.value, text: outcome.text };
}

const brief = (v: any) => ({ status: v.status, summary: v.summary, verified: v.verdict?.verified, notes: v.notes, baselineReplay: v.baselineReplay ? `${v.baselineReplay.scope} ${v.baselineReplay.status}` : undefined, command: v.command });

const report: Record<string, unknown> = { dir, file, from, to, node: process.version, loadBefore: load() };
const rt = await bootRuntime({ workspace: dir, config: { startRun: false, maxInterceptRounds: 0, defaultTimeoutMs: 1_800_000, selectiveClose: true, auditSelection: false } as Record<string, unknown> });
try {
  const full = await timedCall(rt);
  report.full = { ms: Math.round(full.ms), ...brief(full.value) };
  console.error(`full: ${Math.round(full.ms)} ms ${full.value.status} ${JSON.stringify(full.value.summary)} load ${load()}`);
  const close = await timedCall(rt, () => writeFileSync(path, original.replace(from, to)));
  const { selected, wholeSuiteReason } = selectionOf(close.value.notes ?? []);
  report.close = { ms: Math.round(close.ms), vsFull: +(close.ms / full.ms).toFixed(3), selected, wholeSuiteReason, ...brief(close.value), text: close.text.slice(0, 3000) };
  console.error(`close: ${Math.round(close.ms)} ms ${close.value.status} ${selected ?? `whole suite: ${wholeSuiteReason ?? 'no reason given'}`} load ${load()}`);
} finally {
  writeFileSync(path, original);
  utimesSync(path, originalStat.atime, originalStat.mtime);
  await rt.dispose();
}
report.loadAfter = load();
console.log(JSON.stringify(report, null, 2));
