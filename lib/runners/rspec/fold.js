import { FailureList } from "../../parsing/fold-kit.js";
import { summaryOf } from "../../parsing/result.js";
import { RSpecBlock } from "./block.js";
/** `./spec/a_spec.rb:12` or `./spec/a_spec.rb[1:2]` -> `spec/a_spec.rb`. */
export function rspecFileOfId(id) {
    return id.replace(/(?::\d+)+$|\[[\d:]+\]$/, '').replace(/^\.\//, '');
}
/** A project-relative file as RSpec prints it (`./spec/a_spec.rb`), without its `./`. */
function fileOf(path) {
    return path.replace(/^\.\//, '');
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
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (open !== undefined && (kind === 'unknown' || kind === 'blank')) {
            if (open.add(lines.at(i) ?? ''))
                continue;
            open = undefined;
        }
        if (kind === 'unknown' || kind === 'blank')
            continue;
        open = undefined;
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
            else if (section === 'pending')
                pendingBlocks++;
        }
        else if (kind === 'outside') {
            const failure = r.file !== undefined ? { name: fileOf(r.file), kind: 'file', file: fileOf(r.file) } : { name: `${r.hook ?? ''} hook`, kind: 'run' };
            const block = new RSpecBlock(0);
            outside.push({ failure, block });
            open = block;
        }
        else if (kind === 'finished') {
            committed = blocks;
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
    const failed = committed ?? blocks;
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
    if (reruns.length > 0) {
        const unused = [...failed];
        for (const rerun of reruns) {
            const at = unused.findIndex((b) => b.title === rerun.name || (b.block.fixed && b.title === `${rerun.name} FIXED`));
            add(rerun.name, rspecFileOfId(rerun.id), at < 0 ? undefined : unused.splice(at, 1)[0].block);
        }
    }
    else {
        for (const { title, block, underHeader } of failed)
            if (underHeader)
                add(block.fixed ? title.replace(/ FIXED$/, '') : title, undefined, block);
    }
    for (const { failure, block } of outside) {
        const message = block.message;
        if (message !== undefined)
            failure.message = message;
        if (block.location !== undefined)
            failure.location = block.location;
        failures.add(failure);
    }
    const counts = summary === undefined ? summaryOf(0, failed.length, pendingBlocks) : summaryOf(summary.examples - summary.failed - summary.pending, summary.failed, summary.pending);
    const result = { summary: counts, failures: failures.list(), summarySeen: summary !== undefined, files: [] };
    if (durationMs !== undefined)
        result.durationMs = durationMs;
    return result;
}
