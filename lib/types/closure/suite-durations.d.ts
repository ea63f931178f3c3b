import type { ExpectedDuration } from '../planning/expected-duration.ts';
import type { RunOutcome } from '../run/result.ts';
export type { ExpectedDuration } from '../planning/expected-duration.ts';
/** Durations kept per runner and command: enough for a median that one odd run does not move, recent enough to follow the suite as it grows. */
export declare const KEPT_RUNS = 5;
/** Runner-and-command entries kept per workspace root (a session may run a few verbatim suite commands). */
export declare const KEPT_COMMANDS = 16;
/** A command longer than this is not recorded (it would make the file large; no planned command comes near it). */
export declare const MAX_COMMAND_CHARS = 4096;
/** A history not written for this long is removed: its workspace was moved, deleted or left alone. */
export declare const DURATIONS_MAX_AGE_MS: number;
/** Which suite: the directory its command runs in, the runner the plan runs, and the exact command. */
export interface SuiteKey {
    root: string;
    runner: string;
    command: string;
}
/** One complete whole-suite run (see the module's contract). */
export interface SuiteRun extends SuiteKey {
    /** How long it ran, in milliseconds. */
    durationMs: number;
    /** When it ended, in ms since the epoch. */
    at: number;
}
/**
 * The run ran the whole of what it planned to its end: the runner printed its summary, and it
 * was neither timed out nor aborted nor narrowed. Whether its command was the plain
 * whole-suite command (not a target, failures first or a re-run of failures) is the caller's
 * to know; both must hold for {@link recordSuiteDuration}.
 */
export declare function ranToItsEnd(outcome: Pick<RunOutcome, 'summarySeen' | 'timedOut' | 'status' | 'narrowed'>): boolean;
/**
 * Records one complete whole-suite run (the caller decides it was one: see the module's
 * contract). Never throws; a run with a duration that is not a finite non-negative number,
 * or a command over {@link MAX_COMMAND_CHARS}, is not recorded.
 */
export declare function recordSuiteDuration(stateDir: string, run: SuiteRun): void;
/**
 * The usual duration of a whole-suite command in `root`: the median of its kept runs, and how
 * many they are; undefined when none is recorded (or the history cannot be read).
 *
 * The median, not the mean or the last run: one odd run (a cold cache, a loaded machine, a
 * first run compiling everything) does not move it, and with {@link KEPT_RUNS} runs kept it
 * still follows a suite that grows or gets faster within a few runs. With an even number of
 * runs it is the mean of the middle two.
 */
export declare function expectedSuiteDuration(stateDir: string, suite: SuiteKey): ExpectedDuration | undefined;
