/**
 * The model-visible words of an accepted `test_closure_report` (closure/report.ts). Pinned in
 * docs/model-visible-text.md and by tests.
 *
 * @module dsh-test-closure/render/report
 */
export interface ReportAcceptedValue {
    accepted: boolean;
    outcome: 'review' | 'unresolved';
    reason: string;
    tests: string[];
}
export declare function reportAcceptedText(value: ReportAcceptedValue): string;
