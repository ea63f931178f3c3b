import { FailureContext } from "../../parsing/failure-context.js";
import { Tally } from "../../parsing/fold-kit.js";
import { summaryOf } from "../../parsing/result.js";
import { errorMessage, FooterTracker, leadingSpaces, looksLikeErrorLine, looksLikeFileName, nodeTestFolded, summaryFromCounters } from "./common.js";
/** A failing todo: Node 24 prints `⚠`, older ones `✖` with the todo reason after ` # `. */
function isTodoFailure(e) {
    return e.symbol === 'todoFail' || (e.symbol === 'fail' && e.directive !== null);
}
/** Folds spec or dot records (one per line of `lines`) into a result. */
export function foldSpec(records, lines, format) {
    const footer = new FooterTracker();
    let unrecognized = 0;
    for (let i = 0; i < records.length; i++) {
        const rec = records[i];
        // (Read once: see Dialect.fold.)
        const kind = rec.kind;
        footer.push(i, kind === 'counter' ? rec : null);
        if (kind === 'unknown')
            unrecognized++;
    }
    footer.end();
    const treeEnd = footer.footer?.start ?? records.length;
    // The failing-tests section after the footer (spec), or dot's `Failed tests:` list (the first
    // one in the tree). When there is one, it names the failures, and the tree's failing leaves
    // matter only for the file errors they carry.
    const sectionStart = format === 'node-dot'
        ? findAfter(records, 0, 'dotHeader', treeEnd)
        : findAfter(records, footer.footer?.end ?? records.length, 'failingHeader');
    // The tree: results before the footer, with `▶` parents closed by a result of the same name.
    // Leaves (results that close no parent) are counted; failing ones and file errors are kept.
    const leaves = [];
    const leafCounts = new Tally();
    // Every failing result of the tree, by name, in order: its record index, whether it closed a `▶`
    // parent, and whether that parent had a failing child. The section lists failures in the same
    // (event) order, so its entries are matched to these.
    const treeFails = new Map();
    const noteFail = (name, fail) => {
        const list = treeFails.get(name);
        if (list === undefined)
            treeFails.set(name, [fail]);
        else
            list.push(fail);
    };
    const open = [];
    // Every leaf result by name (spec only; dot prints no names). A test's own stdout is copied
    // raw, so a printed line shaped like a result adds a name here: see docs/limits.md.
    const tests = format === 'node-spec' ? { passed: [], skipped: [] } : undefined;
    let dotPassed = 0;
    let dotFailed = 0;
    let lastErrorLine;
    for (let i = 0; i < treeEnd; i++) {
        const rec = records[i];
        if (rec.kind === 'suiteStart') {
            while (open.length > 0 && open[open.length - 1].indent >= rec.indent)
                open.pop();
            open.push({ indent: rec.indent, name: rec.name, childFailed: false });
        }
        else if (rec.kind === 'result') {
            while (open.length > 0 && open[open.length - 1].indent > rec.indent)
                open.pop();
            const failed = rec.symbol === 'fail' || rec.symbol === 'todoFail';
            const top = open[open.length - 1];
            const closes = top !== undefined && top.indent === rec.indent && top.name === rec.name;
            if (closes) {
                open.pop();
                // A parent closed by its own result: a suite, or a test() with subtests, which node
                // counts as a test. Listed by name too, so a test that grew subtests is not "missing".
                if (rec.symbol === 'pass')
                    tests?.passed.push(rec.name);
                else if (rec.symbol === 'skip')
                    tests?.skipped.push(rec.name);
            }
            if (failed) {
                noteFail(rec.name, { at: i, indent: rec.indent, parent: closes, childFailed: closes && top.childFailed });
                const parent = open[open.length - 1];
                if (parent !== undefined && parent.indent < rec.indent)
                    parent.childFailed = true;
            }
            if (!closes) {
                if (rec.symbol === 'skip' || rec.symbol === 'todoFail' || rec.directive !== null) {
                    leafCounts.add('skipped');
                    tests?.skipped.push(rec.name);
                }
                else if (rec.symbol === 'pass') {
                    leafCounts.add('passed');
                    tests?.passed.push(rec.name);
                }
                else
                    leafCounts.add('failed');
                // Only failing leaves (without a section) and file errors are read later; passing
                // leaves are just counted.
                const fileError = rec.indent === 0 ? lastErrorLine : undefined;
                if ((failed && sectionStart < 0) || fileError !== undefined) {
                    const entry = { symbol: rec.symbol, name: rec.name, directive: rec.directive, indent: rec.indent, at: i };
                    // Node 20 prints the error under the test; 22+ only in the failing-tests section.
                    const message = detailMessage(lines, i, rec.indent);
                    if (message !== undefined)
                        Object.assign(entry, { message }, errorContext(lines, i, rec.indent));
                    if (fileError !== undefined)
                        entry.fileError = fileError;
                    leaves.push(entry);
                }
            }
            if (rec.indent === 0)
                lastErrorLine = undefined;
        }
        else if (rec.kind === 'unknown') {
            const line = lines.at(i) ?? '';
            // (An error line names an Error or Exception: most stack and detail lines skip the regex.)
            if ((line.includes('Error') || line.includes('Exception')) && looksLikeErrorLine(line.slice(leadingSpaces(line))))
                lastErrorLine = line.trim();
        }
        else if (rec.kind === 'dotMarks' && (sectionStart < 0 || i < sectionStart)) {
            dotPassed += rec.passed;
            dotFailed += rec.failed;
        }
    }
    const section = sectionStart < 0 ? undefined : readSection(records, lines, sectionStart + 1, format === 'node-dot');
    let failures;
    if (section !== undefined) {
        const fileErrors = new Map(leaves.filter((l) => l.fileError !== undefined).map((l) => [l.name, l.fileError]));
        const cursor = new Map();
        let lastAt = -1;
        // The next tree failure of the entry's name after the previous match. The section omits
        // parents failed only by subtests, so a parent with a failing child (most likely that) yields
        // to a later failure of the same name. No match (output cut at the start): a leaf.
        const parentOf = (e) => {
            const list = treeFails.get(e.name);
            if (list === undefined)
                return undefined;
            let k = cursor.get(e.name) ?? 0;
            while (k < list.length && list[k].at <= lastAt)
                k++;
            if (k >= list.length) {
                cursor.set(e.name, k);
                return undefined;
            }
            if (list[k].parent && list[k].childFailed && k + 1 < list.length)
                k++;
            const match = list[k];
            lastAt = match.at;
            cursor.set(e.name, k + 1);
            return match.parent ? match : undefined;
        };
        failures = section
            .filter((e) => !/^\d+ subtests? failed$/.test(e.message ?? ''))
            .map((e) => ({ e, parent: parentOf(e) }))
            .filter(({ e }) => !isTodoFailure(e))
            .map(({ e, parent }) => toFailure({ ...e, ...(fileErrors.has(e.name) ? { fileError: fileErrors.get(e.name) } : {}) }, parent));
    }
    else {
        failures = leaves.filter((l) => l.symbol === 'fail' && !isTodoFailure(l)).map((l) => toFailure(l, undefined));
    }
    let summary;
    if (footer.footer !== undefined) {
        summary = summaryFromCounters(footer.footer.counters);
    }
    else if (format === 'node-dot') {
        summary = summaryOf(dotPassed, dotFailed, 0);
    }
    else {
        summary = leafCounts.summary();
    }
    return nodeTestFolded(summary, failures, footer, unrecognized, tests);
}
/** The index of the first record of `kind` in `from..end - 1`, or -1. */
function findAfter(records, from, kind, end = records.length) {
    for (let i = from; i < end; i++)
        if (records[i].kind === kind)
            return i;
    return -1;
}
/**
 * Entries of a failing-tests list: `test at <loc>` (optional), `✖ name (ms)`, error indented by 2.
 * node separates entries with a blank line or starts them with `test at`; a result line straight
 * after an entry's error lines is not node's (e.g. stderr appended after stdout) and is skipped.
 */
function readSection(records, lines, from, dot) {
    const entries = [];
    let location;
    let entryMayStart = true;
    for (let i = from; i < records.length; i++) {
        const rec = records[i];
        if (rec.kind === 'location') {
            location = rec;
            entryMayStart = true;
            continue;
        }
        if (rec.kind === 'result' && rec.indent === 0 && entryMayStart) {
            const entry = { symbol: rec.symbol, name: rec.name, directive: rec.directive, indent: 0, at: i };
            if (location !== undefined)
                Object.assign(entry, { file: location.file, line: location.line, column: location.column });
            const message = detailMessage(lines, i, 0);
            if (message !== undefined)
                Object.assign(entry, { message }, errorContext(lines, i, 0));
            entries.push(entry);
        }
        location = undefined;
        // dot's list has no separators: each entry follows the previous one's error lines.
        entryMayStart = dot || rec.kind === 'blank';
    }
    return entries;
}
/**
 * The error message under a result line at `indent`: its first detail line (the next line,
 * indented deeper). formatError starts with the message right away; a blank line (or a line
 * not indented deeper) means there are no details.
 */
function detailMessage(lines, at, indent) {
    const line = lines.at(at + 1);
    if (line === undefined || line.trim() === '' || leadingSpaces(line) < indent + 2)
        return undefined;
    return errorMessage([line]);
}
/** Most lines of an error block read for its location (inspect() may print a long stack and properties). */
const ERROR_BLOCK_MAX_LINES = 400;
/**
 * Location and detail of the error under a result line at `indent`: the block of lines
 * indented deeper (blank ones included), its first line the message; detail lines run to the
 * first stack frame, whose first project frame is the location.
 */
function errorContext(lines, at, indent) {
    const context = new FailureContext();
    const margin = indent + 2;
    let sawMessage = false;
    for (let j = at + 1; j < lines.length && j <= at + ERROR_BLOCK_MAX_LINES; j++) {
        const line = lines.at(j) ?? '';
        if (line.trim() !== '' && leadingSpaces(line) < margin)
            break;
        if (!sawMessage) {
            sawMessage = line.trim() !== '';
            continue;
        }
        context.add(line);
        if (context.location !== undefined)
            break;
    }
    const out = {};
    if (context.location !== undefined)
        out.errorAt = context.location;
    const detail = context.detail(margin);
    if (detail.length > 0)
        out.detail = detail;
    return out;
}
/**
 * `parent`: the tree's `▶` parent (a suite or a test with subtests) the entry is, failed on
 * its own (a hook error; the section never lists `subtestsFailed`): kind 'run', since node does not
 * count a suite as a test and spec cannot tell a suite from a parent test.
 */
function toFailure(e, parent) {
    if (parent !== undefined) {
        // (A top-level parent named like a script is an old Node 20 file test that failed on its own.)
        const failure = { name: e.name, kind: parent.indent === 0 && looksLikeFileName(e.name) ? 'file' : 'run' };
        if (e.file !== undefined)
            failure.file = e.file;
        if (e.message !== undefined)
            failure.message = e.message;
        return failure;
    }
    // node reports a file that failed as a whole as a top-level test named by its path; its
    // location is the file's 1:1.
    const isFile = e.indent === 0 && looksLikeFileName(e.name) && (e.line === undefined || (e.line === 1 && e.column === 1));
    const failure = { name: e.name, kind: isFile ? 'file' : 'test' };
    if (e.file !== undefined)
        failure.file = e.file;
    const message = isFile ? (e.fileError ?? e.message) : e.message;
    if (message !== undefined)
        failure.message = message;
    if (!isFile && e.errorAt !== undefined)
        failure.location = e.errorAt;
    if (!isFile && e.detail !== undefined)
        failure.detail = e.detail;
    return failure;
}
