/**
 * A failure's detail for the CI reports (CTRF `trace`, JUnit `<failure>` text): the runner's
 * block for that failure in the console output, and the line of its test file the block
 * names. The parse keeps only a failure's first message line; the reports carry the block.
 *
 * A block starts at a header line of the runner's that names the failure (vitest `FAIL  file >
 * name`, jest `● name`, mocha `  1) first title`, playwright `  1) file:line:col › title`, pytest `____ Class.test[id] ____`, node:test spec `✖ name`, TAP
 * `not ok N - name`, uvu `FAIL  suite  "name"`, unittest's `-` separator under `FAIL: name`); when several lines do, the one whose next lines hold the failure's
 * message wins, else the last (the runners repeat failures in a closing section). It ends
 * before the next header or closing line of the runner, after {@link DETAIL_MAX_LINES} lines
 * or {@link DETAIL_MAX_CHARS} characters. No header found: no detail.
 *
 * @module dsh-test-closure/render/failure-detail
 */
import { normalizeOutput } from "../parsing/normalize.js";
import { splitGoName } from "../runners/go/selection.js";
import { failureOfHeader } from "../runners/playwright/header.js";
import { readDescription } from "../runners/unittest/names.js";
export const DETAIL_MAX_LINES = 80;
export const DETAIL_MAX_CHARS = 8000;
/** How many lines after a header its failure's message may appear on. */
const MESSAGE_WITHIN_LINES = 12;
/** `Class.test[id]` of a pytest section header `____ Class.test[id] ____`. */
function headerTitle(line) {
    return line.replace(/^_+ /, '').replace(/ _+$/, '');
}
/** The nearest `FAIL <file>` line above `index` (jest prints a file's blocks under it). */
function jestFileAbove(lines, index) {
    for (let i = index - 1; i >= 0; i--)
        if (/^(?:PASS|FAIL) /.test(lines[i]))
            return lines[i];
    return undefined;
}
/** The full title of a mocha list entry at `index`: its titles at 5 + 2·depth spaces, the last ending in `:`. */
function mochaListTitle(line, lines, index) {
    const parts = [line.replace(/^ {2}\d+\) /, '')];
    for (let depth = 1; index + depth < lines.length; depth++) {
        const next = lines[index + depth];
        const indent = 5 + 2 * depth;
        if (next.length <= indent || next.length - next.trimStart().length !== indent)
            break;
        parts.push(next.slice(indent));
    }
    const joined = parts.join(' ');
    return joined.endsWith(':') ? joined.slice(0, -1) : undefined;
}
const DIALECTS = {
    vitest: {
        header: /^\s*FAIL\s|⎯ (?:Unhandled|Uncaught) /,
        end: /⎯{3,}|^\s*Test Files\s|^\s*(?:stdout|stderr) \|/,
        // An unhandled error is named `Unhandled error: <type>`; its block follows a `⎯⎯ <type> ⎯⎯` rule.
        names: (f, line) => (f.kind === 'run' ? line.includes(`⎯ ${f.name.replace(/^Unhandled error: /, '')} ⎯`) : /^\s*FAIL\s/.test(line) && line.includes(f.name)),
    },
    jest: {
        header: /^\s*● /,
        end: /^(?:PASS|FAIL) |^Test Suites:|^Summary of all failing tests/,
        // A file that failed to run: `● Test suite failed to run` under the file's `FAIL` line.
        names: (f, line, lines, index) => (f.kind === 'file' ? /● Test suite failed to run/.test(line) && (jestFileAbove(lines, index)?.includes(f.name) ?? false) : line.includes(f.name)),
    },
    mocha: {
        // spec/dot list `  1) first title` (the rest of the title path on the next lines); tap `not ok N full title`.
        header: /^ {2}\d+\) |^not ok \d+ /,
        end: /^ {2}\d+ (?:passing|pending|failing)\b|^(?:ok|not ok) \d+ |^# (?:tests|pass|fail) /,
        names: (f, line, lines, index) => {
            const tap = /^not ok \d+ (.*)$/.exec(line);
            return tap !== null ? tap[1] === f.name : mochaListTitle(line, lines, index) === f.name;
        },
    },
    bun: {
        // bun prints a test's error block BEFORE its `(fail)` line; the detail is what follows the
        // line (a timeout's note), so only the header's own line is matched.
        header: /^\((?:fail|pass|skip|todo)\) |^[✓✗»✎] /,
        end: /^\((?:fail|pass|skip|todo)\) |^[✓✗»✎] |^ \d+ (?:pass|fail)$|^Ran \d+ tests? across /,
        names: (f, line) => line.replace(/^(?:\((?:fail|pass|skip|todo)\)|[✓✗»✎]) /, '').replace(/ \[[0-9.]+m?s\]$/, '') === f.name,
    },
    playwright: {
        // Numbered blocks `  1) [project] › file:line:col › titles ───`, a flaky test's too; the
        // epilogue's counts end the last one.
        header: /^ {2}\d+\) /,
        end: /^ {2}\d+\) |^ {2}\d+ (?:passed|failed|flaky|skipped|did not run|interrupted)\b/,
        names: (f, line) => failureOfHeader(line.replace(/^ {2}\d+\) /, ''))?.name === f.name,
    },
    pytest: {
        header: /^_{3,} .+ _{3,}$/,
        end: /^={3,}|^-{3,} generated xml file: /,
        // Headers show `Class.test[id]` (the node id after its file, `::` read as `.`), an error's
        // `ERROR at setup of …`, a collection error's `ERROR collecting <file>`, a doctest's `[doctest] …`.
        names: (f, line) => {
            const title = headerTitle(line);
            if (f.kind === 'file')
                return title === `ERROR collecting ${f.name}`;
            const key = f.name.includes('::') ? f.name.split('::').slice(1).join('.') : f.name;
            return title === key || title === `ERROR at setup of ${key}` || title === `ERROR at teardown of ${key}` || title === `[doctest] ${key}`;
        },
    },
    'node:test': {
        header: /^\s*(?:✖ |not ok \d+ - )/,
        end: /^\s*(?:✔|✖|﹣|▶|ℹ) |^\s*(?:ok|not ok) \d+|^\s*# (?:Subtest|tests|pass|fail)\b|^\s*1\.\.\d+$/,
        names: (f, line) => line.includes(f.name),
    },
    uvu: {
        header: /^ {3}FAIL {2}/,
        // A block ends at the next file header, suite run, exit notice or the totals (all at column 0 or 1).
        end: /^ ?\S|^ {2}Total: {5}\d/,
        // `suite > test` is printed `suite  "test"`; a title may hold ` > ` itself, so every split is tried.
        names: (f, line) => f.kind === 'test' && (line === `   FAIL  "${f.name}"` || f.name.split(' > ').some((_, k, parts) => k > 0 && line === `   FAIL  ${parts.slice(0, k).join(' > ')}  "${parts.slice(k).join(' > ')}"`)),
    },
    // A block is `=` * 70, `FAIL: <description>` (and a docstring line), `-` * 70, the body: the
    // `-` separator is the header, so the body starts after it and ends at the next block's `=`
    // separator or the footer's `-` separator.
    unittest: {
        header: /^-{70}$/,
        end: /^={70}$/,
        names: (f, _line, lines, index) => [lines[index - 1], lines[index - 2]].some((h) => {
            const named = h === undefined ? undefined : readDescription(/^(?:FAIL|ERROR|UNEXPECTED SUCCESS): (.*)$/.exec(h)?.[1] ?? '');
            return named !== undefined && named.kind === f.kind && named.name === f.name;
        }),
    },
    // `--- FAIL: TestX/sub (0.00s)`: plain output prints a failing test's output after it (-v
    // prints it before, so there the block is empty and there is no detail).
    go: {
        header: /^\s*--- FAIL: /,
        end: /^\s*--- (?:PASS|FAIL|SKIP): |^=== |^(?:ok {2}|FAIL|\? {3})\t|^(?:PASS|FAIL)$/,
        names: (f, line) => {
            const split = splitGoName(f.name);
            return split !== undefined && line.trimStart().startsWith(`--- FAIL: ${f.name.slice(split.pkg.length + 1)} (`);
        },
    },
    // `---- tests::adds stdout ----`, the test's captured output and panic.
    cargo: {
        header: /^---- .+ stdout ----$/,
        end: /^(?:failures|successes):$|^test result: /,
        names: (f, line) => line === `---- ${f.name} stdout ----`,
    },
    // `  1) test adds (CalcTest)`; a failed setup_all's `  1) OtherTest: failure on setup_all
    // callback, …`; a file that did not compile, `== Compilation error in file x ==`.
    exunit: {
        header: /^ {0,2}\d+\) |^== Compilation error in file /,
        end: /^Finished in |^ {2}\* |^[.*?F]+$/,
        names: (f, line) => {
            if (line.startsWith('== '))
                return line === `== Compilation error in file ${f.name} ==`;
            const title = line.replace(/^ {0,2}\d+\) /, '');
            return title === f.name || title === `${f.name}: failure on setup_all callback, all tests have been invalidated`;
        },
    },
};
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The block's end (exclusive) for a header at `start`. */
function blockEnd(lines, start, dialect) {
    let chars = 0;
    let end = start + 1;
    while (end < lines.length && end - start <= DETAIL_MAX_LINES) {
        const line = lines[end];
        if (dialect.header.test(line) || dialect.end.test(line))
            break;
        chars += line.length + 1;
        if (chars > DETAIL_MAX_CHARS)
            break;
        end++;
    }
    return end;
}
/**
 * The detail of each failure (same order as `failures`; undefined where no header names it).
 * @param framework the runner whose output `text` is.
 */
export function failureDetails(framework, text, failures) {
    if (failures.length === 0)
        return [];
    const dialect = DIALECTS[framework];
    const lines = normalizeOutput(text).split('\n');
    const headers = [];
    for (let i = 0; i < lines.length; i++)
        if (dialect.header.test(lines[i]))
            headers.push(i);
    return failures.map((failure) => {
        if (failure.name === '')
            return undefined;
        const candidates = headers.filter((i) => dialect.names(failure, lines[i], lines, i));
        if (candidates.length === 0)
            return undefined;
        const message = failure.message;
        const withMessage = message === undefined ? undefined : candidates.find((i) => lines.slice(i + 1, i + 1 + MESSAGE_WITHIN_LINES).some((l) => l.includes(message)));
        const start = withMessage ?? candidates[candidates.length - 1];
        const body = lines.slice(start + 1, blockEnd(lines, start, dialect));
        while (body.length > 0 && body[body.length - 1].trim() === '')
            body.pop();
        if (body.length === 0)
            return undefined;
        const detail = { text: body.join('\n') };
        if (failure.file !== undefined) {
            const at = new RegExp(`${escapeRegExp(failure.file.replace(/^\.\//, ''))}:(\\d+)`).exec(detail.text);
            if (at)
                detail.line = Number(at[1]);
        }
        return detail;
    });
}
