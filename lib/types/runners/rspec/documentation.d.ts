/**
 * Reads the tree RSpec's documentation formatter prints while examples run, into every example
 * by name (RSpec's full description, what `-e` and the JSON formatter name) and outcome.
 *
 * The formatter prints a group's title at two spaces per nesting level, and under it each
 * example's title one level deeper, with ` (FAILED - 3)` after a failed one (the number of its
 * block under `Failures:`) and ` (PENDING: reason)` after a pending or skipped one. A line is a
 * group when the next line of the tree is deeper, else an example.
 *
 * A full description is the group titles and the example title joined by spaces, but for one
 * rule of RSpec's: a group whose first argument is a class or module (`describe Calc`) joins a
 * child group whose title starts with `#`, `.` or `::` without the space (`Calc#add`). The tree
 * shows titles only, so `describe 'Calc'` and `describe Calc` look the same: where a failing
 * example under such a junction shows the join (its name on the rerun list), that decides;
 * otherwise a title that reads as a constant (`Calc`, `Net::HTTP`) is taken for a class.
 *
 * The tree is all or nothing: lines a test printed among it, a title spanning lines, a depth
 * that skips a level, or outcomes that do not account for the summary line's counts and the
 * rerun list's names (in their order) make it no list.
 *
 * @module dsh-test-closure/runners/rspec/documentation
 */
import type { ListedTests } from '../../report/types.ts';
/** What the run's own summary and rerun list say, which the tree must account for. */
export interface RSpecTotals {
    passed: number;
    failed: number;
    pending: number;
    /** The rerun list's names, in order (the failure blocks' order, the `FAILED - n` order). */
    failing: readonly string[];
}
/**
 * The examples the tree `lines` (its lines in order, blank lines and RSpec's own blocks left
 * out) lists, when they account for `totals`; undefined otherwise.
 */
export declare function readDocumentationTree(lines: readonly string[], totals: RSpecTotals): ListedTests | undefined;
