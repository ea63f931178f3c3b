/**
 * last_failed for cargo: the failing tests' names as libtest filters with `--exact`, after
 * `--` (`cargo test --no-fail-fast --color never -- --exact tests::adds api_fails`): each
 * filter then runs exactly the test of that name, in whichever test binary has it. A target
 * stays before the `--` (cargo's own, e.g. `--lib` or `--test api`). A crate that did not
 * compile is named by the crate, which looks like a test name: its filter matches no test, and
 * the build fails again as it should.
 *
 * @module dsh-test-closure/runners/cargo/selection
 */
/** The `--exact` selection of `names`; undefined when none names a test. */
export declare function selectCargoTests(names: readonly string[], targets: readonly string[]): {
    flags: string[];
    operands: string[];
    count: number;
} | undefined;
