import { type AcceptedReport, type RecordedRun, type SessionClosure, type UnresolvedMarker } from './state.ts';
/** The `meta.kind` that marks a logged test_run result. */
export declare const RUN_META_KIND = "dsh-test-closure/run";
/** What test_run logs as `meta`: a RecordedRun without its turn (the event carries it). */
export type RunMeta = Omit<RecordedRun, 'turn'> & {
    kind: typeof RUN_META_KIND;
};
/** What this plugin's notices carry in their message `source`, beside the host's fields. */
export type NoticeRecord = {
    kind: 'intercept';
} | {
    kind: 'unresolved';
    unresolved: UnresolvedMarker;
} | {
    kind: 'background-run';
    run: RunMeta;
}
/** An accepted test_closure_report, logged by the gate: a review, or the unresolved marker with its reason. */
 | {
    kind: 'report';
    report: AcceptedReport;
};
interface LoggedEvent {
    type: string;
    data?: unknown;
}
/** The meta a logged run carries. */
export declare function runMetaOf(run: RecordedRun): RunMeta;
/**
 * Replays `events` into a fresh state, applying the same transitions as the live store.
 * @param maxRounds the current config's budget, for round-1 logs: a turn that used it while red and ended is marked unresolved.
 */
export declare function replayClosure(events: readonly LoggedEvent[], maxRounds: number): SessionClosure;
export {};
