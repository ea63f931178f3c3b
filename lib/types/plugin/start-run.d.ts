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
import type { ClosureStore } from '../closure/state.ts';
import type { Config } from './config.ts';
import type { SessionBaselines } from './session-baselines.ts';
export declare function registerStartRun(ctx: Context, closure: ClosureStore, config: Config, baselines: SessionBaselines): void;
