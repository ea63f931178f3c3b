import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { selectDetail } from "../../parsing/failure-context.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { loadFailure, TRACE } from "./fold.js";
import { PhpunitSummary } from "./summary.js";
/** Messages PHPUnit 9.6 gives a risky test (Framework/TestResult.php, Framework/TestCase.php). */
const RISKY = /^(?:Execution aborted after |This test did not perform any assertions|This test printed output: |This test is annotated with "@doesNotPerformAssertions" but performed |Test code or tested code did not \(only\) close its own output buffers|Test code or tested code removed error handlers|Test method is annotated with @todo|This test executed code that is not listed as code to be covered or used|This test does not have a @covers annotation but is expected to have one|This test does not define a code coverage target but is expected to)/;
/** `php_qn:///abs/CalcTest.php::\Tests\CalcTest::testAdd`: the file, then `::\` and the name. */
const HINT_NAME = /^php_qn:\/\/.*?::\\(.+)$/s;
/** A class suite's locationHint names a class alone (`…::\CalcTest`), a data provider's suite a method too. */
function classOfHint(hint) {
    const name = hint === undefined ? undefined : HINT_NAME.exec(hint)?.[1];
    return name !== undefined && !name.includes('::') ? name : undefined;
}
function failureOf(name, attrs) {
    const failure = { name, kind: 'test' };
    const lines = (attrs.message ?? '').split('\n');
    const first = lines.findIndex((l) => l.trim() !== '');
    if (first >= 0)
        failure.message = lines[first].trim();
    const location = (attrs.details ?? '').split('\n').map((l) => l.trim()).find((l) => TRACE.test(l));
    if (location !== undefined)
        failure.location = location;
    const detail = first >= 0 ? selectDetail(lines.slice(first + 1)) : [];
    if (detail.length > 0)
        failure.detail = detail;
    return failure;
}
/** Folds the records of one `--teamcity` run. Total: any record list yields a consistent result. */
export function foldPhpunitTeamcity(records, _lines) {
    const failures = new FailureList();
    const outcomes = new Tally();
    const listed = noTestsListed();
    const summary = new PhpunitSummary();
    /** Per open suite, innermost last: the class it is in (its own, or its parent's for a suite that is no class). */
    const classes = [];
    /** The test started and not finished: its name as PHPUnit gives it, and ours. */
    let started;
    let startedFailed = false;
    let startedSkipped = false;
    const failing = new Set();
    const nameOf = (eventName) => {
        if (started !== undefined && started.event === eventName)
            return started.name;
        const cls = classes.at(-1);
        return cls === undefined ? eventName : `${cls}::${eventName}`;
    };
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (kind === 'teamcity') {
            const { event, attrs } = r;
            const eventName = attrs.name ?? '';
            if (event === 'testSuiteStarted')
                classes.push(classOfHint(attrs.locationHint) ?? classes.at(-1));
            else if (event === 'testSuiteFinished')
                classes.pop();
            else if (event === 'testStarted') {
                const hinted = attrs.locationHint === undefined ? undefined : HINT_NAME.exec(attrs.locationHint)?.[1];
                started = { event: eventName, name: hinted ?? nameOf(eventName) };
                startedFailed = false;
                startedSkipped = false;
            }
            else if (event === 'testFailed') {
                const name = nameOf(eventName);
                const message = attrs.message ?? '';
                const isStarted = started !== undefined && started.event === eventName;
                if (RISKY.test(message) || failing.has(name))
                    continue;
                failing.add(name);
                failures.add(failureOf(name, attrs));
                if (isStarted)
                    startedFailed = true;
                else
                    outcomes.add('failed');
            }
            else if (event === 'testIgnored') {
                const name = nameOf(eventName);
                if (started !== undefined && started.event === eventName)
                    startedSkipped = true;
                else {
                    listed.skipped.push(name);
                    outcomes.add('skipped');
                }
            }
            else if (event === 'testFinished' && started !== undefined && started.event === eventName) {
                if (startedFailed)
                    outcomes.add('failed');
                else if (startedSkipped) {
                    listed.skipped.push(started.name);
                    outcomes.add('skipped');
                }
                else {
                    listed.passed.push(started.name);
                    outcomes.add('passed');
                }
                started = undefined;
            }
        }
        else if (kind === 'fatal')
            failures.add(loadFailure(r));
        else
            summary.read(r);
    }
    // Cut off after a test's outcome and before its testFinished: the outcome counts.
    if (started !== undefined && startedFailed)
        outcomes.add('failed');
    else if (started !== undefined && startedSkipped)
        outcomes.add('skipped');
    const counted = summary.summary();
    // The list is kept only when it accounts for PHPUnit's counts: a message a test printed, or a
    // risky message not in RISKY, drops it rather than add or lose a name.
    const accounted = counted === undefined || accountsFor(listed, counted);
    const folded = { summary: counted ?? outcomes.summary(), failures: failures.list(), summarySeen: counted !== undefined, files: [] };
    if (accounted)
        folded.tests = listed;
    if (counted === undefined && started !== undefined && !startedFailed && !startedSkipped)
        folded.running = [started.name];
    if (summary.durationMs !== undefined)
        folded.durationMs = summary.durationMs;
    return folded;
}
