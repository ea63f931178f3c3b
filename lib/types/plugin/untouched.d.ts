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
import type { ClosureStore } from '../closure/state.ts';
/**
 * Tools that cannot write to the workspace: the host's readers and searchers, job and goal
 * readers, the question to the user, and this plugin's own. Any other tool ends the state.
 */
export declare const READ_ONLY_TOOLS: ReadonlySet<string>;
export declare function registerUntouchedTracking(ctx: Context, closure: ClosureStore): void;
