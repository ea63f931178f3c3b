import { type AcceptedReport, type SessionClosure } from './state.ts';
import type { Blocker } from './verdict.ts';
/** The longest explanation kept (it is shown to the user whole). */
export declare const MAX_EXPLANATION_CHARS = 1000;
/** Tests one report may name. */
export declare const MAX_REPORTED_TESTS = 200;
/** What the model reports. */
export interface ReportInput {
    tests: readonly string[];
    reason: string;
    explanation: string;
}
/** The outcome of a report: accepted, with what it records, or rejected with the reason. */
export type ReportOutcome = {
    accepted: AcceptedReport;
} | {
    rejected: string;
};
/**
 * Judges one report for `turn` against the session's state and what blocks its last run now.
 * Pure: the caller records an accepted report (ClosureStore.acceptReport).
 */
export declare function judgeReport(state: SessionClosure, input: ReportInput, turn: number, blockers: readonly Blocker[]): ReportOutcome;
