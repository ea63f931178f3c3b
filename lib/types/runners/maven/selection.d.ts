/**
 * last_failed and target for Maven: Surefire's own selection, `-Dtest=<Class>#<method>+<method>,…`
 * (Surefire 2.19+), with `-DfailIfNoTests=false` so a module of a multi-module build that holds
 * none of the selected classes does not fail the build ("No tests were executed!").
 *
 * A failure name is `<class>.<test>` (src/runners/maven/fold.ts). The class is the name's dotted
 * prefix up to its first segment that starts with an upper-case letter (Java's naming
 * convention: packages lower-case, classes capitalised); the test is the rest, cut at its
 * first `(`, `{` or `[` (a parameterized invocation `isPrime{int}[2]` re-runs its method, all of its
 * invocations). A nested class (`demo.AccountTest$Deposits`) is selected as its top-level
 * class, which Surefire runs with its nested classes: Surefire 2.22 selects no method of a
 * nested class. Names without such a class (a run-level failure) select nothing.
 *
 * @module dsh-test-closure/runners/maven/selection
 */
/** The class and method a failure name selects; undefined when it names no test method. */
export declare function splitMavenName(name: string): {
    cls: string;
    nested: boolean;
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
