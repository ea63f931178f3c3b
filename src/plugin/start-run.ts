/**
 * The session-start run (closure/start-run.ts): when a session starts fresh with a suite to
 * run, the whole suite runs once in the background through `ctx.shell`, under the session's
 * sandbox policy, as the plugin's own run (not a job of the model's: it is no other job that a
 * `test_run` must not run beside, and the gate does not wait for it at a stop).
 *
 * It starts once the session baseline is on disk (plugin/session-baselines.ts), which the first
 * step already waits for, and the first step does not wait for the run itself. A tool that can
 * write called while it runs (plugin/untouched.ts's list; a `test_run` that names a `command`,
 * `target` or `framework` counts) makes its result something the model may have shaped: it is
 * then recorded, but not as the workspace the session found. A resumed session finds the record
 * of its start in its state directory. `startRun: false` turns it off.
 *
 * @module dsh-test-closure/plugin/start-run
 */
import type { Context } from '@deepseek-ai/cordis';
import type { Agent } from '@deepseek-ai/dsh-agent';
import type { ToolRunContext } from '@deepseek-ai/dsh-tools';
import { applyStartRun, loadStartRun, recordedFailures, saveStartRun, shapedFiles, type StartRunRecord } from '../closure/start-run.ts';
import type { ClosureStore } from '../closure/state.ts';
import { plannedRunOf } from '../call/planned-run.ts';
import { runPlan } from '../call/run-plan.ts';
import { once, recordClose, replaySelection } from '../call/close-selection.ts';
import { signEnvironment } from '../workspace/environment.ts';
import { defaultStateDir } from '../closure/harness-baseline.ts';
import { keptFacts } from '../run/run-facts.ts';
import { PLUGIN_NAME } from '../report/names.ts';
import { fingerprintWorkspace } from '../workspace/fingerprint.ts';
import { clearWorkspaceBytecode, PYTHON_FRAMEWORKS } from '../workspace/python-bytecode.ts';
import type { Config } from './config.ts';
import type { SessionBaselines } from './session-baselines.ts';
import { foregroundPort } from './shell-run.ts';
import { READ_ONLY_TOOLS } from './untouched.ts';

/** True when a tool call could write to the workspace while the start run runs. */
function mayWrite(name: string, args: unknown): boolean {
  if (!READ_ONLY_TOOLS.has(name)) return true;
  if (name !== 'test_run' || args === null || typeof args !== 'object') return false;
  const shaped = args as { command?: unknown; target?: unknown; framework?: unknown };
  return shaped.command !== undefined || shaped.target !== undefined || shaped.framework !== undefined;
}

export function registerStartRun(ctx: Context, closure: ClosureStore, config: Config, baselines: SessionBaselines): void {
  /** Sessions whose start run is running: its abort, and whether a tool that can write ran meanwhile. */
  const running = new Map<string, { abort: AbortController; written: boolean }>();

  async function run(agent: Agent): Promise<void> {
    const session = await baselines.of(agent);
    const start = session?.start;
    // A suite to run, on the workspace as the session found it (a fresh start only).
    if (session === undefined || start === undefined || session.baseline.command === undefined) return;
    const state = closure.of(agent);
    const root = session.baseline.root;
    const abort = new AbortController();
    const tracked = { abort, written: false };
    running.set(agent.id, tracked);
    state.startRun = 'running';
    try {
      const plan = await baselines.planner.suitePlan(root);
      if (PYTHON_FRAMEWORKS.has(plan.parseAs)) clearWorkspaceBytecode(root);
      const exec = { agent, signal: abort.signal } as unknown as ToolRunContext;
      // The suite's own limit, as for a call that goes on as a job (the shell caps a run it waits for at its own maximum).
      const finished = await runPlan(plannedRunOf({ ...plan, notes: [], narrowed: false }, { timeoutMs: config.suiteTimeoutMs, tailChars: 0 }), foregroundPort(ctx, exec));
      const after = await fingerprintWorkspace(root);
      const shaped = shapedFiles(start, after);
      const { result } = finished;
      const shapedBy: StartRunRecord['shapedBy'] = tracked.written ? 'tool' : shaped.length > 0 ? shaped : undefined;
      const record: StartRunRecord = {
        ...keptFacts('start', result),
        runner: plan.runner,
        status: finished.missing !== undefined ? 'error' : result.status,
        failures: recordedFailures(result.failures),
        failureCount: result.failures.length,
        asFound: shapedBy === undefined && result.status !== 'aborted',
        ...(shapedBy !== undefined ? { shapedBy } : {}),
      };
      saveStartRun(session.dir, record);
      // Its passes are the selective close's first record (call/close-selection.ts), unless the model may have written meanwhile.
      if (config.selectiveClose && !tracked.written) {
        const context = { stateDir: config.stateDir ?? defaultStateDir(), session: agent.id, root, plan, environment: once(() => signEnvironment(root)) };
        recordClose(context, start, finished, 'all', undefined);
        // It ran the harness as the session found it: the session-start tests' passes, for the baseline replay.
        replaySelection(context, session.dir, session.baseline, start)?.ranAsFound(start, finished, 'all', undefined);
      }
      // A session forgotten meanwhile (its agent disposed) stays forgotten.
      if (closure.get(agent.id) === state) applyStartRun(state, record, config.preExisting);
      ctx.logger(PLUGIN_NAME).info(`session ${agent.id}: session-start run ${record.status} (${record.summary.failed} failed, ${record.summary.passed} passed)${record.asFound ? '' : ', not as the session found it'}`);
    } catch (error) {
      if (state.startRun === 'running') delete state.startRun;
      ctx.logger(PLUGIN_NAME).warn(`session ${agent.id}: no session-start run (${(error as Error).message})`);
    } finally {
      running.delete(agent.id);
    }
  }

  ctx.on('agent/session-start', ({ agent, source }) => {
    const fresh = source === 'startup' && !agent.session.events.some((e) => e.type === 'tool/result');
    if (!fresh) {
      // A resumed session: the record its start left, if any.
      const record = loadStartRun(baselines.dirOf(agent.id));
      if (record !== undefined) applyStartRun(closure.of(agent), record, config.preExisting);
      return;
    }
    if (!config.startRun || running.has(agent.id)) return;
    void run(agent as Agent);
  });
  ctx.on('tools/execute', async (exec, next) => {
    const tracked = exec.agent ? running.get(exec.agent.id) : undefined;
    if (tracked && mayWrite(exec.name, exec.arguments)) tracked.written = true;
    return next();
  });
  ctx.on('agent/disposed', ({ agent }) => {
    running.get(agent.id)?.abort.abort();
    running.delete(agent.id);
  });
  // Unloading the plugin (a host shutting down) ends every start run still running.
  ctx.effect(() => () => {
    for (const { abort } of running.values()) abort.abort();
  });
}
