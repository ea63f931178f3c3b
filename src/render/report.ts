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

export function reportAcceptedText(value: ReportAcceptedValue): string {
  return value.outcome === 'review'
    ? `test_closure_report accepted (${value.reason}) as a test-change review: this turn may end; the user sees the review. The suite is not verified.`
    : `test_closure_report accepted (${value.reason}): this turn may end; the session is marked unresolved and the user sees your reason.`;
}
