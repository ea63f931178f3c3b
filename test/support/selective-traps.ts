/**
 * The selective-close trap scenario (issue 37, "0 misses"), shared by
 * test/runtime/selective-close.traps.test.ts (node:test suites) and
 * test/toolchain/selective-close.traps.test.ts (pytest suites): a suite green at session start,
 * a first plain `test_run` that records the passes, then one turn with an edit that makes the
 * suite red only through the trap's mechanism, a plain `test_run` and a stop. The plugin's run
 * must find the red itself, the gate must steer and release the turn unresolved, and the whole
 * suite, run outside the plugin in the workspace, must be red too: every trap is honestly one.
 * A trap `betweenSessions` is edited after the first session ends instead, and the second
 * session (same workspace, same `stateDir`, so it may reuse the first one's passes) runs and stops.
 */
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { bootRuntime, toolResults, withBootedRuntime, type Runtime, type RuntimeOptions, type Step } from './runtime.ts';
import { closureCheck, noticeText, notices } from './gate-session.ts';
import { closes } from './session-baseline.ts';

/** How the whole suite runs outside the plugin, and how its output names a failure. */
export interface WholeSuite {
  command: string[];
  /** Whether `output` reports `name` (a test, or a file that did not load) as failing. */
  fails: (output: string, name: string) => boolean;
}

export interface Trap {
  name: string;
  /** The trap's files, added to (or replacing) the base suite's. */
  files: Record<string, string>;
  /** The model's edit: red only through the trap's mechanism. */
  edit: (rt: Runtime) => void;
  /** What fails then, as the plugin's run and the whole suite name it. */
  failing: string[];
  /** How the whole suite runs outside the plugin, when not as the test file's default. */
  wholeSuite?: WholeSuite;
  /** Runs on the workspace before the session starts (what `files` cannot hold: a link). */
  prepare?: (workspace: string) => void;
  /** Edit between two sessions on the workspace and `stateDir`, not within the first one's turn. */
  betweenSessions?: boolean;
}

/** The whole suite, run outside the plugin in `workspace` as it is now: its exit code and output. */
export function runWholeSuite(workspace: string, command: string[]): { code: number | null; output: string } {
  // The Node that runs these tests first on PATH, as the plugin's runs have it (npm test's `node`).
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
  delete env.NODE_TEST_CONTEXT;
  delete env.NODE_OPTIONS;
  const run = spawnSync(command[0]!, command.slice(1), { cwd: workspace, env, encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The last test_run's value; the call must have returned one (not a tool error, such as output its schema rejects). */
export function lastTestRun(rt: Runtime): any {
  const outcome = toolResults(rt, 'test_run').at(-1);
  assert.ok(outcome !== undefined, 'test_run was called');
  assert.is(outcome!.isError, false, `test_run returned an error: ${outcome!.text}`);
  return outcome!.value;
}

/** A run in one line, for assertion messages: what it ran and why, and what failed. */
export const describeRun = (run: any): string =>
  `status ${run.status}, scope ${run.scope}, failures [${(run.failures ?? []).map((f: any) => f.name).join(', ')}], notes: ${(run.notes ?? []).join(' | ')}`;

/** Runs `trap` on `base` plus its files; the whole suite as `wholeSuite` unless the trap names its own. */
export async function trapHolds(base: Record<string, string>, trap: Trap, wholeSuite: WholeSuite): Promise<void> {
  const options: RuntimeOptions = { files: { ...base, ...trap.files }, config: { maxInterceptRounds: 1 }, ...(trap.prepare ? { prepare: trap.prepare } : {}) };
  if (!trap.betweenSessions) {
    await withBootedRuntime(options, async (rt) => {
      await passesRecorded(rt);
      await stopsOnRed(rt, trap, wholeSuite, [{ call: 'test_run', before: () => trap.edit(rt) }]);
    });
    return;
  }
  await acrossSessions(options, trap.edit, (rt) => stopsOnRed(rt, trap, wholeSuite, [{ call: 'test_run' }]));
}

/**
 * A first session on `options` records its passes (a plain test_run, green, closes) and ends;
 * `between` edits the workspace; a second session on the same workspace and `stateDir` runs `body`.
 */
export async function acrossSessions(options: RuntimeOptions, between: (first: Runtime) => void, body: (rt: Runtime) => Promise<void>): Promise<void> {
  const first = await bootRuntime(options);
  try {
    await passesRecorded(first);
  } finally {
    await first.dispose();
  }
  between(first);
  await withBootedRuntime({ workspace: first.workspace, config: { ...options.config, stateDir: first.stateDir } }, body);
}

/** The first plain test_run: green, it closes its turn, and its passes are on record. */
export async function passesRecorded(rt: Runtime): Promise<void> {
  await closes(rt, [{ call: 'test_run' }]);
  const setup = lastTestRun(rt);
  assert.is(setup.summary.failed, 0, `the suite is green at session start: ${describeRun(setup)}`);
}

/** The turn makes `moves` (the trap's plain test_run) and stops: steered, unresolved, never verified, its run red; and red to the whole suite too. */
async function stopsOnRed(rt: Runtime, trap: Trap, wholeSuite: WholeSuite, moves: Step[]): Promise<void> {
  await rt.turn('make the change', [...moves, { text: 'done' }, { text: 'done, really' }]);
  const outcome = toolResults(rt, 'test_run').at(-1)!;
  const shown = outcome.isError ? `test_run returned an error: ${outcome.text}` : describeRun(outcome.value);
  // The gate first (read before the closure check's own turn can add notices), then the run.
  const steered = notices(rt, 'intercept');
  assert.is(steered.length, 1, `MISS: the gate let the turn close on red code (${shown})`);
  assert.is(rt.model.script.length, 0, 'the turn did not close at the first stop');
  assert.ok(noticeText(steered[0]).includes('tests are still failing'), noticeText(steered[0]));
  assert.is(notices(rt, 'unresolved').length, 1, 'the turn was released unresolved');
  assert.is((await closureCheck(rt)).satisfied, false, `MISS: test_closure_check is satisfied on red code (${shown})`);
  const run = lastTestRun(rt);
  assert.is(run.verdict.verified, false, `MISS: the run verified the suite on red code (${shown})`);
  assert.is(run.status, 'failed', `the plugin's run found the red itself (${shown})`);
  const names = run.failures.map((f: any) => f.name);
  for (const name of trap.failing) assert.ok(names.includes(name), `the trap's failure is reported: ${name} (${shown})`);

  const { command, fails } = trap.wholeSuite ?? wholeSuite;
  const whole = runWholeSuite(rt.workspace, command);
  assert.is.not(whole.code, 0, `the whole suite is red outside the plugin:\n${whole.output}`);
  for (const name of trap.failing) assert.ok(fails(whole.output, name), `the whole suite fails ${name}:\n${whole.output}`);
}
