/** True when a write to `path` during a run makes the run's verdict stale. */
export declare function countsAsRunWrite(path: string): boolean;
