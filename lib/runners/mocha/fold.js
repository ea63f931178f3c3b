import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { summaryOf } from "../../parsing/result.js";
import { countUnknown } from "../../parsing/unknown-lines.js";
import { frameLocation, isProjectPath } from "../../parsing/failure-context.js";
import { MochaErrorBlock } from "./error-block.js";
/** A hook's title as Hook#fullTitle ends: `"before all" hook`, `"after each" hook: fn for "t"`. */
const HOOK_TITLE = /^"(?:before|after) (?:all|each)" hook(?:$|[ :])/;
/** A hook anywhere in a full title (tap prints full titles on one line). */
const HOOK_IN_FULL_TITLE = /(?:^| )"(?:before|after) (?:all|each)" hook(?:$|[ :])/;
/** The title Runner#uncaught gives an error thrown when no runnable is running. */
const OUTSIDE_TEST = 'Uncaught error outside test suite';
/** mocha's error when no spec file matched (lib/cli/run-helpers.js, lib/cli/collect-files.js). */
const NO_TEST_FILES = /^Error: No test files found(?::|$)/;
/** Node's header of a syntax error in a loaded file: its path and line alone (`/w/test/a.js:5`). */
const SYNTAX_HEADER = /^(\S(?:.*\S)?\.[cm]?[jt]sx?):(\d+)$/;
/** ` Exception during run: ` followed by the error itself. */
const ERROR_TEXT = /^[\w$]*(?:Error|Exception)(?: \[[^\]\n]+\]|\[ @.+? \])?: /;
/** node's syntax error in an ES module: `SyntaxError[ @/w/test/a.js ]: message`. */
const IN_MODULE = /^([\w$]*(?:Error|Exception))\[ @(.+?) \]: (.*)$/;
/** Under node's `Require stack:`, one module: the one that required the next above it. */
const REQUIRED_BY = /^- (\S.*)$/;
/** A root-level spec tree line, passed or pending: `  ✔ title (50ms)`, `  - title`. */
const ROOT_TEST = /^ {2}[✔✓-] /;
/** A spec tree line's duration suffix, for slow tests (as the grammar strips it). */
const TREE_DURATION = / \([0-9]+(?:\.[0-9]+)?(?:ms|s|m|h|d)\)$/;
/** Kinds whose text a cut mid-line would silently shorten. */
const CUT_SENSITIVE = new Set(['failureTitle', 'tree', 'tapResult', 'exception', 'errorLine']);
function kindOfTitle(leaf, fullTitle) {
    if (fullTitle === OUTSIDE_TEST)
        return 'run';
    return HOOK_TITLE.test(leaf) ? 'hook' : 'test';
}
/** Leading spaces of `text`. */
function indentOf(text) {
    return text.length - text.trimStart().length;
}
/**
 * Folds mocha line records into counts, failures and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export function foldMochaRecords(all, lines, context = { endsInNewline: true }) {
    const last = all[all.length - 1];
    const records = !context.endsInNewline && last !== undefined && CUT_SENSITIVE.has(last.kind) ? all.slice(0, -1) : all;
    const text = (i) => lines.at(i) ?? '';
    // The last epilogue (a passing line after a blank line) and the last tap counts: mocha
    // prints one reporter's, at the end, so the later one is the reporter's.
    let epilogue = -1;
    let tapCounts = -1;
    for (let i = records.length - 1; i >= 0 && (epilogue < 0 || tapCounts < 0); i--) {
        const kind = records[i].kind;
        if (epilogue < 0 && kind === 'passing' && records[i - 1]?.kind === 'blank')
            epilogue = i;
        if (tapCounts < 0 && kind === 'tapCount' && isTapCounts(records, i))
            tapCounts = i;
    }
    if (epilogue > tapCounts)
        return foldEpilogue(records, text, epilogue);
    return foldTap(records, text) ?? foldWithoutSummary(records, text);
}
/** A failure entry; `message` only when there is one. */
function failureOf(name, kind, message) {
    return message === undefined || message === '' ? { name, kind } : { name, kind, message };
}
/** The index of the first non-blank line from `from` on, unless a record of `stop` comes first. */
function messageAt(records, from, stop) {
    for (let j = from; j < records.length; j++) {
        const kind = records[j].kind;
        if (kind === stop)
            return undefined;
        if (kind !== 'blank')
            return j;
    }
    return undefined;
}
/**
 * The failure list entry whose `  N) title` line is record `i`: its failure, the index after
 * its title path and that of its message line (if any); undefined when the path does not end
 * in `:` (cut short, or a root test's spec tree line).
 */
function readListEntry(records, text, i) {
    const rec = records[i];
    // The title path: the first title here, one more per line at 5 + 2·depth spaces.
    const parts = [rec.title];
    let j = i + 1;
    for (let depth = 1; j < records.length; depth++, j++) {
        const line = text(j);
        const indent = 5 + 2 * depth;
        if (line.length <= indent || indentOf(line) !== indent)
            break;
        parts.push(line.slice(indent));
    }
    const leaf = parts[parts.length - 1];
    if (!leaf.endsWith(':'))
        return undefined;
    parts[parts.length - 1] = leaf.slice(0, -1);
    const name = parts.join(' ');
    const kind = kindOfTitle(parts[parts.length - 1], name);
    const at = messageAt(records, j, 'failureTitle');
    return { failure: failureOf(name, kind, at === undefined ? undefined : text(at).trim()), end: j, messageAt: at };
}
function foldEpilogue(records, text, epilogue) {
    const passing = records[epilogue];
    let pending = 0;
    let failing = 0;
    let i = epilogue + 1;
    const next = records[i];
    if (next?.kind === 'pending') {
        pending = next.n;
        i++;
    }
    const after = records[i];
    if (after?.kind === 'failing') {
        failing = after.n;
        i++;
    }
    const failures = new FailureList();
    let expectedNumber = 1;
    // The entry whose error text is being read: the lines after its message, to the next entry.
    let block;
    const closeBlock = () => {
        block?.lines.applyTo(block.failure);
        block = undefined;
    };
    for (; i < records.length; i++) {
        const rec = records[i];
        if (rec.kind !== 'failureTitle' || rec.n !== expectedNumber || records[i - 1]?.kind !== 'blank') {
            block?.lines.add(text(i));
            continue;
        }
        closeBlock();
        expectedNumber++;
        const listed = readListEntry(records, text, i);
        if (listed === undefined)
            continue;
        const entry = failures.add(listed.failure);
        i = listed.end - 1;
        if (entry !== undefined && listed.messageAt !== undefined) {
            block = { failure: entry, lines: new MochaErrorBlock() };
            i = listed.messageAt;
        }
    }
    closeBlock();
    const hasTree = records.some((r, k) => k < epilogue && r.kind === 'tree');
    // What follows the epilogue is mocha's failure list (titles, messages, diffs, stacks).
    const folded = {
        format: hasTree ? 'mocha-spec' : 'mocha-dot',
        summary: summaryOf(passing.n, failing, pending),
        failures: failures.list(),
        summarySeen: true,
        files: [],
        unrecognizedLines: countUnknown(records.slice(0, epilogue)),
    };
    if (passing.ms !== null)
        folded.durationMs = Math.round(passing.ms);
    const tests = hasTree ? treeListing(records, text, epilogue) : noTestsListed();
    if (accountsFor(tests, { passed: passing.n, skipped: pending }))
        folded.tests = tests;
    return folded;
}
/**
 * The passing (`✔`) and pending (`-`) tests of the spec tree before `end`, each named by its
 * full title as the failure list names a failure (the suite titles above it and its own,
 * joined by spaces). A line a test printed is raw in the tree, so the caller keeps the list
 * only when it accounts for the epilogue's counts.
 */
function treeListing(records, text, end) {
    const tests = noTestsListed();
    // Suite titles of the spec tree, outermost first: a suite at 2·k spaces is suites[k-1].
    const suites = [];
    for (let i = 0; i < end; i++) {
        const rec = records[i];
        if (rec.kind === 'unknown') {
            const line = text(i);
            const indent = indentOf(line);
            if (indent === 2 && ROOT_TEST.test(line)) {
                // The grammar reads tree lines from 4 spaces; a root-level test prints at 2.
                suites.length = 0;
                const title = line.slice(4).replace(TREE_DURATION, '');
                if (line[2] === '-')
                    tests.skipped.push(title);
                else
                    tests.passed.push(title);
            }
            else if (indent >= 2 && indent % 2 === 0) {
                suites.length = Math.min(suites.length, indent / 2 - 1);
                suites.push(line.slice(indent));
            }
        }
        else if (rec.kind === 'tree' && rec.indent % 2 === 0) {
            suites.length = Math.min(suites.length, rec.indent / 2 - 1);
            if (rec.status === 'passed')
                tests.passed.push([...suites, rec.title].join(' '));
            else if (rec.status === 'pending')
                tests.skipped.push([...suites, rec.title].join(' '));
        }
        else if (rec.kind === 'failureTitle') {
            suites.length = 0;
        }
    }
    return tests;
}
function foldWithoutSummary(records, text) {
    const failures = new FailureList();
    const tally = new Tally();
    // Suite titles of the spec tree, outermost first: a suite at 2·k spaces is suites[k-1].
    const suites = [];
    let sawResult = false;
    let listed;
    let inList = false;
    // The list entry whose error text is being read (as in foldEpilogue), to the next entry.
    let block;
    for (let i = 0; i < records.length; i++) {
        const rec = records[i];
        const kind = rec.kind;
        listed = kind === 'failureTitle' && records[i - 1]?.kind === 'blank' ? readListEntry(records, text, i) : undefined;
        if (listed === undefined)
            block?.lines.add(text(i));
        else {
            block?.lines.applyTo(block.failure);
            block = undefined;
        }
        if (kind === 'unknown') {
            const line = text(i);
            const indent = indentOf(line);
            if (indent >= 2 && indent % 2 === 0) {
                suites.length = Math.min(suites.length, indent / 2 - 1);
                suites.push(line.slice(indent));
            }
        }
        else if (listed !== undefined) {
            // An entry of the failure list whose epilogue was cut off (output kept from its tail).
            // mocha's failing count holds every entry of its list, hooks included.
            const entry = failures.add(listed.failure);
            if (entry !== undefined)
                tally.add('failed');
            sawResult = true;
            inList = true;
            i = listed.end - 1;
            if (entry !== undefined && listed.messageAt !== undefined) {
                block = { failure: entry, lines: new MochaErrorBlock() };
                i = listed.messageAt;
            }
        }
        else if ((kind === 'tree' || kind === 'failureTitle') && !inList) {
            // (After the list's first entry, a tree-like line is a diff or message line.)
            // A root-level test prints at 2 spaces: `  1) title` is then a tree line.
            const indent = kind === 'tree' ? rec.indent : 2;
            const status = kind === 'tree' ? rec.status : 'failed';
            if (indent % 2 !== 0)
                continue;
            sawResult = true;
            suites.length = Math.min(suites.length, indent / 2 - 1);
            if (status === 'passed')
                tally.add('passed');
            else if (status === 'pending')
                tally.add('skipped');
            else {
                const name = [...suites, rec.title].join(' ');
                tally.add('failed');
                failures.add({ name, kind: kindOfTitle(rec.title, name) });
            }
        }
    }
    block?.lines.applyTo(block.failure);
    if (!sawResult) {
        const error = loadError(records, text);
        // No spec file: nothing ran, and the (empty) list of tests is all of them.
        if (error !== undefined && NO_TEST_FILES.test(error.error))
            return { format: 'mocha-spec', summary: tally.summary(), failures: [], summarySeen: true, files: [], tests: noTestsListed() };
        if (error !== undefined)
            failures.add(loadFailure(error, records, text));
    }
    return { format: 'mocha-spec', summary: tally.summary(), failures: failures.list(), summarySeen: false, files: [] };
}
/** The error of a run that stopped while loading test files, and the index of its line (see the module rules). */
function loadError(records, text) {
    let firstErrorLine;
    for (let i = 0; i < records.length; i++) {
        const rec = records[i];
        if (rec.kind === 'exception') {
            if (ERROR_TEXT.test(rec.rest))
                return { error: rec.rest.trim(), at: i };
            for (let j = i + 1; j < records.length; j++) {
                const later = records[j];
                if (later.kind === 'errorLine')
                    return { error: later.text.trim(), at: j };
            }
            return { error: text(i).trim(), at: i };
        }
        if (rec.kind === 'errorLine' && firstErrorLine === undefined)
            firstErrorLine = { error: rec.text.trim(), at: i };
    }
    return firstErrorLine;
}
/**
 * The failure a load error stands for: a `file` failure named by the test file that failed to
 * load, as printed, when the output names it; else a `run` failure named by the error. The
 * file is, first found: node's header of a syntax error above the error (`/w/test/a.js:5`,
 * after ` Exception during run: ` from mocha 10; also the location); the module an ES module's
 * syntax error names (`SyntaxError[ @/w/test/a.js ]: …`, then read as `SyntaxError: …`); the
 * last project module of node's `Require stack:` (the outermost: the test file, whichever
 * helper it required threw); the outermost project frame of the error's stack (also the
 * location).
 */
function loadFailure({ error, at }, records, text) {
    let header = null;
    for (let i = 0; i < at && header === null; i++) {
        const rec = records[i];
        header = SYNTAX_HEADER.exec(rec.kind === 'exception' ? rec.rest : text(i));
    }
    if (header !== null)
        return { name: header[1], kind: 'file', message: error, location: `${header[1]}:${header[2]}` };
    const inModule = IN_MODULE.exec(error);
    if (inModule !== null)
        return { name: inModule[2], kind: 'file', message: `${inModule[1]}: ${inModule[3]}` };
    let requiredBy;
    let outermost;
    for (let i = at + 1; i < records.length; i++) {
        const line = text(i);
        if (line === 'Require stack:') {
            for (let j = i + 1; j < records.length; j++) {
                const module = REQUIRED_BY.exec(text(j))?.[1];
                if (module === undefined)
                    break;
                if (isProjectPath(module))
                    requiredBy = module;
                i = j;
            }
        }
        else
            outermost = frameLocation(line) ?? outermost;
    }
    if (requiredBy !== undefined) {
        const own = outermost?.startsWith(`${requiredBy}:`) === true ? { location: outermost } : {};
        return { name: requiredBy, kind: 'file', message: error, ...own };
    }
    const path = outermost === undefined ? undefined : /^(.*):\d+:\d+$/.exec(outermost)?.[1];
    if (path !== undefined)
        return { name: path, kind: 'file', message: error, location: outermost };
    return { name: error, kind: 'run', message: error };
}
/** `# tests`, `# pass`, `# fail` on consecutive lines from `i`: tap's closing counts. */
function isTapCounts(records, i) {
    const [tests, pass, fail] = [records[i], records[i + 1], records[i + 2]];
    return tests?.kind === 'tapCount' && tests.label === 'tests' && pass?.kind === 'tapCount' && pass.label === 'pass' && fail?.kind === 'tapCount' && fail.label === 'fail';
}
/** The message tap prints under a failed result: the first non-blank line, when indented. */
function tapMessage(records, text, from) {
    let j = from;
    while (j < records.length && records[j].kind === 'blank')
        j++;
    const kind = records[j]?.kind;
    if (kind === undefined || kind === 'tapResult' || kind === 'tapCount' || kind === 'tapPlan')
        return undefined;
    const line = text(j);
    return line.startsWith('  ') ? line.trim() : undefined;
}
/** The tap reporter's output, or undefined when no tap result or count is in sequence. */
function foldTap(records, text) {
    const failures = new FailureList();
    const tally = new Tally();
    // `endedNoTest`: the result was a failed hook or an error outside any test, after which
    // mocha's tap numbering has not moved on (it counts tests that ended).
    let previous;
    let counts;
    let sawTap = false;
    let inFailure = false;
    let unrecognized = 0;
    const listed = noTestsListed();
    // The failed result whose indented message and stack are being read (for its location).
    let block;
    const closeBlock = () => {
        block?.lines.applyTo(block.failure, true);
        block = undefined;
    };
    for (let i = 0; i < records.length; i++) {
        const rec = records[i];
        if (block !== undefined && rec.kind !== 'tapResult') {
            const line = text(i);
            if (line.startsWith('  '))
                block.lines.add(line);
        }
        if (rec.kind === 'tapCount') {
            if (isTapCounts(records, i)) {
                counts = { pass: records[i + 1].n, fail: records[i + 2].n };
                sawTap = true;
            }
            continue;
        }
        if (rec.kind !== 'tapResult') {
            // tap indents a failure's message and stack by 2 spaces under its `not ok` line.
            if (rec.kind === 'unknown' && !(inFailure && text(i).startsWith('  ')))
                unrecognized++;
            continue;
        }
        // In sequence: the first result seen, the next number, or the same after a failed hook or an error outside any test.
        if (previous !== undefined && rec.n !== previous.n + 1 && !(previous.endedNoTest && rec.n === previous.n)) {
            unrecognized++;
            inFailure = false;
            continue;
        }
        closeBlock();
        sawTap = true;
        inFailure = rec.status === 'failed';
        const hook = rec.status === 'failed' && HOOK_IN_FULL_TITLE.test(rec.title);
        const outside = rec.status === 'failed' && rec.title === OUTSIDE_TEST;
        previous = { n: rec.n, endedNoTest: hook || outside };
        if (rec.status === 'passed') {
            tally.add('passed');
            listed.passed.push(rec.title);
        }
        else if (rec.status === 'pending') {
            tally.add('skipped');
            listed.skipped.push(rec.title);
        }
        else {
            const kind = outside ? 'run' : hook ? 'hook' : 'test';
            const entry = failures.add(failureOf(rec.title, kind, tapMessage(records, text, i + 1)));
            if (entry !== undefined)
                block = { failure: entry, lines: new MochaErrorBlock() };
            tally.add('failed');
        }
    }
    closeBlock();
    if (!sawTap)
        return undefined;
    const summary = counts === undefined ? tally.summary() : summaryOf(counts.pass, counts.fail, tally.skipped);
    const folded = { format: 'mocha-tap', summary, failures: failures.list(), summarySeen: counts !== undefined, files: [], unrecognizedLines: unrecognized };
    // Results are full titles; a result line a test printed in sequence can take a real one's
    // place, so the list is kept only when it accounts for `# pass`.
    if (counts !== undefined && listed.passed.length === counts.pass)
        folded.tests = listed;
    return folded;
}
