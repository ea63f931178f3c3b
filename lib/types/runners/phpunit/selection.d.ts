/**
 * target and last_failed for PHPUnit: one `--filter` regular expression, anchored, that names
 * each failing test exactly: `--filter '/^(?:CalcTest::testAdd|MathTest::testAdd with data set #1)$/'`.
 * PHPUnit matches a filter against `Class::method` plus the data set's name (` with data set
 * #1`, ` with data set "name"`), which is how the parser names a test; a filter that is a
 * delimited regular expression is used as it is (a bare word is wrapped in `/…/i`).
 * A failure named by a class hook (`AfterClassTest::tearDownAfterClass`, counted as a test by
 * PHPUnit) selects its whole class, since the hook runs with the class's tests. A file that
 * failed to load is named by its path: it selects nothing, and the run it needs is the whole
 * suite's (or the model's targets).
 *
 * @module dsh-test-closure/runners/phpunit/selection
 */
/** Escapes PCRE metacharacters and the `/` delimiter, so `text` matches itself inside `/…/`. */
export declare function escapePcre(text: string): string;
/** The filter alternative that selects the test a failure name names; undefined for a name that is no test's. */
export declare function phpunitFilterOf(name: string): string | undefined;
/** The `--filter` selection of `names`; undefined when none names a test. */
export declare function selectPhpunitTests(names: readonly string[], targets: readonly string[]): {
    flags: string[];
    operands: string[];
    count: number;
} | undefined;
