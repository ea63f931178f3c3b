import type { Failure } from '../report/types.ts';
/** A record not written for this long is removed: its project was moved, deleted or left alone. */
export declare const LAST_RUN_MAX_AGE_MS: number;
/**
 * Removes the records not written for {@link LAST_RUN_MAX_AGE_MS} (each run rewrites its own),
 * so one record per project ever run does not pile up. Best effort: a file that cannot be
 * read or removed stays.
 */
export declare function pruneLastRuns(now?: number): void;
/** What `run` remembers of its previous run in a directory. */
export interface LastRun {
    /** The planned whole-suite command of that run (a failures-first re-run records the suite's). */
    command?: string;
    /** The parser that read it: its failure names are in that runner's spelling. */
    framework?: string;
    /** Its failures (tests, and files that failed to load), with their files when known. */
    failures: Failure[];
}
/**
 * The previous `run` in `dir`; no failures when there is none. A record written before
 * failures were kept (names only) reads as test failures without files.
 */
export declare function readLastRun(dir: string): LastRun;
/** Records this run; a failure to write only loses --last-failed and failures first. */
export declare function writeLastRun(dir: string, run: LastRun): void;
