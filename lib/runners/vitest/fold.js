import { firstLine } from "../../parsing/normalize.js";
import { FailureContext } from "../../parsing/failure-context.js";
import { FailureList, failureKey, Occurrences, Tally } from "../../parsing/fold-kit.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { summaryOf } from "../../parsing/result.js";
/** Section banners that open the FAIL blocks and the unhandled errors. */
const FAILED_TESTS = /^Failed Tests \d+$/;
const FAILED_SUITES = /^Failed Suites \d+$/;
const UNHANDLED_SECTION = 'Unhandled Errors';
/** A test line's trailing decorations: ` 12ms`, ` [skipped]`, ` (retry x2)`, ` 12 MB heap used`. */
const TEST_SUFFIX = /(?: \d+ MB heap used| \((?:retry|repeat) x\d+\)| \[[^\]]*\]| \d+(?:\.\d+)?m?s)+$/;
/** A suite line of the tree / verbose reporters: `❯ outer (4)`. */
const SUITE_LINE = /^(.*) \(\d+\)$/;
const count = (parts, label) => parts.reduce((sum, p) => (p.label === label ? sum + p.n : sum), 0);
/** Counts from a `Tests` tally, under the product's mapping. */
function summaryFromTally(parts, total) {
    const passed = count(parts, 'passed') + count(parts, 'expected fail');
    const failed = count(parts, 'failed');
    return summaryOf(passed, failed, Math.max(0, total - passed - failed));
}
/** `file[:line:col]` as printed, without the location suffix vitest adds with includeTaskLocation. */
function cleanFile(file) {
    return file.replace(/:\d+:\d+$/, '');
}
/** A test's own title, the last part of its title path: what a per-test line shows under its file in every version. */
function leafKey(f) {
    const sep = f.name.lastIndexOf(' > ');
    return `${f.file ?? ''}\u0000${sep < 0 ? f.name : f.name.slice(sep + 3)}`;
}
/** The errors vitest's runner raises on a suite itself; any other error of a failed suite came from its hooks. */
const OWN_SUITE_ERROR = /^Error: (?:No test found in suite |\[Vitest\] Unexpected \.only modifier)/;
/**
 * The entry for a ` FAIL  ` header: a test; in the Failed Suites section a file (`file [ file ]`)
 * or a suite, named `file > suite path`: kind 'hook' (its hook failed), or 'file' when its
 * `message` is an error vitest raises on the suite itself.
 */
function failureOfHeader(r, inSuites, message) {
    const file = cleanFile(r.file);
    if (r.title === null)
        return { kind: 'file', name: file, file };
    if (!inSuites)
        return { kind: 'test', name: r.title, file };
    const kind = message !== undefined && OWN_SUITE_ERROR.test(message) ? 'file' : 'hook';
    return { kind, name: `${file} > ${r.title}`, file };
}
/** The message of the header run starting at record `at`: the first line after its headers and blank lines. */
function messageAfterHeaders(records, lines, at) {
    let j = at;
    while (j < records.length && (records[j].kind === 'fail' || records[j].kind === 'blank'))
        j++;
    return j < records.length ? firstLine(lines.at(j)) : undefined;
}
/** Fallback failure from a failed test line (output without FAIL blocks). */
function failureOfTestLine(text, moduleFile) {
    // Verbose full-name lines carry the project label first: `|api| file > title`.
    const name = text.replace(TEST_SUFFIX, '').replace(/^\|[^|]+\| /, '');
    // 1.x prints full names `file > suite > test`; 2.x+ print the title under its file line.
    const sep = name.indexOf(' > ');
    if (moduleFile === undefined && sep > 0)
        return { kind: 'test', name: name.slice(sep + 3), file: name.slice(0, sep) };
    if (moduleFile !== undefined && name.startsWith(`${moduleFile} > `))
        return { kind: 'test', name: name.slice(moduleFile.length + 3), file: moduleFile };
    return moduleFile === undefined ? { kind: 'test', name } : { kind: 'test', name, file: moduleFile };
}
/** The name of a test line's test, as its failure would be named (the file left out). */
function testLineName(suites, text, indent, moduleFile) {
    return failureOfTestLine(suites.map((x) => `${x.name} > `).join('') + text, indent > 1 ? moduleFile : undefined).name;
}
/**
 * Folds line records into counts and failures; pure, total, linear in the number of records.
 * `files`: the files of the per-file lines and trusted FAIL headers, in order.
 *
 * @param lines the lines of the normalized input; `lines.at(i)` is the raw text of `records[i]`.
 */
export function foldVitest(records, lines) {
    const failures = new FailureList();
    // The n-th FAIL header of a key is its n-th entry (see FailureList.addNth).
    const headers = new Occurrences();
    const add = (f) => failures.addNth(f, headers.next(failureKey(f)));
    let inConsole = false;
    let section = '';
    let prev = 'blank';
    let awaitingMessage = [];
    let headerRun = false;
    let runMessage;
    let sawRunBanner = false;
    let summary;
    let summaryConfirmed = false;
    let candidate;
    let candidateAt = -1;
    let noTests = false;
    let durationMs;
    // Fallback material for output without a summary or without FAIL blocks.
    const modules = new Map();
    const lineCounts = new Tally();
    const dotCounts = new Tally();
    const lineFailures = [];
    // The passing and skipped test lines before vitest's error sections, named as a failure of theirs would be.
    const listed = noTestsListed();
    let lastModuleFile;
    // Suite lines (`❯ outer (4)`, tree / verbose reporters) above the current test line, by indent.
    let suites = [];
    let sawFailBlock = false;
    const files = new Set();
    // The error block after a FAIL header's message: detail lines, then ` ❯ file:line:col` frames
    // and the code frame; one block for every test of a merged header run.
    let block;
    const closeBlock = () => {
        if (block === undefined)
            return;
        const detail = block.context.detail();
        for (const f of block.failures) {
            if (block.context.location !== undefined)
                f.location = block.context.location;
            if (detail.length > 0)
                f.detail = detail;
        }
        block = undefined;
    };
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        // (Read once: see Dialect.fold.)
        const kind = r.kind;
        if (inConsole) {
            if (kind === 'blank')
                inConsole = false;
            prev = kind;
            continue;
        }
        if (block !== undefined) {
            // Frames (` ❯ fn file:1:2`) read as test lines; any runner line of another kind ends the block.
            if (kind === 'unknown' || kind === 'blank' || kind === 'test' || kind === 'arrow' || kind === 'dots')
                block.context.add(lines.at(i) ?? '');
            else
                closeBlock();
        }
        if (kind !== 'blank' && kind !== 'fail' && awaitingMessage.length > 0) {
            const message = firstLine(lines.at(i));
            for (const f of awaitingMessage)
                if (message !== undefined)
                    f.message = message;
            closeBlock();
            if (message !== undefined)
                block = { failures: awaitingMessage, context: new FailureContext() };
            awaitingMessage = [];
        }
        if (kind !== 'fail')
            headerRun = false;
        switch (r.kind) {
            case 'console':
                inConsole = true;
                break;
            case 'banner':
                sawRunBanner = true;
                break;
            case 'section':
                // The section banners open vitest's stderr part, so with stdout and stderr concatenated
                // they may follow stdout's last line directly; each error's type banner inside Unhandled
                // Errors always follows a blank line (a test's raw stdout write rarely does).
                if (FAILED_TESTS.test(r.title))
                    section = 'tests';
                else if (FAILED_SUITES.test(r.title))
                    section = 'suites';
                else if (r.title === UNHANDLED_SECTION)
                    section = 'unhandled';
                else if (section === 'unhandled' && prev === 'blank') {
                    // Each unhandled error is printed under a banner naming its type.
                    const f = { kind: 'run', name: `Unhandled error: ${r.title}` };
                    failures.append(f);
                    awaitingMessage = [f];
                }
                break;
            case 'fail': {
                if (!(prev === 'blank' || headerRun))
                    break;
                // After the RUN banner, headers count only in a Failed Tests/Suites section. Without the
                // banner (output cut at the start) the section banner may be lost too, so accept them.
                if (sawRunBanner ? section !== 'tests' && section !== 'suites' : section === 'unhandled')
                    break;
                // Read once per run of headers (they share the message), so the fold stays linear.
                if (!headerRun)
                    runMessage = messageAfterHeaders(records, lines, i);
                const f = add(failureOfHeader(r, section === 'suites', runMessage));
                files.add(r.file);
                sawFailBlock = true;
                headerRun = true;
                if (f !== undefined)
                    awaitingMessage.push(f);
                break;
            }
            case 'files':
                candidateAt = i;
                break;
            case 'tests':
                if (candidateAt === i - 1) {
                    candidate = summaryFromTally(r.parts, r.total);
                    // A later confirmed block wins; an unconfirmed one only stands in until then.
                    if (!summaryConfirmed)
                        summary = candidate;
                }
                break;
            case 'startAt':
            case 'duration':
                // Only the summary block's own Duration line: a test can print one too.
                if (candidate !== undefined && i - candidateAt <= 6) {
                    summary = candidate;
                    summaryConfirmed = true;
                    if (r.kind === 'duration')
                        durationMs = r.ms;
                }
                break;
            case 'noTests':
                // A run without test files prints no per-file, per-test or dot lines before this.
                if (modules.size === 0 && lineCounts.total === 0)
                    noTests = true;
                break;
            case 'module':
                // A failed file with no tests failed to load: its FAIL block may be lost to truncation.
                if (r.state === '❯' && r.tests === 0)
                    lineFailures.push({ kind: 'file', name: r.file, file: r.file });
                modules.set(r.file, r);
                files.add(r.file);
                lastModuleFile = r.file;
                suites = [];
                break;
            case 'test': {
                const raw = lines.at(i) ?? '';
                // (trimStart measures this faster than a regex search or a code-unit loop.)
                const indent = raw.length - raw.trimStart().length;
                // The symbol is one UTF-16 unit, then one space.
                const text = raw.slice(indent + 2);
                while (suites.length > 0 && suites[suites.length - 1].indent >= indent)
                    suites.pop();
                // (Only a line ending in ")" can be a suite line: most test lines skip the regex.)
                const suite = text.endsWith(')') ? SUITE_LINE.exec(text) : null;
                if (suite !== null) {
                    suites.push({ indent, name: suite[1] });
                    break;
                }
                if (r.state === '✓') {
                    lineCounts.add('passed');
                    listed.passed.push(testLineName(suites, text, indent, lastModuleFile));
                }
                else if (r.state === '↓' || r.state === '□') {
                    lineCounts.add('skipped');
                    listed.skipped.push(testLineName(suites, text, indent, lastModuleFile));
                }
                else if (r.state === '×' || (r.state === '❯' && text.includes(' > '))) {
                    lineCounts.add('failed');
                    const prefix = suites.map((x) => `${x.name} > `).join('');
                    lineFailures.push(failureOfTestLine(prefix + text, indent > 1 ? lastModuleFile : undefined));
                }
                break;
            }
            case 'arrow': {
                const last = lineFailures[lineFailures.length - 1];
                if (last !== undefined && last.message === undefined)
                    last.message = r.text.trim();
                break;
            }
            case 'dots':
                for (const ch of r.chars) {
                    dotCounts.add(ch === '·' ? 'passed' : ch === 'x' ? 'failed' : 'skipped');
                }
                break;
            default:
                break;
        }
        prev = kind;
    }
    closeBlock();
    if (!sawFailBlock) {
        const testLines = new Occurrences();
        for (const f of lineFailures)
            failures.addNth(f, testLines.next(failureKey(f)));
    }
    const perTest = new Occurrences();
    for (const f of lineFailures)
        if (f.kind === 'test')
            perTest.next(leafKey(f));
    const vouched = (f, ordinal) => perTest.count(leafKey(f)) >= ordinal;
    if (summary !== undefined) {
        const excess = failures.list().filter((f) => f.kind === 'test').length - summary.failed;
        if (excess > 0)
            failures.dropRepeats(excess, vouched);
    }
    else {
        // No count to confirm a repeat is another test (output cut before the summary): keep one.
        failures.dropRepeats(Infinity, vouched, true);
    }
    const summarySeen = summary !== undefined || noTests;
    let counts = summary;
    if (counts === undefined) {
        if (modules.size > 0) {
            let passed = 0;
            let failed = 0;
            let skipped = 0;
            for (const m of modules.values()) {
                failed += m.failed;
                skipped += m.skipped + m.todo;
                passed += Math.max(0, m.tests - m.failed - m.skipped - m.todo);
            }
            counts = summaryOf(passed, failed, skipped);
        }
        else if (lineCounts.total > 0) {
            counts = lineCounts.summary();
        }
        else {
            counts = dotCounts.summary();
        }
    }
    const folded = { summary: counts, failures: failures.list(), summarySeen, files: [...files] };
    if (durationMs !== undefined)
        folded.durationMs = durationMs;
    // The test lines list every test only when they account for the summary's passed and skipped
    // counts: the default reporter prints the tests of failed files only, and a line a test wrote
    // to stdout raw in a test line's form would be one more.
    if (summary !== undefined && accountsFor(listed, summary))
        folded.tests = listed;
    return folded;
}
