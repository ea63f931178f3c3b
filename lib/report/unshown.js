/** Whether the output shows that tests ran though it counts none: a package's `ok` line (go's plain output). */
export function packagesShownOk(result) {
    return result.unshown !== undefined && result.unshown.packagesOk > 0;
}
/** Whether the output shows a test run: one passed or failed, or a package's `ok` line where passing tests are not shown. */
export function showsTestsRan(result) {
    return result.summary.passed + result.summary.failed > 0 || packagesShownOk(result);
}
