import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { noTestsListed } from "../../parsing/listed-tests.js";
import { GoContext } from "./context.js";
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
function leaves(names) {
    return names.filter((n) => !names.some((m) => m.startsWith(`${n}/`)));
}
/** How many `/` a test name holds: the deepest subtest level its result line can be indented to. */
function subtestLevel(name) {
    let n = 0;
    for (let at = name.indexOf('/'); at >= 0; at = name.indexOf('/', at + 1))
        n++;
    return n;
}
/**
 * Folds the records of one `go test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldGo(records, lines) {
    const tally = new Tally();
    const failures = new FailureList();
    const counted = new Set();
    const messages = new Map();
    const contexts = new Map();
    const buildErrors = new Map();
    let pending = [];
    // -v: the tests `=== RUN` announced in the current package block, and the passing and skipped
    // ones among them, named as their failures would be.
    const announced = new Set();
    const listed = noTestsListed();
    let verbose = false;
    let current;
    let build;
    let packagesSeen = 0;
    let packagesOk = 0;
    // go's own timeout in the current package block: its message and the tests the output shows running.
    let timeout;
    const runningListed = [];
    let inRunningList = false;
    const runningFrames = [];
    let testFrame;
    /** Before a package block settles: the tests its timeout stopped fail with the panic's message. */
    const failTimedOut = () => {
        if (timeout === undefined)
            return;
        const withResult = new Set(pending.map((p) => p.name));
        const unfinished = leaves([...announced].filter((n) => !withResult.has(n)));
        const running = runningListed.length > 0 ? runningListed : unfinished.length > 0 ? unfinished : runningFrames;
        for (const name of new Set(running)) {
            if (withResult.has(name))
                continue;
            pending.push({ name, status: 'FAIL' });
            messages.set(name, timeout);
        }
        timeout = undefined;
        runningListed.length = 0;
        runningFrames.length = 0;
        testFrame = undefined;
    };
    const settle = (pkg) => {
        let failed = false;
        // Every ancestor of a failing subtest (`TestA` and `TestA/b` for `TestA/b/c`), in one pass:
        // a package may hold thousands of failing subtests.
        const failingParents = new Set();
        for (const p of pending) {
            if (p.status !== 'FAIL')
                continue;
            for (let cut = p.name.lastIndexOf('/'); cut > 0; cut = p.name.lastIndexOf('/', cut - 1))
                failingParents.add(p.name.slice(0, cut));
        }
        const impliedByItsSubtests = (test) => !messages.has(test) && failingParents.has(test);
        // go prints one result per test; a second one of a failing test's name is a line a test
        // printed, and cannot make it pass.
        const failingTests = new Set(pending.filter((p) => p.status === 'FAIL').map((p) => p.name));
        for (const p of pending) {
            if (p.status !== 'FAIL' && failingTests.has(p.name))
                continue;
            const name = pkg === undefined ? p.name : `${pkg}/${p.name}`;
            if (counted.has(name))
                continue;
            counted.add(name);
            if (p.status === 'PASS') {
                tally.add('passed');
                if (announced.has(p.name))
                    listed.passed.push(name);
            }
            else if (p.status === 'SKIP') {
                tally.add('skipped');
                if (announced.has(p.name))
                    listed.skipped.push(name);
            }
            else {
                tally.add('failed');
                failed = true;
                if (impliedByItsSubtests(p.name))
                    continue;
                const failure = { name, kind: 'test' };
                const message = messages.get(p.name);
                if (message !== undefined)
                    failure.message = message;
                const context = contexts.get(p.name);
                const location = context?.location(pkg);
                if (location !== undefined)
                    failure.location = location;
                const detail = context?.detail(pkg) ?? [];
                if (detail.length > 0)
                    failure.detail = detail;
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
        const r = records[i];
        const kind = r.kind;
        if (kind === 'running' && inRunningList) {
            runningListed.push(r.name);
            continue;
        }
        inRunningList = kind === 'running-header' && timeout !== undefined;
        if (inRunningList)
            continue;
        if (kind === 'timeout')
            timeout = r.message;
        if (kind === 'event') {
            announced.add(r.name);
            verbose = true;
            current = r.name;
            build = undefined;
        }
        else if (kind === 'result' && r.depth <= subtestLevel(r.name)) {
            // (A result indented deeper than its name's subtest level is a continuation line of a
            // test's t.Log output, which go indents by 8 spaces.)
            pending.push({ name: r.name, status: r.status });
            current = r.name;
            build = undefined;
        }
        else if (kind === 'verdict') {
            current = undefined;
        }
        else if (kind === 'package') {
            packagesSeen++;
            if (r.status === 'ok' && !NO_TESTS_RAN.test(lines.at(i) ?? ''))
                packagesOk++;
            failTimedOut();
            const anyFailed = settle(r.pkg);
            if (r.status === 'fail' && !anyFailed) {
                const failure = { name: r.pkg, kind: 'file' };
                const message = buildErrors.get(r.pkg);
                if (message !== undefined)
                    failure.message = message;
                failures.add(failure);
            }
            current = undefined;
            build = undefined;
        }
        else if (kind === 'build') {
            build = r.pkg;
            current = undefined;
        }
        else {
            const text = lines.at(i) ?? '';
            if (timeout !== undefined) {
                const frame = TEST_FRAME.exec(text);
                if (frame !== null)
                    testFrame = { name: frame[2], at: i };
                else if (text.startsWith(TRUNNER_FRAME) && testFrame !== undefined && testFrame.at === i - 2)
                    runningFrames.push(testFrame.name);
            }
            if (current !== undefined) {
                let context = contexts.get(current);
                if (context === undefined)
                    contexts.set(current, (context = new GoContext(current)));
                context.add(text);
            }
            if (text.trim() === '')
                continue;
            if (current !== undefined && !messages.has(current))
                messages.set(current, text.replace(LOCATION, '').trim());
            else if (build !== undefined && !buildErrors.has(build))
                buildErrors.set(build, text.trim());
        }
    }
    // Results after the last package line (output cut off): counted under their test names.
    failTimedOut();
    settle(undefined);
    const folded = { summary: tally.summary(), failures: failures.list(), summarySeen: packagesSeen > 0, files: [] };
    // A run in which no test ran (no test files, none matched, or no package built) lists all of
    // them: none. Plain output whose `ok` lines show tests ran lists none of them: no list.
    if (verbose || (packagesSeen > 0 && counted.size === 0 && packagesOk === 0))
        folded.tests = listed;
    // Plain output of a run in which tests ran: the passes and skips it does not print are unknown.
    // (A `--- PASS`/`--- SKIP` line with no `=== RUN` is -v output cut at its start.)
    const plain = !verbose && folded.summary.passed + folded.summary.skipped === 0;
    if (plain && (packagesOk > 0 || counted.size > 0))
        folded.unshown = { counts: ['passed', 'skipped'], reason: PLAIN_OUTPUT_REASON, packagesOk };
    return folded;
}
