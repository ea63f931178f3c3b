/**
 * last_failed and target selection for Minitest: the failing tests' `Class#name`s as one
 * anchored `-n` pattern, `-n '/^(?:CalcTest#test_adds|Tree::root#test_0001_counts leaves)$/'`.
 *
 * Minitest reads `-n /re/` as a Ruby regular expression and runs each test whose method name or
 * `Class#method` matches it; one `-n` only (a later one replaces it), so all names go in one
 * alternation. The escaping is JavaScript's, which Ruby reads alike (`\.`, `\(`, `\#` …), and a
 * character outside ASCII is written `\u{e9}`: Ruby tags a command-line argument with the
 * locale's encoding, and under a C locale a name's UTF-8 bytes would match nothing. A
 * file that failed to load (its path) and a run failure select no test: they come back on any
 * run that loads the files. Operands stay the model's targets (test files), or the planned
 * whole-suite files when none.
 *
 * The pattern is one argument for `ruby -Itest … -n <pattern>`. Rake's TestTask pastes TESTOPTS
 * into a shell command unquoted, where a pattern's spaces, `|` and parentheses would be the
 * shell's: a selected re-run is planned as `ruby -Itest` over the test files, not `rake test`.
 *
 * @module dsh-test-closure/runners/minitest/selection
 */
import { escapeRegExp } from "../regexp.js";
/** `Class#test_x`, `Outer::inner#test_0001_does a thing`: Minitest runs only methods named `test_…`. */
const TEST_NAME = /#test_/;
/** The `-n` selection of `names`; undefined when none names a test. */
export function selectMinitestTests(names, targets) {
    const tests = [];
    for (const raw of names) {
        const name = raw.trim();
        if (TEST_NAME.test(name) && !tests.includes(name))
            tests.push(name);
    }
    if (tests.length === 0)
        return undefined;
    return { flags: ['-n', `/^(?:${tests.map((t) => asciiOnly(escapeRegExp(t))).join('|')})$/`], operands: [...targets], count: tests.length };
}
/** `é` -> `\u{e9}`: a Ruby regular expression's escape for every character outside ASCII. */
function asciiOnly(pattern) {
    return pattern.replace(/[^\x00-\x7f]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
}
