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
import { FailureList, Tally } from '../../parsing/fold-kit.ts';
import { noTestsListed } from '../../parsing/listed-tests.ts';
import type { Failure } from '../../report/types.ts';
import { GoContext } from './context.ts';
import type { GoRecord } from './records.ts';

/** Why plain output's passed and skipped counts are not shown (model-visible, docs/runners/go.md). */
export const PLAIN_OUTPUT_REASON = 'go test prints them only with -v';

/** An `ok` package line of a package in which no test ran (`-run` matched none). */
const NO_TESTS_RAN = /\[no tests to run\]/;

/** `    file_test.go:12: ` before a t.Error/t.Log message. */
const LOCATION = /^\s*[^\s:]+\.go:\d+: /;

/** `example.com/m/pkg.TestX(0xc000…)`: a goroutine frame of a test function (no closure). */
const TEST_FRAME = /^[^\s(]*?([^\s/(]*)\.(Test[^\s.(]*)\(/;
/** The frame below a test function's in its goroutine: the testing package runs it. */
const TRUNNER_FRAME = 'testing.tRunner(';

/** The deepest of `names`: a test still running whose subtest is too is named by the subtest. */
function leaves(names: readonly string[]): string[] {
  return names.filter((n) => !names.some((m) => m.startsWith(`${n}/`)));
}

/** How many `/` a test name holds: the deepest subtest level its result line can be indented to. */
function subtestLevel(name: string): number {
  let n = 0;
  for (let at = name.indexOf('/'); at >= 0; at = name.indexOf('/', at + 1)) n++;
  return n;
}

interface Pending {
  name: string;
  status: 'PASS' | 'FAIL' | 'SKIP';
}

/**
 * Folds the records of one `go test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldGo(records: readonly GoRecord[], lines: Lines): Folded {
  const tally = new Tally();
  const failures = new FailureList();
  const counted = new Set<string>();
  const messages = new Map<string, string>();
  const contexts = new Map<string, GoContext>();
  const buildErrors = new Map<string, string>();
  let pending: Pending[] = [];
  // -v: the tests `=== RUN` announced in the current package block, and the passing and skipped
  // ones among them, named as their failures would be.
  const announced = new Set<string>();
  const listed = noTestsListed();
  let verbose = false;
  let current: string | undefined;
  let build: string | undefined;
  let packagesSeen = 0;
  let packagesOk = 0;
  // go's own timeout in the current package block: its message and the tests the output shows running.
  let timeout: string | undefined;
  const runningListed: string[] = [];
  let inRunningList = false;
  const runningFrames: string[] = [];
  let testFrame: { name: string; at: number } | undefined;
  /** Before a package block settles: the tests its timeout stopped fail with the panic's message. */
  const failTimedOut = (): void => {
    if (timeout === undefined) return;
    const withResult = new Set(pending.map((p) => p.name));
    const unfinished = leaves([...announced].filter((n) => !withResult.has(n)));
    const running = runningListed.length > 0 ? runningListed : unfinished.length > 0 ? unfinished : runningFrames;
    for (const name of new Set(running)) {
      if (withResult.has(name)) continue;
      pending.push({ name, status: 'FAIL' });
      messages.set(name, timeout);
    }
    timeout = undefined;
    runningListed.length = 0;
    runningFrames.length = 0;
    testFrame = undefined;
  };

  const settle = (pkg: string | undefined): boolean => {
    let failed = false;
    // Every ancestor of a failing subtest (`TestA` and `TestA/b` for `TestA/b/c`), in one pass:
    // a package may hold thousands of failing subtests.
    const failingParents = new Set<string>();
    for (const p of pending) {
      if (p.status !== 'FAIL') continue;
      for (let cut = p.name.lastIndexOf('/'); cut > 0; cut = p.name.lastIndexOf('/', cut - 1)) failingParents.add(p.name.slice(0, cut));
    }
    const impliedByItsSubtests = (test: string): boolean => !messages.has(test) && failingParents.has(test);
    // go prints one result per test; a second one of a failing test's name is a line a test
    // printed, and cannot make it pass.
    const failingTests = new Set(pending.filter((p) => p.status === 'FAIL').map((p) => p.name));
    for (const p of pending) {
      if (p.status !== 'FAIL' && failingTests.has(p.name)) continue;
      const name = pkg === undefined ? p.name : `${pkg}/${p.name}`;
      if (counted.has(name)) continue;
      counted.add(name);
      if (p.status === 'PASS') {
        tally.add('passed');
        if (announced.has(p.name)) listed.passed.push(name);
      } else if (p.status === 'SKIP') {
        tally.add('skipped');
        if (announced.has(p.name)) listed.skipped.push(name);
      } else {
        tally.add('failed');
        failed = true;
        if (impliedByItsSubtests(p.name)) continue;
        const failure: Failure = { name, kind: 'test' };
        const message = messages.get(p.name);
        if (message !== undefined) failure.message = message;
        const context = contexts.get(p.name);
        const location = context?.location(pkg);
        if (location !== undefined) failure.location = location;
        const detail = context?.detail(pkg) ?? [];
        if (detail.length > 0) failure.detail = detail;
        failures.add(failure);
      }
    }
    pending = [];
    announced.clear();
    messages.clear();
    contexts.clear();
    return failed;
  };

  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const kind = r.kind;
    if (kind === 'running' && inRunningList) {
      runningListed.push(r.name);
      continue;
    }
    inRunningList = kind === 'running-header' && timeout !== undefined;
    if (inRunningList) continue;
    if (kind === 'timeout') timeout = r.message;
    if (kind === 'event') {
      announced.add(r.name);
      verbose = true;
      current = r.name;
      build = undefined;
    } else if (kind === 'result' && r.depth <= subtestLevel(r.name)) {
      // (A result indented deeper than its name's subtest level is a continuation line of a
      // test's t.Log output, which go indents by 8 spaces.)
      pending.push({ name: r.name, status: r.status });
      current = r.name;
      build = undefined;
    } else if (kind === 'verdict') {
      current = undefined;
    } else if (kind === 'package') {
      packagesSeen++;
      if (r.status === 'ok' && !NO_TESTS_RAN.test(lines.at(i) ?? '')) packagesOk++;
      failTimedOut();
      const anyFailed = settle(r.pkg);
      if (r.status === 'fail' && !anyFailed) {
        const failure: Failure = { name: r.pkg, kind: 'file' };
        const message = buildErrors.get(r.pkg);
        if (message !== undefined) failure.message = message;
        failures.add(failure);
      }
      current = undefined;
      build = undefined;
    } else if (kind === 'build') {
      build = r.pkg;
      current = undefined;
    } else {
      const text = lines.at(i) ?? '';
      if (timeout !== undefined) {
        const frame = TEST_FRAME.exec(text);
        if (frame !== null) testFrame = { name: frame[2]!, at: i };
        else if (text.startsWith(TRUNNER_FRAME) && testFrame !== undefined && testFrame.at === i - 2) runningFrames.push(testFrame.name);
      }
      if (current !== undefined) {
        let context = contexts.get(current);
        if (context === undefined) contexts.set(current, (context = new GoContext(current)));
        context.add(text);
      }
      if (text.trim() === '') continue;
      if (current !== undefined && !messages.has(current)) messages.set(current, text.replace(LOCATION, '').trim());
      else if (build !== undefined && !buildErrors.has(build)) buildErrors.set(build, text.trim());
    }
  }
  // Results after the last package line (output cut off): counted under their test names.
  failTimedOut();
  settle(undefined);
  const folded: Folded = { summary: tally.summary(), failures: failures.list(), summarySeen: packagesSeen > 0, files: [] };
  // A run in which no test ran (no test files, none matched, or no package built) lists all of
  // them: none. Plain output whose `ok` lines show tests ran lists none of them: no list.
  if (verbose || (packagesSeen > 0 && counted.size === 0 && packagesOk === 0)) folded.tests = listed;
  // Plain output of a run in which tests ran: the passes and skips it does not print are unknown.
  // (A `--- PASS`/`--- SKIP` line with no `=== RUN` is -v output cut at its start.)
  const plain = !verbose && folded.summary.passed + folded.summary.skipped === 0;
  if (plain && (packagesOk > 0 || counted.size > 0)) folded.unshown = { counts: ['passed', 'skipped'], reason: PLAIN_OUTPUT_REASON, packagesOk };
  return folded;
}
