/**
 * Pre-existing failures: tests already failing before the session's first edit. Only tracked
 * under `preExisting: 'allow'` (closure/policy.ts).
 *
 * "Before the first edit" is told by the host's tool events and the freshness fingerprint,
 * never by what the model says. The workspace is fingerprinted when the session starts, and
 * stays *untouched* while
 * - its fingerprint has not changed (runners write their caches where the walk does not look:
 *   dot directories, `__pycache__`, `node_modules`), and
 * - no tool that can write has been called (anything but the read-only tools, plugin/untouched.ts,
 *   which also sees writes the walk cannot, e.g. into `node_modules`), and
 * - every test run since ran nothing the model shaped: no `command`, `target` or `framework`
 *   (a target can carry runner flags that write files), in the foreground with no other job
 *   running.
 * Anything else ends it for the rest of the session. The first whole-suite run with a complete
 * report that starts untouched, and is still untouched when it ends, establishes the baseline:
 * its failing tests, counted by name.
 *
 * @module dsh-test-closure/closure/baseline
 */
import type { Failure } from '../report/types.ts';
import type { RunScope } from './scope.ts';
import type { SessionClosure } from './state.ts';
/** Marks a new session's workspace as untouched, at the digest it has when the session starts. */
export declare function beginUntouched(state: SessionClosure, digest: string): void;
/** Ends the untouched state: something that may have written ran. */
export declare function endUntouched(state: SessionClosure): void;
/**
 * Whether a run starting now, on a workspace of digest `startDigest`, starts untouched. A
 * changed workspace ends the chain for good.
 */
export declare function startsUntouched(state: SessionClosure, startDigest: string): boolean;
/** What a finished run does to the chain and the baseline. */
export interface UntouchedRun {
    scope: RunScope;
    /** The request named no `command`, `target` or `framework`: the model shaped nothing the run ran. */
    plain: boolean;
    /** Foreground, with no other job of the session running: nothing but the run could write. */
    alone: boolean;
    /** The run's report is whole: its summary seen, not timed out, passed or failed. */
    complete: boolean;
    failures: readonly Failure[];
    /** The digest the run left. */
    afterDigest: string;
}
/** Failing tests counted by name. */
export declare function countByName(failures: readonly Failure[]): Map<string, number>;
/**
 * The baseline a run that started untouched establishes, if it does: a complete run of the
 * suite, alone, and the workspace still untouched when it ended (no tool that writes ran
 * meanwhile; the caller checks the state).
 */
export declare function baselineOf(run: UntouchedRun): Map<string, number> | undefined;
/**
 * After a run that started untouched (call after recording it): the workspace stays
 * untouched only if the model shaped nothing the run ran, nothing else could write, and the
 * run left the fingerprint as it was.
 */
export declare function continueUntouched(state: SessionClosure, run: UntouchedRun): void;
