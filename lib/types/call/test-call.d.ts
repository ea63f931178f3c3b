import { type HarnessBaseline } from '../closure/harness-baseline.ts';
import type { GateChecks } from '../closure/checks.ts';
import type { LoopPolicy } from '../closure/policy.ts';
import { type CallRuns } from '../closure/run-call.ts';
import type { ClosureStore, SessionClosure } from '../closure/state.ts';
import { type SuiteMatch } from '../closure/suite.ts';
import { type CommandPlan } from '../planning/plan.ts';
import type { Failure } from '../report/types.ts';
import type { RunnerKind } from '../report/kinds.ts';
import type { FinishedRun } from '../run/result.ts';
import type { Fingerprint } from '../workspace/fingerprint.ts';
import type { CallPlanner } from './planner.ts';
import { type ExecutePort } from './run-plan.ts';
import type { RunRecord } from './record.ts';
/** What the model or the user asked for. */
export interface CallArgs {
    framework?: RunnerKind;
    target?: string;
    lastFailed?: boolean;
    command?: string;
    package?: string;
    /** `false`: the whole suite at once, even after a red run. */
    failuresFirst?: boolean;
    timeoutMs?: number;
    /** The runs go to a background job: something else may write while they run. */
    background?: boolean;
}
/** A session's baseline, where it is stored, and the workspace as the session found it (plugin/session-baselines.ts). */
export interface SessionBaselineRef {
    baseline: HarnessBaseline;
    /** The session's state directory. */
    dir: string;
    /** The fingerprint at session start; absent for a resumed session. */
    start?: Fingerprint;
}
/** The plugin's session of a call. */
export interface CallSession {
    /** The session's id; absent for an agentless call, which is recorded nowhere. */
    id?: string;
    /** The session's closure state (an empty one for an agentless call). */
    state: SessionClosure;
    /** Where the state is kept; absent for an agentless call. */
    store?: ClosureStore;
    baseline?: SessionBaselineRef;
    /** The agent's turn (0 when none is known). */
    turn: number;
    /** Another job of the session is running: it could write while the tests run. */
    otherJobsRunning: boolean;
}
/** The CLI's previous run in the directory: its failures re-run first when it was this suite's. */
export interface PreviousRun {
    command?: string;
    framework?: string;
    failures: readonly Failure[];
}
/** What the call's host supplies besides running processes. */
export interface CallPorts {
    /** The workspace fingerprint (workspace/fingerprint.ts). */
    fingerprint(): Promise<Fingerprint>;
    /** Notes naming where a run's full output is kept (the host's spill store); none without one. */
    references?(finished: FinishedRun): Promise<string[]>;
    /** The host's log, for what the user should find there. */
    log?(line: string): void;
}
/** The call's settings, the deployment's. */
export interface CallSettings {
    planner: CallPlanner;
    /** Where the suite's durations are kept (closure/suite-durations.ts); none recorded without it. */
    stateDir?: string;
    policy: LoopPolicy;
    checks: GateChecks;
    defaultTimeoutMs: number;
    tailChars: number;
}
export interface CallInput {
    root: string;
    args: CallArgs;
    settings: CallSettings;
    ports: CallPorts;
    /** The plugin's session; absent for the CLI. */
    session?: CallSession;
    /** The CLI's previous run; ignored with a session (its state knows the last run). */
    previous?: PreviousRun;
}
/** A prepared call: its plan, what it is against the suite, and its two remaining steps. */
export interface PreparedCall {
    /** The workspace root the call runs in. */
    root: string;
    plan: CommandPlan;
    match: SuiteMatch;
    /** Runs the call's loop (and the baseline replay) through `port`. */
    run(port: ExecutePort): Promise<CallRuns>;
    /** Judges and records what the runs came to. */
    record(runs: CallRuns, jobId?: string): Promise<RunRecord>;
    /**
     * The call went on as a job while its runs run (its host answered before they ended): from
     * now on something else may write while they run, so they are no longer alone, and the run is
     * no longer the workspace as the session found it.
     */
    handOver(): void;
    /** The workspace when the call started (with a session). */
    startFingerprint?: Fingerprint;
}
/** Prepares one call: probe, request, plan, suite, start, loop. Throws the planner's model-visible errors. */
export declare function prepareCall(input: CallInput): Promise<PreparedCall>;
