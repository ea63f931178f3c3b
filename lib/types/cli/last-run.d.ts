import type { Failure } from '../report/types.ts';
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
