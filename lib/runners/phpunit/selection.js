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
/** `Class::method`, the class possibly namespaced; the rest is a data set's name. */
const TEST_NAME = /^((?:[\p{L}_][\p{L}\p{N}_]*\\)*[\p{L}_][\p{L}\p{N}_]*)::([\p{L}_][\p{L}\p{N}_]*)(.*)$/su;
/** The hooks PHPUnit reports under their own name when they fail. */
const CLASS_HOOKS = new Set(['setUpBeforeClass', 'tearDownAfterClass']);
/** Escapes PCRE metacharacters and the `/` delimiter, so `text` matches itself inside `/…/`. */
export function escapePcre(text) {
    return text.replace(/[.*+?^${}()|[\]\\/#-]/g, '\\$&');
}
/** The filter alternative that selects the test a failure name names; undefined for a name that is no test's. */
export function phpunitFilterOf(name) {
    const m = TEST_NAME.exec(name.trim());
    if (m === null)
        return undefined;
    const [, cls, method, rest] = m;
    if (CLASS_HOOKS.has(method) && rest === '')
        return `${escapePcre(cls)}::`;
    if (rest !== '' && !/^ with data set (?:#\d+|".*")$/s.test(rest))
        return undefined;
    return `${escapePcre(`${cls}::${method}${rest}`)}$`;
}
/** The `--filter` selection of `names`; undefined when none names a test. */
export function selectPhpunitTests(names, targets) {
    const alternatives = [...new Set(names.map(phpunitFilterOf).filter((a) => a !== undefined))];
    if (alternatives.length === 0)
        return undefined;
    return { flags: ['--filter', `/^(?:${alternatives.join('|')})/`], operands: [...targets], count: alternatives.length };
}
