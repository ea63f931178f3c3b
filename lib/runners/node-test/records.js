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
export {};
