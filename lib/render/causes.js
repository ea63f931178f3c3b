/**
 * A cause as the model reads it (report/causes.ts groups them): written once, with how many
 * failures it explains, its message and location, its detail (the same byte budget as a
 * failure's), and its extent: the files with how many failures each, the first test ids and
 * a count of the rest, and where every one of them is listed. Shared by the `test_run` text,
 * the gate's notices and the CLI. Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/causes
 */
import { causeTally, groupByCause } from "../report/causes.js";
import { countsLine, DETAIL_INDENT, shownMessage } from "./failures.js";
import { oneLine } from "./safe-text.js";
/** Files named on a cause's `in N files:` line; the rest are counted. */
export const CAUSE_MAX_FILES = 5;
/** Test ids named on a cause's `tests:` line; the rest are counted. */
export const CAUSE_MAX_NAMES = 3;
/**
 * `210 failing tests`, `6 files failed to load`, `5 failures` (tests and files together); as
 * the runner calls them when it reports every one as an error at setup or teardown:
 * `50 errors at setup of fixture db` (pytest).
 */
function causeCount(failures) {
    const n = failures.length;
    const at = failures[0]?.errorAt;
    if (at !== undefined && failures.every((f) => f.errorAt?.when === at.when && f.errorAt.fixture === at.fixture)) {
        return `${n} errors at ${at.when}${at.fixture === undefined ? '' : ` of fixture ${oneLine(at.fixture)}`}`;
    }
    if (failures.every((f) => f.kind === 'test'))
        return `${n} failing tests`;
    if (failures.every((f) => f.kind === 'file'))
        return `${n} files failed to load or run`;
    return `${n} failures`;
}
/** `tests/a.py (21), tests/b.py (21) (+3 files, 63 tests)`; without counts when every file holds one failure. */
function filesText(files, noun) {
    const ones = files.every((f) => f.count === 1);
    const shown = files.slice(0, CAUSE_MAX_FILES).map((f) => (ones ? oneLine(f.file) : `${oneLine(f.file)} (${f.count})`));
    const rest = files.slice(CAUSE_MAX_FILES);
    if (rest.length === 0)
        return shown.join(', ');
    const restCount = rest.reduce((n, f) => n + f.count, 0);
    return `${shown.join(', ')} (+${rest.length} file${rest.length === 1 ? '' : 's'}${ones ? '' : `, ${restCount} ${noun}`})`;
}
/**
 * The lines of one cause:
 * `- 210 failing tests, one cause: <message> (at <location>)`, the first failure's detail
 * while `budget` lasts, `  in 10 files: a (21), b (21), … (+5 files, 105 tests)`, and for
 * tests `  tests: a, b, c (+207 more; <fullList>)`. The location is always written whole:
 * it is the one place the model goes to (a file that failed to load
 * may have none).
 * @param fullList where every failing test is listed (`all in the full output (see notes)`, `all in --json`), when known.
 */
export function causeLines(cause, budget, fullList) {
    const { first, failures, files } = cause;
    const at = first.location === undefined ? '' : ` (at ${oneLine(first.location)})`;
    const lines = [`- ${causeCount(failures)}, one cause: ${shownMessage(first.message ?? '')}${at}`, ...budget.take(first)];
    const noun = failures.every((f) => f.kind === 'test') ? 'tests' : 'failures';
    if (files.length > 0)
        lines.push(`${DETAIL_INDENT}in ${files.length} file${files.length === 1 ? '' : 's'}: ${filesText(files, noun)}`);
    const tests = failures.filter((f) => f.kind !== 'file');
    if (tests.length > 0) {
        const shown = tests.slice(0, CAUSE_MAX_NAMES).map((f) => oneLine(f.name)).join(', ');
        const more = tests.length - CAUSE_MAX_NAMES;
        const where = fullList === undefined ? '' : `; ${fullList}`;
        lines.push(`${DETAIL_INDENT}tests: ${shown}${more > 0 ? ` (+${more} more${where})` : ''}`);
    }
    return lines;
}
/**
 * What the counts add when causes explain several failures: `210 failures from 1 cause`,
 * `24 failures from 3 causes`; empty when there is none. The headline and the notices read
 * it from the same grouping as the list below them.
 */
export function causesClause(entries) {
    const { causes, failures } = causeTally(entries);
    return causes === 0 ? '' : `${failures} failures from ${causes} cause${causes === 1 ? '' : 's'}`;
}
/** `1 failed, …; 210 failures from 1 cause`: the counts ({@link countsLine}), and what the causes of the list explain. */
export function countsWithCauses(run) {
    const causes = causesClause(groupByCause(run.failures));
    return causes === '' ? countsLine(run) : `${countsLine(run)}; ${causes}`;
}
