/**
 * Under `preExisting: 'allow'`: fingerprints a new session's workspace when the session
 * starts, before its first step, so the first test runs can tell whether the model has
 * changed anything yet (closure/baseline.ts); and ends that untouched state at the first call
 * of a tool that can write. The fingerprint sees only what the walk sees, while a shell
 * command can write anywhere (a dependency in `node_modules`), so every tool but the
 * read-only ones counts as an edit. test_run judges its own runs.
 *
 * The first step waits for the fingerprint: no tool call can run before it, so nothing the
 * model does is mistaken for the workspace as it was. Only a session started fresh (`startup`,
 * nothing recorded, no tool result in its log) is tracked: a resumed one may have been edited
 * in an earlier process.
 *
 * @module dsh-test-closure/plugin/untouched
 */
import type { Context } from '@deepseek-ai/cordis';
import { beginUntouched, endUntouched } from '../closure/baseline.ts';
import type { ClosureStore } from '../closure/state.ts';
import { fingerprintWorkspace } from '../workspace/fingerprint.ts';
import { workspaceRootFor } from './shell-run.ts';

/**
 * Tools that cannot write to the workspace: the host's readers and searchers, job and goal
 * readers, the question to the user, and this plugin's own. Any other tool ends the state.
 */
export const READ_ONLY_TOOLS: ReadonlySet<string> = new Set(['read', 'read_image', 'glob', 'grep', 'job_output', 'job_list', 'get_goal', 'ask_user_question', 'test_probe', 'test_closure_check', 'test_run']);

export function registerUntouchedTracking(ctx: Context, closure: ClosureStore): void {
  const fingerprinting = new Map<string, Promise<void>>();
  ctx.on('agent/session-start', ({ agent, source }) => {
    if (source !== 'startup') return;
    const state = closure.of(agent);
    if (state.lastRun !== undefined || agent.session.events.some((e) => e.type === 'tool/result')) return;
    const root = workspaceRootFor(ctx, { agent });
    const done = fingerprintWorkspace(root)
      .then((fingerprint) => beginUntouched(state, fingerprint.digest))
      .finally(() => fingerprinting.delete(agent.id));
    fingerprinting.set(agent.id, done);
  });
  ctx.on('tools/execute', async (exec, next) => {
    if (exec.agent && !READ_ONLY_TOOLS.has(exec.name)) {
      const state = closure.get(exec.agent.id);
      if (state) endUntouched(state);
    }
    return next();
  });
  ctx.on('agent/pre-step', async ({ agent }, next) => {
    const pending = fingerprinting.get(agent.id);
    if (pending) await pending;
    return next();
  });
}
