import { registerGate } from "./gate.js";
import { registerUntouchedTracking } from "./untouched.js";
import { PLUGIN_NAME } from "../report/names.js";
import { replayClosure } from "../closure/replay.js";
import { ClosureStore } from "../closure/state.js";
import { validateConfig } from "./config.js";
import { createClosureCheckTool } from "./tools/test-closure-check.js";
import { createTestProbeTool } from "./tools/test-probe.js";
import { createTestRunTool } from "./tools/test-run.js";
import { createClosureReportTool } from "./tools/test-closure-report.js";
import { registerSessionBaselines, SessionBaselines } from "./session-baselines.js";
import { registerStartRun } from "./start-run.js";
import { callPlanner } from "../call/planner.js";
import { RunningCalls } from "./running-calls.js";
export { Config } from "./config.js";
export const name = PLUGIN_NAME;
/** `sandboxPolicy`, `jobs` and `spillStore` are optional and read with `ctx.get` at call time. */
export const inject = ['tools', 'shell'];
export function apply(ctx, config) {
    validateConfig(config);
    if (!config.enabled)
        return;
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
    if (config.preExisting === 'allow')
        registerUntouchedTracking(ctx, closure);
    ctx.on('agent/disposed', ({ agent }) => {
        closure.forget(agent.id);
        baselines.forget(agent.id);
    });
}
