/**
 * The line records `grammars/uvu.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link UvuRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/uvu/records
 */

export type UvuRecord =
  /** `   FAIL  <suite>  "<test>"`; `text` is everything after `FAIL  `, ending in the quote. */
  | { kind: 'fail'; text: string }
  /** `  Total:     N`, `  Passed:    N`, `  Skipped:   N`. */
  | { kind: 'total' | 'passed' | 'skipped'; n: number }
  /** `  Duration:  4.72ms`. */
  | { kind: 'duration'; ms: number }
  /** A line ending in a suite run's `  (passed / total)`. */
  | { kind: 'suiteEnd'; passed: number; total: number }
  /** `    at …`: a stack frame (shared record). */
  | { kind: 'frame' }
  /** A line ending in `Exiting early before testing is finished.` (shared record). */
  | { kind: 'exitingEarly' }
  /** A line starting with `• ` / `✘ ` marks, not ending a suite run (shared record). */
  | { kind: 'marks' }
  | { kind: 'blank' }
  /** Any other line (shared record); its text is the input's line at the record's index. */
  | { kind: 'unknown' };
