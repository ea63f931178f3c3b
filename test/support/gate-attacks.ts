/**
 * Helpers of the gate's attack tests (test/runtime/gate.attacks.test.ts on node:test suites,
 * test/toolchain/gate.attacks.test.ts on pytest suites): a runtime with a budget of one
 * interception, and the attack scenario itself.
 */
import * as assert from 'uvu/assert';
import { bootRuntime, toolResults, type Runtime, type Step } from './runtime.ts';

export const notices = (rt: Runtime, kind?: string) =>
  rt.events('user/message').filter((e) => e.data.source?.plugin === 'dsh-test-closure' && (kind === undefined || e.data.source.record?.kind === kind));
export const noticeText = (e: any): string => e.data.content[0].text;
export const runs = (rt: Runtime) => toolResults(rt, 'test_run').map((o) => o.value);

/** A second turn that only asks test_closure_check (with room for the gate to steer). */
export async function closureCheck(rt: Runtime): Promise<any> {
  await rt.turn('status?', [{ call: 'test_closure_check' }, { text: 'checked' }, { text: 'checked' }, { text: 'checked' }]);
  rt.model.script.length = 0; // steps the gate did not need (it released early) must not leak into later turns
  const checks = toolResults(rt, 'test_closure_check');
  return checks[checks.length - 1]!.value;
}

/**
 * Red run, then the attack (tool steps and edits), then the model claims to be done: with a
 * budget of one interception the gate must steer once, then release the turn unresolved.
 */
export async function attack(rt: Runtime, moves: Step[]): Promise<{ notice: string; check: any }> {
  await rt.turn('make the tests pass', [{ call: 'test_run' }, ...moves, { text: 'done' }, { text: 'done, really' }]);
  assert.is(rt.model.script.length, 0, 'every scripted step was served');
  const intercepts = notices(rt, 'intercept');
  assert.is(intercepts.length, 1, 'the gate steered once');
  assert.is(notices(rt, 'unresolved').length, 1, 'the turn was released unresolved, and the log says so');
  return { notice: noticeText(intercepts[0]), check: await closureCheck(rt) };
}

/** A runtime on `files` with a budget of one interception (unless `options.config` says otherwise), disposed after `body`. */
export async function withRuntime(files: Record<string, string>, body: (rt: Runtime) => Promise<void>, options: { jobs?: boolean; config?: Record<string, unknown>; prepare?: (workspace: string) => void } = {}): Promise<void> {
  const rt = await bootRuntime({ files, jobs: options.jobs ?? false, config: { maxInterceptRounds: 1, ...options.config }, ...(options.prepare ? { prepare: options.prepare } : {}) });
  try {
    await body(rt);
  } finally {
    await rt.dispose();
  }
}
