/** Failing test names of the previous `run` in `dir`; empty when there is none. */
export declare function readLastFailed(dir: string): string[];
/** Records the failing names of this run; a failure to write only loses --last-failed. */
export declare function writeLastFailed(dir: string, failing: string[]): void;
