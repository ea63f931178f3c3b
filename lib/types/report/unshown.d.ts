/**
 * What a result whose output does not show every count ({@link UnshownCounts}) still shows.
 *
 * @module dsh-test-closure/report/unshown
 */
import type { Summary, UnshownCounts } from './types.ts';
/** Whether the output shows that tests ran though it counts none: a package's `ok` line (go's plain output). */
export declare function packagesShownOk(result: {
    unshown?: UnshownCounts;
}): boolean;
/** Whether the output shows a test run: one passed or failed, or a package's `ok` line where passing tests are not shown. */
export declare function showsTestsRan(result: {
    summary: Summary;
    unshown?: UnshownCounts;
}): boolean;
