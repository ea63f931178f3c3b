import type { RunOutcome, RunSelection } from '../run/result.ts';
import type { EnvironmentRecord } from '../workspace/environment.ts';
import type { TestInputs } from '../workspace/test-inputs.ts';
import type { PassRecord } from './pass-record.ts';
/** What the close runs: some test files, the whole suite and why, or the whole suite as the first run of the suite (nothing to say). */
export type Selection = {
    kind: 'select';
    units: string[];
    reused: number;
    unit: RunSelection['unit'];
    since: string;
} | {
    kind: 'whole';
    reason: string;
} | {
    kind: 'first';
};
export interface SelectInput {
    record: PassRecord | undefined;
    /** The session asking. */
    session: string;
    /** The workspace files now (relative path → signature). */
    signatures: ReadonlyMap<string, string>;
    environment: string;
    /** The suite's test files (go: package directories) now. */
    units: readonly string[];
    inputs: TestInputs;
    /** Test files that held a failure this session: they run. */
    failedThisSession: readonly string[];
    unit: RunSelection['unit'];
}
/** Decides what a close runs. */
export declare function selectClose(input: SelectInput): Selection;
/** The note a selective close's run carries: `verifies the suite: 12 test files re-run; 288 unchanged since their pass in run 3` (green). */
export declare function selectionNote(selection: Extract<Selection, {
    kind: 'select';
}>, green: boolean): string;
/** The audit's note: the whole suite ran after a green selective close, and agrees or not. */
export declare function auditNote(whole: Pick<RunOutcome, 'status' | 'failures'>): string;
/** The audit's note of a miss: the whole suite failed where a selection passed. */
export declare function isAuditMiss(note: string): boolean;
/** The note of a close that ran the whole suite: `ran the whole suite: <reason>`. */
export declare function wholeSuiteNote(reason: string): string;
/**
 * The digest of the environment a pass holds in: what is installed, and the variables the
 * process sees. `restored` leaves out the install records a baseline replay puts back as they
 * were (a `package.json` in the harness): the replay's environment does not hold them as now.
 */
export declare function environmentDigest(environment: EnvironmentRecord, variables: NodeJS.ProcessEnv, restored?: (path: string) => boolean): string;
/** The unit a test file is in: the test file itself, or go's package directory. */
export declare function unitOfFile(file: string, unit: RunSelection['unit']): string;
export interface RecordInput {
    previous: PassRecord | undefined;
    root: string;
    runner: string;
    command: string;
    session: string;
    environment: string;
    /** The workspace files when the run started. */
    signatures: ReadonlyMap<string, string>;
    /** The units the run ran: every unit for a whole-suite run. */
    ran: readonly string[];
    /** Every unit of the suite now (a selective run's others keep their passes). */
    units: readonly string[];
    inputs: TestInputs;
    /** The units the run's failures are in; undefined when a failure's unit is not known (a failure with no file, an error of the whole run). */
    failing: readonly string[] | undefined;
    unit: RunSelection['unit'];
}
/**
 * The record after a run of the suite, or undefined when the run cannot say which file failed
 * (a failure with no file, or in a file that is no unit it ran, or an error of the whole run):
 * then no pass stands.
 */
export declare function nextPassRecord(input: RecordInput): PassRecord | undefined;
