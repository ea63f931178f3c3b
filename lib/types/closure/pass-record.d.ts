declare const FORMAT = 1;
/** A record not written for this long is removed: its workspace was moved, deleted or left alone. */
export declare const PASSES_MAX_AGE_MS: number;
/** One test file's (go: package's) last result and its inputs then. */
export interface UnitPass {
    passed: boolean;
    /** The session and its run (1-based, counted in this record) that last ran it. */
    session: string;
    run: number;
    inputs: string[];
}
export interface PassRecord {
    format: typeof FORMAT;
    root: string;
    runner: string;
    command: string;
    environment: string;
    /** The session that last recorded, and how many runs it recorded. */
    session: string;
    runs: number;
    signatures: Record<string, string>;
    units: Record<string, UnitPass>;
    /** Why a unit's inputs cannot be known, per open unit. */
    open: Record<string, string>;
    global: string[];
}
export interface SuiteOf {
    root: string;
    runner: string;
    command: string;
}
/** The record of `suite`, or undefined when none is readable. */
export declare function readPassRecord(stateDir: string, suite: SuiteOf): PassRecord | undefined;
/** Writes the record (a failed write loses only it), and removes records left for a month. */
export declare function writePassRecord(stateDir: string, record: PassRecord): void;
/** Forgets the record of `suite`: a run of it that shows no file's result leaves no pass standing. */
export declare function dropPassRecord(stateDir: string, suite: SuiteOf): void;
export {};
