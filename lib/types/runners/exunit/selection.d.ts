/**
 * Selection in `mix test`'s own dialect.
 *
 * - target: a test file, a directory of them, or `file:line` (the test or describe block at
 *   that line), as operands of `mix test`.
 * - last_failed: ExUnit's tag filters, one `--only` per failure: a test's `test` tag is its
 *   name without the module (`--only 'test:test add/2 adds'` for the failure
 *   `test add/2 adds (CalcTest)`), a module whose setup_all failed is selected by its `module`
 *   tag (`--only module:OtherTest`), and several `--only` filters select the union. A test file
 *   that did not compile is selected by its path as an operand. The filters run over the whole
 *   suite (a failure name holds no file), or over the model's own targets; a test of the same
 *   name in another module runs too.
 *
 * mix's own `mix test --failed` re-runs what the manifest of the previous `mix test` in the
 * same MIX_ENV recorded (`_build/test/lib/<app>/.mix/.mix_test_failures`), not the failures the
 * plugin read; it is not used.
 *
 * @module dsh-test-closure/runners/exunit/selection
 */
/** The test name and module of a failure title; undefined when `name` is not one. */
export declare function splitExunitTitle(name: string): {
    test: string;
    module: string;
} | undefined;
/** The `mix test` selection of the failures `names`; undefined when none names a test, module or file. */
export declare function selectExunitTests(names: readonly string[], targets: readonly string[]): {
    flags: string[];
    operands: string[];
    count: number;
} | undefined;
