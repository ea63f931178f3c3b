/**
 * last_failed and target for CTest: `ctest -R <regex>`, one anchored alternation of the failing
 * tests' names, `-R '^(core\.parse|io\.read)$'` (CTest matches -R against test names with
 * its own regular expressions, which take `\` escapes of the same characters). A `run`
 * failure's name (`stopped while running x`) names no test and selects nothing; `targets`
 * (the model's own -R patterns) replace the names when given.
 *
 * @module dsh-test-closure/runners/ctest/selection
 */
/** CTest names a run-level failure this way (src/runners/ctest/fold.ts); it selects no test. */
const RUN_FAILURE = /^stopped while running /;
/** `text` with CMake regular-expression metacharacters escaped. */
export function escapeCtestRegex(text) {
    return text.replace(/[.*+?^$()[\]\\|]/g, '\\$&');
}
/** The `-R` selection of `names`; undefined when none names a test. */
export function selectCtestTests(names, targets) {
    const tests = [...new Set(names.map((n) => n.trim()).filter((n) => n !== '' && !RUN_FAILURE.test(n)))];
    if (tests.length === 0)
        return undefined;
    const pattern = targets.length > 0 ? targets.join('|') : `^(${tests.map(escapeCtestRegex).join('|')})$`;
    return { flags: ['-R', pattern], operands: [], count: tests.length };
}
