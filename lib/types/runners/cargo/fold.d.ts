/**
 * Folds `cargo test` line records ({@link CargoRecord}) into counts and failures.
 *
 * A run is one section per test binary, from its `running N tests` to the next one. libtest
 * shows a test's captured output in its `---- name stdout ----` block (under `failures:`,
 * or `successes:` with --show-output), where any line may be an imitation, so positions decide:
 * a section's totals are its last `test result:` line, its failing tests the names listed
 * after its last `failures:` line before that (4-space indented), and a failing test's message
 * comes from its own block, and so do its location and detail (src/runners/cargo/context.ts).
 *
 * Counts: the `test result:` lines, summed: passed (+ measured benchmarks), failed, ignored as
 * skipped. Names are libtest's (`tests::adds`, a doc-test's `src/lib.rs - double (line 5)`).
 * A crate that did not compile (`error: could not compile `x``) is a `kind: 'file'` failure
 * named by the crate, with the first compiler error as its message, not counted. A section cut
 * off before its totals (a run stopped at a timeout) counts its result lines; the tests its
 * `running N tests` announced with no result line are `unfinished`, counted in no category,
 * and those libtest's `test x has been running for over 60 seconds` line names with no result
 * after it are `running`.
 * Listed (`tests`): each section's `test x ... ok|ignored` lines before its first captured-output
 * block or `failures:`/`successes:` line, when they account for every section's totals (`-q`
 * prints dots: no list).
 *
 * @module dsh-test-closure/runners/cargo/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { CargoRecord } from './records.ts';
/**
 * Folds the records of one `cargo test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldCargo(records: readonly CargoRecord[], lines: Lines): Folded;
