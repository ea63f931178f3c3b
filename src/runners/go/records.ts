/**
 * The line records `grammars/go.peggy` returns, one per input line. Types only: the grammar's
 * header names {@link GoRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/go/records
 */

export type GoRecord =
  /** `=== RUN   TestX/sub` (also PAUSE, CONT, NAME): output that follows is that test's. */
  | { kind: 'event'; name: string }
  /** `--- FAIL: TestX/sub (0.00s)`; `depth` is the subtest level its indentation shows. */
  | { kind: 'result'; status: 'PASS' | 'FAIL' | 'SKIP'; name: string; depth: number }
  /** `PASS` or `FAIL` alone: a test binary's last line. */
  | { kind: 'verdict' }
  /** A package's result line; `build` when it did not build (`[build failed]`, `[setup failed]`). */
  | { kind: 'package'; status: 'ok' | 'fail' | 'none'; pkg: string; build: boolean }
  /** `# pkg`: compile or vet errors of that package follow. */
  | { kind: 'build'; pkg: string }
  /** `panic: test timed out after 2s`: go's own -timeout stopped the test binary; `message` without `panic: `. */
  | { kind: 'timeout'; message: string }
  /** `running tests:` (Go 1.20+): the tests still running at the timeout follow, one a line. */
  | { kind: 'running-header' }
  /** `\tTestX/sub (2s)`: a line of that list (anything else of this shape is output). */
  | { kind: 'running'; name: string }
  | { kind: 'unknown' };
