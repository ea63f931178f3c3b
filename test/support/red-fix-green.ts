/**
 * The closed loop red → fix → green on the real dsh runtime (in-process; only the model is
 * scripted), as each runner's runtime test drives it: the probe detects the runner, a red run
 * names the failing test, the gate intercepts the turn's end, the fix's plain run re-runs the
 * failing test first and then the whole suite, green, and the turn closes.
 */
import * as assert from 'uvu/assert';
import { bootRuntime, toolResults, type Runtime, type RuntimeOptions } from './runtime.ts';

const valueOf = (o: { value: any }) => o.value;

export interface RedFixGreen {
  /** The project as booted (files or a project copy). */
  boot: RuntimeOptions;
  /** Runs in the workspace after boot and before the session's first turn (a configure step). */
  prepare?: (workspace: string) => void;
  /** The fix the scripted model makes. */
  fix: (workspace: string) => void;
  framework: string;
  /** The probe's planned command. */
  command: string;
  /** The red run's counts and its failures as `[name, kind]`. */
  red: { summary: Record<string, number>; failures: Array<[string, string]> };
  /** The green run's counts. */
  green: Record<string, number>;
}

/** Drives the loop and checks each step; returns the runtime's tool results for more checks. */
export async function redFixGreen(spec: RedFixGreen): Promise<{ probe: any; runs: any[] }> {
  const rt: Runtime = await bootRuntime(spec.boot);
  try {
    spec.prepare?.(rt.workspace);
    await rt.turn('make the tests pass', [
      { call: 'test_probe' },
      { call: 'test_run' },
      { text: 'done' },
      { call: 'test_run', before: () => spec.fix(rt.workspace) },
      { text: 'fixed and verified' },
    ]);
    const probe = valueOf(toolResults(rt, 'test_probe')[0]!);
    assert.is(probe.framework, spec.framework, probe.reason);
    assert.is(probe.command, spec.command);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, 2, JSON.stringify(runs[0]?.outputTail));
    assert.is(runs[0].framework, spec.framework);
    assert.is(runs[0].status, 'failed', runs[0].outputTail);
    assert.equal(runs[0].summary, spec.red.summary, runs[0].outputTail);
    assert.equal(runs[0].failures.map((f: any) => [f.name, f.kind]), spec.red.failures);
    assert.is(runs[1].status, 'passed', runs[1].outputTail);
    assert.equal(runs[1].summary, spec.green, runs[1].outputTail);
    assert.is(runs[1].verdict.verified, true, JSON.stringify(runs[1].verdict));
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
    return { probe, runs };
  } finally {
    await rt.dispose();
  }
}
