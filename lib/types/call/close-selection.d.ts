import type { CommandPlan } from '../planning/plan.ts';
import type { FinishedRun, RunSelection } from '../run/result.ts';
import type { EnvironmentRecord } from '../workspace/environment.ts';
import { type Fingerprint } from '../workspace/fingerprint.ts';
import type { HarnessBaseline } from '../closure/harness-baseline.ts';
import type { CloseChoice } from '../closure/loop.ts';
import type { SessionClosure } from '../closure/state.ts';
import { type TestInputs } from '../workspace/test-inputs.ts';
export interface CloseContext {
    stateDir: string;
    session: string;
    root: string;
    plan: CommandPlan;
    /** The environment now, signed once per call. */
    environment(): EnvironmentRecord;
}
/** `make`'s value, made at the first call (the environment is signed once per call). */
export declare function once<T>(make: () => T): () => T;
/** Inputs and environment worked out for a call, reused when its run is recorded. */
export interface CloseFacts {
    inputs: TestInputs;
    units: string[];
    environment: string;
    unit: RunSelection['unit'];
}
/**
 * Chooses what the close runs (called after failures first passed, before the whole suite):
 * some files, or the whole suite with its reason. Undefined where selection does not apply
 * (no note: the call runs the whole suite as it always has).
 */
export declare function chooseClose(context: CloseContext, fingerprint: Fingerprint | undefined, session: Pick<SessionClosure, 'failedFiles' | 'failedTests'>, planFiles: (files: string[]) => Promise<CommandPlan>): {
    choose(): Promise<CloseChoice | undefined>;
    facts(): CloseFacts | undefined;
} | undefined;
/**
 * Records a complete run of the suite in the pass record: `ran` its units (every unit for a
 * whole-suite run). A run that cannot say which file failed drops the record.
 */
export declare function recordClose(context: CloseContext, start: Fingerprint, finished: FinishedRun, ran: readonly string[] | 'all', known: CloseFacts | undefined): void;
/**
 * The baseline replay by the same rule (closure/harness-replay.ts `narrow`): the replay runs the
 * tests as they were at session start on the current code, so its passes last too, while the
 * code they read does not change. Its own record, in the session's directory, holds the passes
 * of the session-start test files: every replay's, and those of a complete run of the suite
 * while the harness was as the session found it (then the suite run *is* the session-start
 * tests). Only code is compared: the harness a replay runs is always the session-start one.
 * For runners whose unit is a test file; undefined otherwise (go's replay runs the whole suite).
 */
export declare function replaySelection(context: CloseContext, sessionDir: string, baseline: Pick<HarnessBaseline, 'files'>, fingerprint: Fingerprint): {
    /** What the replay of `scope` still has to run: the session-start test files whose replay pass no longer holds. */
    narrow(scope: {
        files: string[];
    } | "suite"): {
        files: string[];
        held: number;
    } | undefined;
    /** Reads the session-start test files' inputs on the swapped-in workspace, before the replay runs. */
    scanSwapped(): Promise<void>;
    /** Records what the replay ran. */
    replayed(finished: FinishedRun, files: string[] | undefined): void;
    /** Records a complete run of the suite on the harness as the session found it: its passes are the session-start tests'. */
    ranAsFound(start: Fingerprint, finished: FinishedRun, ran: readonly string[] | "all", facts: CloseFacts | undefined): void;
} | undefined;
