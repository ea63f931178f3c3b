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
/** The class (a nested one by its binary name, `demo.AccountTest$Deposits`) and method a failure name selects; undefined when it names no class. */
export declare function splitMavenName(name: string): {
    cls: string;
    method: string;
} | undefined;
/**
 * The `-Dtest=` selection of `names`; undefined when none names a test. `targets` (class
 * patterns such as `CalcTest` or `demo.*Test`) replace the names' classes when given.
 */
export declare function selectMavenTests(names: readonly string[], targets: readonly string[]): {
    flags: string[];
    operands: string[];
    count: number;
} | undefined;
