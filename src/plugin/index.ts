/**
 * The Cordis plugin: named exports `name`, `inject`, `Config`, `apply` (no default export,
 * which would make the Loader drop `inject` and `Config`). Wiring only: every concern lives
 * in its own module.
 *
 * Contributes `test_probe`, `test_run`, `test_closure_check`, `test_closure_report`, the
 * session baseline taken at `agent/session-start`, and the `agent/turn-stopping` gate; owns
 * no service. `enabled: false` contributes nothing.
 *
 * @module dsh-test-closure/plugin/index
 */
import type { Context } from '@deepseek-ai/cordis';
import { registerGate } from './gate.ts';
import { registerUntouchedTracking } from './untouched.ts';
import { PLUGIN_NAME } from '../report/names.ts';
import { replayClosure } from '../closure/replay.ts';
import { ClosureStore } from '../closure/state.ts';
import { validateConfig, type Config } from './config.ts';
import { createClosureCheckTool } from './tools/test-closure-check.ts';
import { createTestProbeTool } from './tools/test-probe.ts';
import { createTestRunTool } from './tools/test-run.ts';
import { createClosureReportTool } from './tools/test-closure-report.ts';
import { registerSessionBaselines, SessionBaselines } from './session-baselines.ts';
import { registerStartRun } from './start-run.ts';
import { callPlanner } from '../call/planner.ts';
import { RunningCalls } from './running-calls.ts';

export { Config } from './config.ts';
export const name = PLUGIN_NAME;
/** `sandboxPolicy`, `jobs` and `spillStore` are optional and read with `ctx.get` at call time. */
export const inject = ['tools', 'shell'];

export function apply(ctx: Context, config: Config): void {
  validateConfig(config);
  if (!config.enabled) return;
  // A session first seen in this process (resumed after a restart) is rebuilt from its log.
  const closure = new ClosureStore((source) => replayClosure(source.session.events, config.maxInterceptRounds));
  const baselines = new SessionBaselines(ctx, config.stateDir, callPlanner(config.suiteCommand !== undefined ? { suiteCommand: config.suiteCommand } : {}));
  registerSessionBaselines(ctx, baselines);
  // After the baselines: the start run runs on the workspace they recorded.
  registerStartRun(ctx, closure, config, baselines);
  ctx.tools.register(createTestProbeTool(ctx, config));
  // The session's test_run that went on as a job: test_run attaches to it, test_closure_check shows it.
  const running = new RunningCalls();
  ctx.tools.register(createTestRunTool(ctx, config, closure, baselines, running));
  ctx.tools.register(createClosureCheckTool(config, closure, running));
  ctx.tools.register(createClosureReportTool(config, closure));
  registerGate(ctx, closure, config, baselines, running);
  if (config.preExisting === 'allow') registerUntouchedTracking(ctx, closure);
  ctx.on('agent/disposed', ({ agent }) => {
    closure.forget(agent.id);
    baselines.forget(agent.id);
  });
}
