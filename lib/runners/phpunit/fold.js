import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { selectDetail } from "../../parsing/failure-context.js";
import { PhpunitSummary } from "./summary.js";
/** Record kinds of the --teamcity and --testdox printers. */
const OTHER_PRINTERS = new Set(['teamcity', 'doxClass', 'doxResult', 'doxDetail', 'doxRecap']);
/** A stack frame line of a failure's detail, `/abs/file.php:8`. */
export const TRACE = /^\/.*:\d+$/;
/** An exception as PHP prints it: `Class: message in /abs/file.php:8`. */
const RAW_EXCEPTION = /^(.*) in (\/.*:\d+)$/;
/** A parse error's class, which PHP's own `Parse error:` line does not print. */
const PARSE_ERROR = /^ParseError: /;
/** PHP died loading a test file: a failure of that file, with PHP's message and the line it names. */
export function loadFailure(r) {
    return { name: r.file, kind: 'file', file: r.file, message: r.message.replace(PARSE_ERROR, ''), location: `${r.file}:${r.line}` };
}
/**
 * The file of a listed test's class, `/abs/tests/CalcTest.php`, from the frames its block
 * shows: the first whose file is named after the class (`CalcTest.php` for
 * `App\Tests\CalcTest::testAdds`), as PHPUnit's autoloading convention (PSR-4) names it and
 * as its JUnit report's `file` says. None when no frame is (a test class in a file named
 * otherwise, or a block with no trace).
 */
function testClassFile(name, frames) {
    const testClass = name.split('::')[0].split('\\').pop();
    for (const frame of frames) {
        const file = frame.replace(/:\d+$/, '');
        if (file.endsWith(`/${testClass}.php`))
            return file;
    }
    return undefined;
}
/** The block of one listed test, as the fold meets its lines. */
class DefectBlock {
    lines = [];
    name;
    section;
    location;
    /** Every trace line of the block, `/abs/file.php:8`, in order. */
    traces = [];
    #traceSeen = false;
    constructor(name, section) {
        this.name = name;
        this.section = section;
    }
    add(text) {
        if (!this.#traceSeen)
            this.lines.push(text);
    }
    trace(location) {
        this.traces.push(location);
        if (this.#traceSeen)
            return;
        this.#traceSeen = true;
        this.location = location;
    }
    /** The failure this block states (see the module doc), with the test's file when a frame shows it. */
    failure() {
        const failure = this.facts();
        const file = testClassFile(this.name, [...this.traces, ...(failure.location !== undefined ? [failure.location] : [])]);
        return file === undefined ? failure : { ...failure, file };
    }
    facts() {
        const failure = { name: this.name, kind: 'test' };
        const first = this.lines.findIndex((l) => l.trim() !== '');
        if (first < 0) {
            if (this.location !== undefined)
                failure.location = this.location;
            return failure;
        }
        const messageLine = this.lines[first].trim();
        const raw = this.lines[first + 1] === 'Stack trace:' ? RAW_EXCEPTION.exec(messageLine) : null;
        if (raw !== null) {
            failure.message = raw[1];
            failure.location = raw[2];
            return failure;
        }
        failure.message = messageLine;
        if (this.location !== undefined)
            failure.location = this.location;
        const detail = selectDetail(this.lines.slice(first + 1));
        if (detail.length > 0)
            failure.detail = detail;
        return failure;
    }
}
/**
 * Folds the records of one PHPUnit run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldPhpunit(records, lines) {
    const failures = new FailureList();
    const marks = new Tally();
    let section;
    let block;
    const summary = new PhpunitSummary();
    const closeBlock = () => {
        if (block === undefined)
            return;
        if (block.section === 'defect')
            failures.add(block.failure());
        block = undefined;
    };
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        // Lines of the other printers' kinds are text here (a test printed them).
        if (kind === 'unknown' || kind === 'blank' || OTHER_PRINTERS.has(kind)) {
            block?.add(lines.at(i) ?? '');
            continue;
        }
        if (kind === 'trace') {
            if (block !== undefined)
                block.trace(r.location);
            continue;
        }
        closeBlock();
        if (summary.read(r)) {
            if (kind !== 'time')
                section = undefined;
        }
        else if (kind === 'defect') {
            if (section !== undefined)
                block = new DefectBlock(r.name, section);
        }
        else if (kind === 'section') {
            section = r.section;
        }
        else if (kind === 'separator') {
            section = undefined;
        }
        else if (kind === 'progress') {
            for (const mark of r.marks) {
                if (mark === 'F' || mark === 'E')
                    marks.add('failed');
                else if (mark === 'S' || mark === 'I')
                    marks.add('skipped');
                else if (mark === '.' || mark === 'R' || mark === 'W')
                    marks.add('passed');
            }
        }
        else if (kind === 'fatal') {
            failures.add(loadFailure(r));
            section = undefined;
        }
        else if (kind === 'verdict' || kind === 'banner') {
            section = undefined;
        }
    }
    closeBlock();
    const counted = summary.summary();
    const folded = { summary: counted ?? marks.summary(), failures: failures.list(), summarySeen: counted !== undefined, files: [] };
    if (summary.durationMs !== undefined)
        folded.durationMs = summary.durationMs;
    return folded;
}
