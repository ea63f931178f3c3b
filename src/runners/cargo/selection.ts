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

/**
 * A libtest test name: a path without spaces (`tests::adds`, `api_fails`) or a doc-test's
 * `src/lib.rs - f (line 3)`; never one that starts with `-` (it would read as a flag).
 */
function isTestName(name: string): boolean {
  if (name === '' || name.startsWith('-')) return false;
  return !/\s/.test(name) || / - .+ \(line \d+\)$/.test(name);
}

/** The `--exact` selection of `names`; undefined when none names a test. */
export function selectCargoTests(names: readonly string[], targets: readonly string[]): { flags: string[]; operands: string[]; count: number } | undefined {
  const tests = [...new Set(names.map((n) => n.trim()))].filter(isTestName);
  if (tests.length === 0) return undefined;
  return { flags: [], operands: [...targets, '--', '--exact', ...tests], count: tests.length };
}
