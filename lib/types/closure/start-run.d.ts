import type { Failure } from '../report/types.ts';
import { type Fingerprint } from '../workspace/fingerprint.ts';
import type { KeptFacts } from '../run/run-facts.ts';
import type { RedPolicy } from './policy.ts';
import { type SessionClosure } from './state.ts';
import type { Blocker } from './verdict.ts';
/** What `running` lists while the session-start run has not settled. */
export declare const START_RUN_LABEL = "session-start run";
/** The session-start run as recorded. */
export interface StartRunRecord extends Omit<KeptFacts<'start'>, 'status'> {
    /** The runner kind the suite was planned for. */
    runner: string;
    /** A run status, `error` when the command could not start. */
    status: string;
    /** Its failing tests (and file/run errors), at most {@link MAX_RECORDED_FAILURES}. */
    failures: Pick<Failure, 'kind' | 'name'>[];
    failureCount: number;
    /** Nothing but the run could have shaped its result: it is the workspace as the session found it. */
    asFound: boolean;
    /** Code or harness files that changed while it ran, or `tool` when a tool that can write ran: why it is not as found. */
    shapedBy?: string[] | 'tool';
}
/** Stores the record in the session's state directory. */
export declare function saveStartRun(dir: string, record: StartRunRecord): void;
/** The stored record, or undefined when there is none (or it is unreadable). */
export declare function loadStartRun(dir: string): StartRunRecord | undefined;
/** Code and harness files that differ between the session-start fingerprint and the one the run left. */
export declare function shapedFiles(start: Fingerprint, after: Fingerprint): string[];
/**
 * Applies a settled start run to the session's state: recorded for the closure check and,
 * when it is the workspace as found and its report is whole, the session's start failures
 * and (under `preExisting: 'allow'`) its pre-existing failures. What an earlier run of the
 * session already established is kept: both describe the same start.
 */
export declare function applyStartRun(state: SessionClosure, record: StartRunRecord, preExisting: RedPolicy): void;
/** True when the session-start run was red on the workspace as found. */
export declare function startRunRed(record: StartRunRecord): boolean;
/**
 * The closure check's blocker from the session-start run: with no test_run recorded in the
 * session, a start run that was red on the workspace as found. None otherwise (the last
 * recorded run decides, or the start is unknown).
 */
export declare function startRunBlockers(state: SessionClosure | undefined): Blocker[];
/** Bounds a run's failures for the record. */
export declare function recordedFailures(failures: readonly Failure[]): Pick<Failure, 'kind' | 'name'>[];
