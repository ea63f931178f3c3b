import { beginUntouched, endUntouched } from "../closure/baseline.js";
import { fingerprintWorkspace } from "../workspace/fingerprint.js";
import { workspaceRootFor } from "./shell-run.js";
/**
 * Tools that cannot write to the workspace: the host's readers and searchers, job and goal
 * readers, the question to the user, and this plugin's own. Any other tool ends the state.
 */
export const READ_ONLY_TOOLS = new Set(['read', 'read_image', 'glob', 'grep', 'job_output', 'job_list', 'get_goal', 'ask_user_question', 'test_probe', 'test_closure_check', 'test_run']);
export function registerUntouchedTracking(ctx, closure) {
    const fingerprinting = new Map();
    ctx.on('agent/session-start', ({ agent, source }) => {
        if (source !== 'startup')
            return;
        const state = closure.of(agent);
        if (state.lastRun !== undefined || agent.session.events.some((e) => e.type === 'tool/result'))
            return;
        const root = workspaceRootFor(ctx, { agent });
        const done = fingerprintWorkspace(root)
            .then((fingerprint) => beginUntouched(state, fingerprint.digest))
            .finally(() => fingerprinting.delete(agent.id));
        fingerprinting.set(agent.id, done);
    });
    ctx.on('tools/execute', async (exec, next) => {
        if (exec.agent && !READ_ONLY_TOOLS.has(exec.name)) {
            const state = closure.get(exec.agent.id);
            if (state)
                endUntouched(state);
        }
        return next();
    });
    ctx.on('agent/pre-step', async ({ agent }, next) => {
        const pending = fingerprinting.get(agent.id);
        if (pending)
            await pending;
        return next();
    });
}
