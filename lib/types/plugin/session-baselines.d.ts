/**
 * When each session's baseline (closure/harness-baseline.ts) is taken and found again.
 *
 * The earliest host event a plugin can use is `agent/session-start`: it fires when an agent is
 * created for a session (`startup`) or resumed (`resume`), before its first step. There the
 * baseline is captured (a new session) or loaded from the state directory (a resumed one, or
 * captured if none is stored: the session began before the plugin was installed), and any
 * replay a crashed process left half-done is undone first (closure/harness-swap.ts). Each
 * step waits for that (`agent/pre-step`), so no tool call of the model runs before the
 * baseline is on disk. A session first seen by `test_run` (an agent the event missed) gets
 * its baseline then, marked `first-run`.
 *
 * The workspace fingerprint taken at the start is kept in memory too: it tells the gate which
 * files a session changed when it never ran the tests (`checks.editsNeedRun`).
 *
 * @module dsh-test-closure/plugin/session-baselines
 */
import type { Context } from '@deepseek-ai/cordis';
import type { Agent } from '@deepseek-ai/dsh-agent';
import { type HarnessBaseline } from '../closure/harness-baseline.ts';
import { type Fingerprint } from '../workspace/fingerprint.ts';
import { type CallPlanner } from '../call/planner.ts';
/** A session's baseline, where it is stored, and the workspace as the session found it. */
export interface SessionBaseline {
    baseline: HarnessBaseline;
    /** The session's state directory. */
    dir: string;
    /** The fingerprint at session start; absent for a resumed session (an earlier process saw the start). */
    start?: Fingerprint;
}
type SessionAgent = Pick<Agent, 'id' | 'session'>;
export declare class SessionBaselines {
    #private;
    /** The plugin instance's planner: the session's suite, its start run and every test_run plan through it. */
    readonly planner: CallPlanner;
    constructor(ctx: Context, stateDir: string | undefined, planner?: CallPlanner);
    /** The session's state directory. */
    dirOf(sessionId: string): string;
    /** At `agent/session-start`: a new session's baseline is captured, a resumed one's found. */
    begin(agent: SessionAgent, source: string): void;
    /** Resolves once the session's baseline is taken (or failed); immediate for an unknown session. */
    ready(sessionId: string): Promise<void>;
    /** The session's baseline, taken now when the start event was missed. */
    of(agent: SessionAgent): Promise<SessionBaseline | undefined>;
    /** Undoes a half-done replay of the session, if a crash left one. */
    recover(sessionId: string): void;
    forget(sessionId: string): void;
}
/** Takes every session's baseline at its start, and holds its first step until it is on disk. */
export declare function registerSessionBaselines(ctx: Context, baselines: SessionBaselines): void;
export {};
