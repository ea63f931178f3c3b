/**
 * Line records returned by the generated node:test grammars (`grammars/node-tap.peggy`,
 * `grammars/node-spec.peggy`). Types only, no runtime code: each grammar's header names its union
 * ({@link TapRecord}, {@link SpecRecord}), so its generated `parse` returns it.
 *
 * Invariant of both grammars: `Report` returns exactly one record per input line, in order, so
 * record `i` describes line `i` of the normalized text (the folds rely on this to read raw text
 * of YAML blocks and error details).
 *
 * @module dsh-test-closure/runners/node-test/records
 */

/**
 * One line of TAP reporter output. `indent` is the count of leading spaces; `text` of comments
 * excludes it. Blank, unknown, YAML key and YAML end lines are one shared record per kind.
 */
export type TapRecord =
  | { kind: 'version'; version: number }
  | { kind: 'subtest'; indent: number; name: string }
  | { kind: 'point'; indent: number; ok: boolean; id: number; name: string; directive: string | null }
  | { kind: 'plan'; indent: number; count: number }
  | { kind: 'counter'; key: string; value: number }
  | { kind: 'comment'; indent: number; text: string }
  | { kind: 'yamlStart'; indent: number }
  | { kind: 'yamlEnd' }
  /** `key: value` at any indentation: the fold reads YAML blocks from the raw lines. */
  | { kind: 'yamlKey' }
  | { kind: 'blank' }
  | { kind: 'unknown' };

/** Which result symbol a spec line starts with: ✔ pass, ✖ fail, ﹣ skip, ⚠ failing todo (Node 24). */
export type SpecSymbol = 'pass' | 'fail' | 'skip' | 'todoFail';

/** One line of spec (or dot) reporter output. */
export type SpecRecord =
  | { kind: 'failingHeader' }
  | { kind: 'result'; indent: number; symbol: SpecSymbol; name: string; durationMs: number | null; directive: string | null }
  | { kind: 'suiteStart'; indent: number; name: string }
  | { kind: 'counter'; key: string; value: number }
  | { kind: 'info'; indent: number; text: string }
  | { kind: 'location'; file: string; line: number; column: number }
  | { kind: 'dotHeader' }
  | { kind: 'dotMarks'; passed: number; failed: number }
  | { kind: 'blank' }
  /** Any other line; its text is the input's line at the record's index. */
  | { kind: 'unknown' };
