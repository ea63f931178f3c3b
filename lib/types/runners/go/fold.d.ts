/**
 * Folds `go test` line records ({@link GoRecord}) into counts and failures.
 *
 * go prints each package's output as one block ended by the package's result line (`ok`,
 * `FAIL`, `?`): the results before that line are the package's. Output lines belong to the
 * test the last framing line named (`=== RUN/CONT/PAUSE/NAME`, or a result line), as
 * go's test2json attributes them; a verdict (`PASS`/`FAIL`) or package line ends that.
 *
 * Counts: every test and subtest with a result line is one test (a parent whose subtest failed
 * is failed itself, as go reports it), named `<package>/<test>`: `example.com/m/calc/TestSub/case`.
 * Listed: every failed test but a parent that printed nothing of its own and failed only as its
 * failing subtests did, which are listed (as node:test lists a `subtestsFailed` parent's
 * descendants, not the parent): its line would name the failure a second time, with nothing.
 * A package that failed with no failing test (did not build, TestMain exited non-zero, the
 * binary panicked or timed out outside a result) is a `kind: 'file'` failure named by its
 * import path, not counted. A failing test's location and detail come from its lines
 * (src/runners/go/context.ts). go's own timeout (`panic: test timed out after 2s`) fails the
 * tests that were running, which have no result line: those of the `running tests:` list (Go
 * 1.20+), else those `=== RUN` announced with no result (-v), else the test functions whose
 * goroutine the panic's dump shows under `testing.tRunner` (plain Go 1.19); each is a failed
 * test with the panic's message, not the package.
 * Plain output (no -v) prints no line for a passing or skipped test: only its failures are
 * counted, and the result says passed and skipped are not shown (`unshown`), with the packages
 * whose `ok` line shows they ran tests and passed (not `[no tests to run]`).
 * Under -v every test is announced (`=== RUN`) before its result, so the passing and skipped
 * results of announced tests list them by name (`tests`); plain output has no list. go prints a
 * test's stdout raw at column 0, so a printed `=== RUN` and `--- PASS` pair cannot be told from
 * go's own (a t.Log line is indented and prefixed with its file:line, so it can).
 *
 * @module dsh-test-closure/runners/go/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { GoRecord } from './records.ts';
/** Why plain output's passed and skipped counts are not shown (model-visible, docs/runners/go.md). */
export declare const PLAIN_OUTPUT_REASON = "go test prints them only with -v";
/**
 * Folds the records of one `go test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldGo(records: readonly GoRecord[], lines: Lines): Folded;
