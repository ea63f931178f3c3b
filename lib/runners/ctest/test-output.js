/**
 * What a failing CTest test's output says about its failure, as the fold reads it from the
 * console and the capture script (scripts/capture/ctest.mjs) from the `<system-out>` of CTest's
 * JUnit report: one rule, so the fixtures check which lines the console gives each test.
 *
 * A test is a process; the framework inside it (Unity, GoogleTest, Catch2, a plain `fprintf`)
 * prints compiler-style `name.c:12:` lines. The failure is the first such line that says it
 * failed (`FAIL`, `FAILED`, `Failure`, `failed`, `error`: Unity's `t.c:38:test_x:FAIL: Expected
 * 1 Was 2`, GoogleTest's `t.cc:12: Failure`, Catch2's `t.cpp:12: FAILED:`), not a line before
 * it that reports a pass (Unity prints `t.c:25:test_y:PASS` per passing test); where none says
 * so, the first located line, and the first non-blank line as the message.
 *
 * - `message`: that failing line, trimmed; else the first non-blank line;
 * - `location`: its `name.c:12` (a located line's path and line);
 * - `detail`: the lines after the message line, by the shared rule (parsing/failure-context.ts).
 *
 * @module dsh-test-closure/runners/ctest/test-output
 */
import { selectDetail } from "../../parsing/failure-context.js";
/** `name.c:12: …` at an output line's start: a compiler-style location. */
const SOURCE_LOCATION = /^([^\s:]+\.(?:c|cc|cpp|cxx|h|hpp)):(\d+):/;
/** A located line that reports a failure (a word of its own: `test_fail_ok` does not). */
const SAYS_FAILED = /(?:^|[^A-Za-z0-9_])(?:FAIL|FAILED|Failure|FAILURE|failed|failure|error|ERROR)(?![A-Za-z0-9_])/;
/** The message, location and detail of a failing test's output lines (see the module doc). */
export function readTestOutput(output) {
    const first = output.findIndex((l) => l.trim() !== '');
    if (first < 0)
        return {};
    let located = -1;
    let failing = -1;
    let locatedAt = null;
    let failingAt = null;
    for (let i = first; i < output.length && failing < 0; i++) {
        const text = output[i].trim();
        const m = SOURCE_LOCATION.exec(text);
        if (m === null)
            continue;
        if (located < 0) {
            located = i;
            locatedAt = m;
        }
        if (SAYS_FAILED.test(text.slice(m[0].length))) {
            failing = i;
            failingAt = m;
        }
    }
    const messageAt = failing >= 0 ? failing : first;
    const at = failingAt ?? locatedAt;
    const read = { message: output[messageAt].trim() };
    if (at !== null)
        read.location = `${at[1]}:${at[2]}`;
    const detail = selectDetail(output.slice(messageAt + 1));
    if (detail.length > 0)
        read.detail = detail;
    return read;
}
