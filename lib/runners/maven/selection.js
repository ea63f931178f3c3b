/**
 * last_failed and target for Maven: Surefire's own selection, `-Dtest=<Class>#<method>+<method>,…`
 * (Surefire 2.19+), with `-DfailIfNoTests=false` so a module of a multi-module build that holds
 * none of the selected classes does not fail the build ("No tests were executed!").
 *
 * A failure name is `<class>.<test>` (src/runners/maven/fold.ts). The class is the name's dotted
 * prefix up to its first segment that starts with an upper-case letter (Java's naming
 * convention: packages lower-case, classes capitalised); the test is the rest, cut at its
 * first `(`, `{` or `[` (a parameterized invocation `isPrime{int}[2]` re-runs its method, all of its
 * invocations). A JUnit 5 `@Nested` class is selected by its own binary name, like any class
 * (`-Dtest=demo.AccountTest$Deposits$Limits#rejectsOverLimit`): Surefire 2.22 filters the
 * classes it runs by name, so its top-level class alone (`-Dtest=demo.AccountTest`) runs only
 * the top-level class's own tests, none of a nested class's (checked on Surefire 2.22.3 with
 * JUnit 5.9). Names without such a class (a run-level failure, a file) select nothing.
 *
 * @module dsh-test-closure/runners/maven/selection
 */
/** `pkg.Class` (optionally `$Nested…`) then `.` then the test's name. */
const CLASS_AND_TEST = /^((?:[\p{Ll}_][\p{L}\p{N}_]*\.)*\p{Lu}[\p{L}\p{N}_]*)((?:\$[\p{L}\p{N}_]+)*)\.(.+)$/su;
/** The class (a nested one by its binary name, `demo.AccountTest$Deposits`) and method a failure name selects; undefined when it names no class. */
export function splitMavenName(name) {
    const m = CLASS_AND_TEST.exec(name.trim());
    if (m === null)
        return undefined;
    const cls = `${m[1]}${m[2]}`;
    const method = m[3].split(/[([{]/)[0].trim();
    return { cls, method: /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(method) ? method : '' };
}
/**
 * The `-Dtest=` selection of `names`; undefined when none names a test. `targets` (class
 * patterns such as `CalcTest` or `demo.*Test`) replace the names' classes when given.
 */
export function selectMavenTests(names, targets) {
    const methods = new Map();
    let count = 0;
    for (const name of names) {
        const split = splitMavenName(name);
        if (split === undefined)
            continue;
        count++;
        const whole = split.method === '';
        const known = methods.get(split.cls);
        if (whole || known === 'whole')
            methods.set(split.cls, 'whole');
        else if (known === undefined)
            methods.set(split.cls, new Set([split.method]));
        else
            known.add(split.method);
    }
    if (count === 0)
        return undefined;
    const patterns = targets.length > 0
        ? [...targets]
        : [...methods].map(([cls, m]) => (m === 'whole' ? cls : `${cls}#${[...m].join('+')}`));
    return { flags: [`-Dtest=${patterns.join(',')}`, '-DfailIfNoTests=false'], operands: [], count };
}
