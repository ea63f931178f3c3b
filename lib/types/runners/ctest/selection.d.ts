/**
 * last_failed and target for CTest: `ctest -R <regex>`, one anchored alternation of the failing
 * tests' names, `-R '^(core\.parse|io\.read)$'` (CTest matches -R against test names with
 * its own regular expressions, which take `\` escapes of the same characters). A `run`
 * failure's name (`stopped while running x`) names no test and selects nothing; `targets`
 * (the model's own -R patterns) replace the names when given.
 *
 * @module dsh-test-closure/runners/ctest/selection
 */
/** `text` with CMake regular-expression metacharacters escaped. */
export declare function escapeCtestRegex(text: string): string;
/** The `-R` selection of `names`; undefined when none names a test. */
export declare function selectCtestTests(names: readonly string[], targets: readonly string[]): {
    flags: string[];
    operands: string[];
    count: number;
} | undefined;
