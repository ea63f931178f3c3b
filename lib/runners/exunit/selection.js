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
/** `test add/2 adds (CalcTest)`: the test's name and its module. */
const TITLE = /^(.+) \(([^\s()]+)\)$/su;
/** An Elixir module alias, as a setup_all failure is named. */
const MODULE = /^[\p{Lu}][\p{L}\p{N}_]*(?:\.[\p{Lu}][\p{L}\p{N}_]*)*$/u;
/** A test file, as a compile error is named. */
const TEST_FILE = /^[^\s-][^\s]*\.exs$/;
/** The test name and module of a failure title; undefined when `name` is not one. */
export function splitExunitTitle(name) {
    const m = TITLE.exec(name);
    return m === null || !MODULE.test(m[2]) ? undefined : { test: m[1], module: m[2] };
}
/** The `mix test` selection of the failures `names`; undefined when none names a test, module or file. */
export function selectExunitTests(names, targets) {
    const filters = [];
    const files = [];
    let count = 0;
    for (const raw of names) {
        const name = raw.trim();
        const title = splitExunitTitle(name);
        const filter = title !== undefined ? `test:${title.test}` : MODULE.test(name) ? `module:${name}` : undefined;
        if (filter !== undefined) {
            if (!filters.includes(filter))
                filters.push(filter);
            count++;
        }
        else if (TEST_FILE.test(name)) {
            if (!files.includes(name))
                files.push(name);
            count++;
        }
    }
    if (count === 0)
        return undefined;
    // A file's operand alone would keep the filtered tests' files from running: with filters, the
    // whole suite loads (a file that does not compile stops it there anyway).
    const operands = targets.length > 0 ? [...targets] : filters.length > 0 ? [] : files;
    return { flags: filters.flatMap((f) => ['--only', f]), operands, count };
}
