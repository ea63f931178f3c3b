import { FailureList } from "../../parsing/fold-kit.js";
import { summaryOf } from "../../parsing/result.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { MinitestBlock } from "./error-block.js";
import { isRubyProjectPath } from "../ruby-frames.js";
/** `<frame>: <message> (<Class>)`: Ruby's report of an error nothing rescued. */
const CRASH = /^\S.*?:\d+:in `[^']*': (.*) \(([A-Z][\w:]*)\)$/;
/** `test/a_test.rb:8: syntax error, …`: an error located in a Ruby file. */
const IN_FILE = /^(\S+\.rb):(\d+): (.*)$/;
/** `test/a_test.rb:2:in `<top (required)>'`: a frame of a file's top level, as it is loaded. */
const TOP_LEVEL_FRAME = /^(?:\tfrom )?(\S.*?\.rb):(\d+):in `<top \(required\)>'/;
/** The outermost project file whose top level the frames (innermost first) run through, with its line. */
function loadedFile(frames) {
    for (let k = frames.length - 1; k >= 0; k--) {
        const m = TOP_LEVEL_FRAME.exec(frames[k]);
        if (m !== null && isRubyProjectPath(m[1]))
            return { path: m[1], line: m[2] };
    }
    return undefined;
}
/**
 * The failure Ruby's uncaught-error line stands for (see the module doc); undefined for another line.
 * @param from the `\tfrom <frame>` lines printed under it.
 */
export function crashFailure(text, from = []) {
    const m = CRASH.exec(text);
    if (m === null)
        return undefined;
    const [, said, className] = m;
    const located = IN_FILE.exec(said);
    if (located !== null)
        return { name: located[1], kind: 'file', file: located[1], message: `${className}: ${located[3]}`, location: `${located[1]}:${located[2]}` };
    const file = loadedFile([text, ...from]);
    if (file !== undefined)
        return { name: file.path, kind: 'file', file: file.path, message: `${className}: ${said}`, location: `${file.path}:${file.line}` };
    return { name: `${className}: ${said}`, kind: 'run' };
}
/** Whether the result lines account for the summary's counts, their failing names for the blocks'. */
function resultLinesAccountFor(listed, failingLines, counts, blocks) {
    if (!accountsFor(listed, counts) || failingLines.length !== counts.failed)
        return false;
    const blockNames = blocks.filter((b) => b.label !== 'Skipped').map((b) => b.name ?? '').sort();
    const lineNames = [...failingLines].sort();
    return blockNames.length === lineNames.length && blockNames.every((n, k) => n === lineNames[k]);
}
export function foldMinitest(records, lines) {
    let blocks = [];
    let open;
    let summary;
    let durationMs;
    const listed = noTestsListed();
    const failingLines = [];
    const crashes = new FailureList();
    /** Unknown lines no block read. */
    let unrecognized = 0;
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (kind === 'unknown' || kind === 'blank' || kind === 'verbose' || kind === 'progress' || kind === 'notice' || kind === 'crash') {
            if (open !== undefined) {
                open.add(lines.at(i) ?? '');
                continue;
            }
            if (kind === 'unknown')
                unrecognized++;
            else if (kind === 'verbose') {
                if (r.status === '.')
                    listed.passed.push(r.name);
                else if (r.status === 'S')
                    listed.skipped.push(r.name);
                else
                    failingLines.push(r.name);
            }
            else if (kind === 'crash') {
                const from = [];
                for (let j = i + 1; j < records.length && records[j].kind === 'notice' && (lines.at(j) ?? '').startsWith('\tfrom '); j++)
                    from.push(lines.at(j));
                const failure = crashFailure(r.text, from);
                if (failure !== undefined)
                    crashes.add(failure);
            }
            continue;
        }
        if (kind === 'numbered') {
            open = new MinitestBlock(r.label);
            blocks.push(open);
        }
        else if (kind === 'label') {
            open?.next(r.label);
        }
        else {
            open = undefined;
            if (kind === 'finished') {
                blocks = [];
                durationMs = r.ms;
            }
            else if (kind === 'summary')
                summary = r;
        }
    }
    const failures = new FailureList();
    let failedBlocks = 0;
    let skippedBlocks = 0;
    for (const block of blocks) {
        if (block.label === 'Skipped') {
            skippedBlocks++;
            continue;
        }
        failedBlocks++;
        if (block.name === undefined)
            continue;
        const failure = { name: block.name, kind: 'test' };
        const file = block.file;
        if (file !== undefined)
            failure.file = file;
        if (block.message !== undefined)
            failure.message = block.message;
        const location = block.location;
        if (location !== undefined)
            failure.location = location;
        const detail = block.detail;
        if (detail.length > 0)
            failure.detail = detail;
        failures.append(failure);
    }
    for (const crash of crashes.list())
        failures.add(crash);
    let counts;
    if (summary !== undefined) {
        const failed = summary.failures + summary.errors;
        counts = summaryOf(summary.runs - failed - summary.skips, failed, summary.skips);
    }
    else if (listed.passed.length + listed.skipped.length + failingLines.length > 0)
        counts = summaryOf(listed.passed.length, failingLines.length, listed.skipped.length);
    else
        counts = summaryOf(0, failedBlocks, skippedBlocks);
    const result = { summary: counts, failures: failures.list(), summarySeen: summary !== undefined, files: [], unrecognizedLines: unrecognized };
    if (durationMs !== undefined)
        result.durationMs = durationMs;
    if (summary !== undefined && resultLinesAccountFor(listed, failingLines, counts, blocks))
        result.tests = listed;
    return result;
}
