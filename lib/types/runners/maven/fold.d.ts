/**
 * Folds Maven + Surefire line records ({@link MavenRecord}) into counts and failures.
 *
 * Surefire prints, per test class, `Running <class>`, then what the tests printed, then the
 * class's `Tests run: …, Time elapsed: … - in <class>` line and one block per failing test
 * (`<test>  Time elapsed: … <<< FAILURE!`, the exception, its frames). A class result counts
 * only when it names the class that is running: a line a test printed that looks like one
 * names another class, or comes before the class's own result. After all classes of a module,
 * `Results:` and the module's totals (`Tests run: N, Failures: F, Errors: E, Skipped: S`).
 *
 * Under `mvn -q` Maven prints only its errors: no `[INFO]` line, so no `Running` line, no
 * `Results:` and no line for a class that passed. A run with no `Running` line is read so: a
 * class result counts when it is its class's first, and a totals line when it follows the
 * listing Surefire prints of a module's failing tests (`[ERROR] Failures: `, `[ERROR] Errors: `),
 * as its results. A green `mvn -q test` prints no count at all: no summary is seen.
 *
 * Counts are Surefire's: the modules' totals lines when the output has them, else the sum of
 * the believed class results; failures and errors are both failed. A failing test is named
 * `<class>.<test>` (`demo.CalcTest.addsTwo`; JUnit 4's `addsTwo(demo.CalcTest)` the same way;
 * a JUnit 5 nested class's test, reported under its top-level class, by the nested class its
 * own stack frame names: `demo.AccountTest$Deposits.adds`),
 * with the message, location and detail of its block (./context.ts). A location is the source
 * file's path relative to its module (`src/test/java/demo/CalcTest.java:15`); in a reactor the
 * module's directory, where the output shows it (`Please refer to <dir>/target/surefire-reports`
 * for the failing module, `skip non existing resourceDirectory <dir>/src/…` for any), is put
 * before it, an absolute path the run makes relative to the project. A block named by its class
 * (`[ERROR] demo.DbTest  Time elapsed: …`) is the class failing as a whole (JUnit 5's failing
 * @BeforeAll/@AfterAll): a `kind: 'file'` failure named by the class, counted as Surefire counts
 * it (one error).
 * Where no test result explains a failed build, one `kind: 'run'` failure says why:
 * - a compilation error: a `kind: 'file'` failure per file javac rejected, named by its path as
 *   javac prints it and with it as `file` (absolute: the run makes it relative to the project), with javac's first
 *   message for it (`cannot find symbol`) and its place as location (`…/BrokenTest.java:10`);
 * - a forked JVM that did not finish (Surefire's own timeout, a crash): named `timed out while
 *   running <class>` / `crashed while running <class>` for the class that had started and
 *   printed no result, the goal's reason as message;
 * - any other failed goal: named by the goal, its reason as message; Surefire's `No tests were
 *   executed!` (a selection that matched nothing) is a run with no tests, not a failure.
 * `summarySeen` is true once a module's totals line was read, or Surefire said there was no test.
 *
 * @module dsh-test-closure/runners/maven/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { MavenRecord } from './records.ts';
/**
 * Folds the records of one Maven run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldMaven(records: readonly MavenRecord[], lines: Lines): Folded;
