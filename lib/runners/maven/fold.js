import { FailureList } from "../../parsing/fold-kit.js";
import { summaryOf } from "../../parsing/result.js";
import { MavenContext } from "./context.js";
/** The start of Surefire's error for a run that executed no test. */
const NO_TESTS_EXECUTED = 'No tests were executed!';
/** `addsTwo(demo.CalcTest)` (JUnit 4) as `addsTwo`; other names as they are. */
function testNameIn(name, cls) {
    const suffix = `(${cls})`;
    return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}
/**
 * Folds the records of one Maven run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldMaven(records, lines) {
    const failures = new FailureList();
    const classTotals = { run: 0, failures: 0, errors: 0, skipped: 0 };
    const moduleTotals = { run: 0, failures: 0, errors: 0, skipped: 0 };
    let totalsSeen = false;
    /** Surefire said the run had no test (`No tests to run.`, `No tests were executed!`). */
    let noTestsSaid = false;
    let inResults = false;
    /** The class whose `Running` line came last and whose result has not been read. */
    let running;
    /** The last class that started and printed no result (its forked JVM was killed or crashed). */
    let unfinished;
    /** The class whose failure blocks follow (its result line was read). */
    let resultClass;
    let open;
    /** The first compiler message of each file javac rejected, by path. */
    const compilation = new Map();
    /** Under `mvn -q` (no `Running` line anywhere): the classes whose result was read. */
    const quiet = !records.some((r) => r.kind === 'running');
    const resulted = new Set();
    /** The module being built, each module's directory where the output shows it, and each listed failure's module. */
    let module = '';
    const moduleDirs = new Map();
    const inModule = [];
    /** A `COMPILATION ERROR :` line was read: the compiler messages after it name the files javac rejected. */
    let inCompilation = false;
    const goalFailures = [];
    let testFailed = false;
    const close = () => {
        if (open === undefined)
            return;
        const { cls, test, context } = open;
        // JUnit 5 reports a nested class's tests under its top-level class; the test's own frame names it.
        // A block named by its class is the class failing as a whole (a failing @BeforeAll/@AfterAll).
        const failure = test === cls ? { name: cls, kind: 'file' } : { name: `${context.nestedClass ?? cls}.${test}`, kind: 'test' };
        const message = context.message;
        if (message !== undefined)
            failure.message = message;
        if (context.location !== undefined)
            failure.location = context.location;
        const detail = context.detail();
        if (detail.length > 0)
            failure.detail = detail;
        const added = failures.add(failure);
        if (added?.location !== undefined)
            inModule.push({ failure: added, module });
        open = undefined;
    };
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (kind === 'unknown') {
            if (open !== undefined)
                open.context.text(lines.at(i) ?? '');
            continue;
        }
        if (kind === 'frame') {
            if (open !== undefined)
                open.context.frame(r.cls, r.method, r.file, r.line);
            continue;
        }
        close();
        if (kind === 'module') {
            module = r.name;
            running = undefined;
            resultClass = undefined;
            inResults = false;
        }
        else if (kind === 'running') {
            if (running !== undefined)
                unfinished = running;
            running = r.cls;
            resultClass = undefined;
            inResults = false;
        }
        else if (kind === 'classResult') {
            if (quiet ? resulted.has(r.cls) : r.cls !== running)
                continue;
            resulted.add(r.cls);
            running = undefined;
            resultClass = r.cls;
            classTotals.run += r.run;
            classTotals.failures += r.failures;
            classTotals.errors += r.errors;
            classTotals.skipped += r.skipped;
        }
        else if (kind === 'testFailure') {
            if (resultClass === undefined)
                continue;
            testFailed = true;
            const test = testNameIn(r.name, resultClass);
            open = { cls: resultClass, test, context: new MavenContext(resultClass, test) };
        }
        else if (kind === 'resultsList') {
            // Under -q the listing opens the module's results (there is no `Results:` line).
            if (quiet && resulted.size > 0)
                inResults = true;
            resultClass = undefined;
        }
        else if (kind === 'results') {
            inResults = true;
            if (running !== undefined)
                unfinished = running;
            running = undefined;
            resultClass = undefined;
        }
        else if (kind === 'totals') {
            if (!inResults)
                continue;
            inResults = false;
            totalsSeen = true;
            moduleTotals.run += r.run;
            moduleTotals.failures += r.failures;
            moduleTotals.errors += r.errors;
            moduleTotals.skipped += r.skipped;
        }
        else if (kind === 'compilationError') {
            inCompilation = true;
        }
        else if (kind === 'compilerMessage') {
            if (inCompilation && !compilation.has(r.path)) {
                compilation.set(r.path, { name: r.path, kind: 'file', file: r.path, message: r.text.trim(), location: `${r.path}:${r.line}` });
            }
        }
        else if (kind === 'moduleDir') {
            if (module !== '' && !moduleDirs.has(module))
                moduleDirs.set(module, r.dir);
        }
        else if (kind === 'reportsDir') {
            // Printed after the build, for the module the goal failed in.
            const failedIn = goalFailures.at(-1)?.project;
            if (failedIn !== undefined && !moduleDirs.has(failedIn))
                moduleDirs.set(failedIn, r.dir);
        }
        else if (kind === 'goalFailed') {
            // Surefire's "no tests" error (a selection that matched nothing) is a run with no tests.
            if (r.reason.startsWith(NO_TESTS_EXECUTED))
                noTestsSaid = true;
            else
                goalFailures.push({ goal: r.goal, project: r.project, reason: r.reason.trim() });
        }
        else if (kind === 'noTests') {
            noTestsSaid = true;
        }
    }
    close();
    // In a reactor, a location under the module's directory, where the output shows it.
    if (moduleDirs.size > 0 && records.filter((r) => r.kind === 'module').length > 1) {
        for (const { failure, module: m } of inModule) {
            const dir = moduleDirs.get(m);
            if (dir !== undefined)
                failure.location = `${dir}/${failure.location}`;
        }
    }
    if (compilation.size > 0)
        for (const f of compilation.values())
            failures.add(f);
    else if ((running ?? unfinished) !== undefined && goalFailures.length > 0 && !testFailed) {
        const reason = goalFailures[0].reason;
        const timedOut = /time ?out/i.test(reason);
        failures.add({ name: `${timedOut ? 'timed out' : 'crashed'} while running ${running ?? unfinished}`, kind: 'run', message: reason });
    }
    else if (!testFailed && goalFailures.length > 0) {
        const g = goalFailures[0];
        failures.add({ name: g.goal, kind: 'run', message: g.reason });
    }
    const counts = totalsSeen ? moduleTotals : classTotals;
    const failed = counts.failures + counts.errors;
    const summary = summaryOf(counts.run - failed - counts.skipped, failed, counts.skipped);
    return { summary, failures: failures.list(), summarySeen: totalsSeen || noTestsSaid, files: [] };
}
