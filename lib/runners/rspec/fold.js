import { FailureList } from "../../parsing/fold-kit.js";
import { summaryOf } from "../../parsing/result.js";
import { readDocumentationTree } from "./documentation.js";
import { RSpecBlock } from "./error-block.js";
/** `./spec/a_spec.rb:12` or `./spec/a_spec.rb[1:2]` -> `spec/a_spec.rb`. */
export function rspecFileOfId(id) {
    return id.replace(/(?::\d+)+$|\[[\d:]+\]$/, '').replace(/^\.\//, '');
}
/** A project-relative file as RSpec prints it (`./spec/a_spec.rb`), without its `./`. */
function fileOf(path) {
    return path.replace(/^\.\//, '');
}
/**
 * Where a file that failed to load is broken, when its error's message says it and no project
 * frame does: a SyntaxError's `SyntaxError: /abs/spec/a_spec.rb:9: syntax error, …` names the
 * file (as Ruby loaded it) and the line.
 */
function placeInFile(message, file) {
    const m = /^[A-Z][\w:]*: (\S+\.rb):(\d+): /.exec(message);
    if (m === null)
        return undefined;
    const path = m[1].replace(/^\.\//, '');
    return path === file || path.endsWith(`/${file}`) ? `${m[1]}:${m[2]}` : undefined;
}
export function foldRSpec(records, lines) {
    let section = 'none';
    /** Failure blocks since the last `Finished in`, and those before it (the run's own, once it ends). */
    let blocks = [];
    let committed;
    let pendingBlocks = 0;
    let reruns = [];
    const outside = [];
    let summary;
    let durationMs;
    /** The block the next unknown lines belong to. */
    let open;
    /** Lines a block read: RSpec's, wherever they are. */
    const inBlock = new Uint8Array(records.length);
    /** Where the last `Finished in` and each section header are (-1: none). */
    let lastFinished = -1;
    const headers = [];
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (open !== undefined && (kind === 'unknown' || kind === 'blank')) {
            if (open.add(lines.at(i) ?? '')) {
                inBlock[i] = 1;
                continue;
            }
            open = undefined;
        }
        if (kind === 'unknown' || kind === 'blank')
            continue;
        open = undefined;
        if (kind === 'failures' || kind === 'pending')
            headers.push({ kind, at: i });
        if (kind === 'failures') {
            section = 'failures';
            blocks = [];
        }
        else if (kind === 'pending') {
            section = 'pending';
            pendingBlocks = 0;
        }
        else if (kind === 'numbered') {
            if (section === 'failures' || section === 'none') {
                const block = new RSpecBlock(2 + String(r.n).length + 2);
                blocks.push({ title: r.name, block, underHeader: section === 'failures' });
                open = block;
            }
            else if (section === 'pending') {
                pendingBlocks++;
                // Read for its lines only: a pending example is no failure.
                open = new RSpecBlock(2 + String(r.n).length + 2);
            }
        }
        else if (kind === 'outside') {
            const failure = r.file !== undefined ? { name: fileOf(r.file), kind: 'file', file: fileOf(r.file) } : { name: `${r.hook ?? ''} hook`, kind: 'run' };
            const block = new RSpecBlock(0);
            outside.push({ failure, block });
            open = block;
        }
        else if (kind === 'finished') {
            committed = blocks;
            lastFinished = i;
            blocks = [];
            reruns = [];
            durationMs = r.ms;
            section = 'none';
        }
        else if (kind === 'summary') {
            summary = r;
            section = 'none';
        }
        else if (kind === 'failedExamples') {
            section = 'failedExamples';
            reruns = [];
        }
        else if (kind === 'rerun') {
            if (section === 'failedExamples')
                reruns.push({ id: r.id, name: r.name });
        }
    }
    // Blocks under a header after the last `Finished in`: the output was cut before the run's own.
    const failed = blocks.some((b) => b.underHeader) ? blocks : (committed ?? blocks);
    const failures = new FailureList();
    const add = (name, file, block) => {
        const failure = { name, kind: 'test' };
        if (file !== undefined)
            failure.file = file;
        const message = block?.message;
        if (message !== undefined)
            failure.message = message;
        if (block?.location !== undefined)
            failure.location = block.location;
        const detail = block?.detail ?? [];
        if (detail.length > 0)
            failure.detail = detail;
        failures.append(failure);
    };
    const titleOf = (b) => (b.block.fixed ? b.title.replace(/ FIXED$/, '') : b.title);
    if (reruns.length > 0) {
        // Each title's blocks in order: two examples may share a full description.
        const byTitle = new Map();
        for (const b of failed) {
            const same = byTitle.get(titleOf(b));
            if (same === undefined)
                byTitle.set(titleOf(b), [b.block]);
            else
                same.push(b.block);
        }
        for (const rerun of reruns)
            add(rerun.name, rspecFileOfId(rerun.id), byTitle.get(rerun.name)?.shift());
    }
    else if (summary === undefined || summary.failed > 0) {
        // A summary of no failures: any `Failures:` section was a test's.
        for (const b of failed)
            if (b.underHeader)
                add(titleOf(b), undefined, b.block);
    }
    for (const { failure, block } of outside) {
        const message = block.message;
        if (message !== undefined)
            failure.message = message;
        const location = block.location ?? (failure.file !== undefined && message !== undefined ? placeInFile(message, failure.file) : undefined);
        if (location !== undefined)
            failure.location = location;
        failures.add(failure);
    }
    const seenFailed = Math.max(reruns.length, failed.filter((b) => b.underHeader).length);
    const counts = summary === undefined ? summaryOf(0, seenFailed, pendingBlocks) : summaryOf(summary.examples - summary.failed - summary.pending, summary.failed, summary.pending);
    const result = { summary: counts, failures: failures.list(), summarySeen: summary !== undefined, files: [] };
    if (durationMs !== undefined)
        result.durationMs = durationMs;
    const tree = summary === undefined || lastFinished < 0 ? undefined : treeOf(records, lines, inBlock, treeEnd(lastFinished, headers, summary));
    const tests = tree === undefined || summary === undefined ? undefined : readDocumentationTree(tree.lines, { passed: counts.passed, failed: summary.failed, pending: summary.pending, failing: reruns.map((r) => r.name) });
    if (tests !== undefined)
        result.tests = tests;
    let unrecognized = 0;
    for (let i = 0; i < records.length; i++) {
        if (records[i].kind === 'unknown' && inBlock[i] === 0 && (tests === undefined || tree.at[i] === 0))
            unrecognized++;
    }
    result.unrecognizedLines = unrecognized;
    return result;
}
/**
 * Where the lines examples print end: the run's own first section after them, `Pending:` when
 * it has pending examples, else `Failures:` when it has failures, else its last `Finished in`
 * (a test may print a header before them; the run's own are the last ones before the end).
 */
function treeEnd(lastFinished, headers, summary) {
    let end = lastFinished;
    const before = (kind, limit) => {
        for (let k = headers.length - 1; k >= 0; k--)
            if (headers[k].kind === kind && headers[k].at < limit)
                return headers[k].at;
        return -1;
    };
    if (summary.failed > 0) {
        const at = before('failures', end);
        if (at >= 0)
            end = at;
    }
    if (summary.pending > 0) {
        const at = before('pending', end);
        if (at >= 0)
            end = at;
    }
    return end;
}
/** The documentation formatter's lines before `end`: not blank, not RSpec's own records or block lines. */
function treeOf(records, lines, inBlock, end) {
    const tree = [];
    /** 1 for the lines read into the tree. */
    const at = new Uint8Array(records.length);
    for (let i = 0; i < end; i++) {
        const kind = records[i].kind;
        if ((kind !== 'unknown' && kind !== 'numbered') || inBlock[i] === 1)
            continue;
        tree.push(lines.at(i) ?? '');
        at[i] = 1;
    }
    return { lines: tree, at };
}
