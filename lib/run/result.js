import { relativeLocation } from "../parsing/failure-context.js";
import { keepFailureBlock } from "../parsing/failure-blocks.js";
import { withoutAnsi } from "../parsing/normalize.js";
import { packagesShownOk } from "../report/unshown.js";
/** Bytes of output the shell keeps per stream for a test run (the tail; the parse uses what is kept). */
export const OUTPUT_BUDGET_BYTES = 1024 * 1024;
export const RUN_STATUSES = ['passed', 'failed', 'no-tests', 'timed-out', 'aborted', 'sandbox-denied', 'error'];
/** The note added to every narrowed run. */
export const NARROWED_NOTE = 'narrowed: only part of the suite ran; the gate accepts only a green run of the whole suite';
/**
 * What a timeout means, where the output tells: without the runner's summary a test was
 * still running when the run was killed, and the counts cover only what finished before; a
 * summary with no failure means the tests finished and the process would not exit. A summary
 * with failures says neither: node 24+ prints one when stopped, counting the test it
 * interrupted as cancelled (a failure), and a jest run with red tests may also hang on an
 * open handle; then no note guesses.
 */
export const TIMED_OUT_AFTER_SUMMARY_NOTE = 'timed out after the runner printed a summary with no failure: the tests finished but something kept the process alive (an open handle, a child process or a watcher)';
export const TIMED_OUT_BEFORE_SUMMARY_NOTE = 'timed out before the runner printed its summary: counts cover only the tests that finished; one may hang';
/** Names shown in {@link timedOutWhileRunningNote} before `(+N more)`. */
const RUNNING_NAMED = 3;
/**
 * The timeout note when the output shows which test was running (ParseResult.running): it
 * names them instead of guessing that one may hang.
 */
export function timedOutWhileRunningNote(running) {
    const more = running.length > RUNNING_NAMED ? ` (+${running.length - RUNNING_NAMED} more)` : '';
    return `timed out while running ${running.slice(0, RUNNING_NAMED).join(', ')}${more}: counts cover only the tests that finished`;
}
/**
 * The timeout note when the output shows how many tests had started or were due with no result
 * but names none of them (ParseResult.unfinished: cargo stopped before libtest's 60-second line).
 */
export function timedOutUnfinishedNote(unfinished) {
    const tests = unfinished === 1 ? '1 test' : `${unfinished} tests`;
    return `timed out with ${tests} unfinished (the output does not name ${unfinished === 1 ? 'it' : 'them'}): counts cover only the tests that finished`;
}
/**
 * A stream the shell kept only the tail of starts mid-line; that fragment could read as a
 * different line kind, so it is dropped and parsing starts at the first whole line.
 */
export function keptTail(text, truncated) {
    if (!truncated)
        return text;
    const firstBreak = text.indexOf('\n');
    return firstBreak === -1 ? '' : text.slice(firstBreak + 1);
}
/**
 * The last `maxBytes` bytes of `text` (UTF-8), cut at a character boundary, and marked as cut
 * like a tail the shell kept ({@link keptTail}). A string's length counts UTF-16 units, up to
 * three times fewer than its bytes, so it cannot stand for a byte budget by itself.
 */
export function tailWithinBytes(text, maxBytes) {
    if (text.length * 3 <= maxBytes)
        return { text, cut: false };
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= maxBytes)
        return { text, cut: false };
    let start = bytes.length - maxBytes;
    while (start < bytes.length && (bytes[start] & 0xc0) === 0x80)
        start++; // not inside a character
    return { text: keptTail(bytes.subarray(start).toString('utf8'), true), cut: true };
}
/** stdout, then stderr, with a line break between them: the order every parser accepts. */
export function joinStreams(stdout, stderr) {
    if (stderr === '')
        return stdout;
    if (stdout === '' || stdout.endsWith('\n'))
        return stdout + stderr;
    return `${stdout}\n${stderr}`;
}
/** Classifies the run; the order matters: the first cause wins. */
export function decideStatus(p, parsed) {
    if (p.aborted)
        return 'aborted';
    if (p.timedOut)
        return 'timed-out';
    if (p.sandbox.denied)
        return 'sandbox-denied';
    if (parsed.summary.failed > 0 || parsed.failures.length > 0)
        return 'failed';
    // (go's plain output shows no passing test, only the `ok` lines of packages whose tests ran.)
    if (p.exitCode === 0)
        return parsed.summary.total === 0 && !packagesShownOk(parsed) ? 'no-tests' : 'passed';
    // Non-zero exit with no failing test: a runner that said "no tests" vs. a crash before any test ran.
    if (parsed.summarySeen && parsed.summary.total === 0)
        return 'no-tests';
    return 'error';
}
/** The timeout note for a run, if the output tells what the timeout means (see the notes above). */
function timeoutNote(p, parsed) {
    if (!p.timedOut || p.aborted)
        return undefined;
    if (!parsed.summarySeen) {
        if (parsed.running !== undefined && parsed.running.length > 0)
            return timedOutWhileRunningNote(parsed.running);
        return parsed.unfinished !== undefined && parsed.unfinished > 0 ? timedOutUnfinishedNote(parsed.unfinished) : TIMED_OUT_BEFORE_SUMMARY_NOTE;
    }
    return parsed.summary.failed === 0 && parsed.failures.length === 0 ? TIMED_OUT_AFTER_SUMMARY_NOTE : undefined;
}
/** Characters taken beyond the tail before stripping, so an escape cut at the tail's start is stripped whole. */
const ESCAPE_MARGIN = 64;
/**
 * The last `chars` characters of `output` without ANSI escapes: runners colour their output
 * even when told not to (vitest's diffs), and the escapes are noise in the value.
 */
export function plainTail(output, chars) {
    if (chars <= 0)
        return '';
    return withoutAnsi(output.slice(-(chars + ESCAPE_MARGIN))).slice(-chars);
}
/** {@link withRelativePaths}, the copy tied to the original's output block (the CI reports quote it as the trace). */
function relativeKeepingBlock(f, root) {
    const relative = withRelativePaths(f, root);
    keepFailureBlock(relative, f);
    return relative;
}
/**
 * `f` with its absolute paths under the workspace root made relative to it, so every path the
 * model reads is the project's: its location (node prints `file:///…` frames), its file
 * (node:test's TAP on Node 20 names the failing file by its absolute path), and the name of a
 * file that failed to load (mocha, `rake test`, PHPUnit and Deno print the absolute path).
 */
function withRelativePaths(f, root) {
    const out = { ...f };
    if (f.location !== undefined)
        out.location = relativeLocation(f.location, root);
    if (f.file !== undefined)
        out.file = relativeLocation(f.file, root);
    if (f.kind === 'file')
        out.name = relativeLocation(f.name, root);
    return out.location === f.location && out.file === f.file && out.name === f.name ? f : out;
}
/**
 * Builds the canonical result.
 * @param tailChars how many trailing characters of raw output to keep (config `summaryTailChars`).
 * @param root the directory the command ran in: failure locations under it are made relative.
 */
export function buildRunResult(p, parsed, meta) {
    const notes = [...meta.notes, ...(p.notes ?? [])];
    if (meta.narrowed)
        notes.push(NARROWED_NOTE);
    if (p.truncated)
        notes.push('output was truncated by the shell; counts come from the part that was kept');
    if (!parsed.summarySeen && !p.timedOut && !p.aborted)
        notes.push('no runner summary line was found in the output');
    const timeout = timeoutNote(p, parsed);
    if (timeout !== undefined)
        notes.push(timeout);
    const ok = !p.timedOut && !p.aborted && !p.sandbox.denied && p.exitCode === 0 && parsed.summary.failed === 0 && parsed.failures.length === 0;
    return {
        ok,
        status: decideStatus(p, parsed),
        summary: parsed.summary,
        failures: meta.root === undefined ? parsed.failures : parsed.failures.map((f) => relativeKeepingBlock(f, meta.root)),
        outputTail: plainTail(p.output, meta.tailChars),
        command: meta.command,
        framework: parsed.framework,
        durationMs: p.durationMs,
        exitCode: p.exitCode,
        timedOut: p.timedOut,
        sandbox: p.sandbox,
        narrowed: meta.narrowed ?? false,
        summarySeen: parsed.summarySeen,
        ...(meta.packages !== undefined ? { packages: meta.packages.map((pkg) => packageOutcome(p, pkg)) } : {}),
        ...(parsed.unshown !== undefined ? { unshown: parsed.unshown } : {}),
        notes,
    };
}
/** A package's status, decided as a whole run's is, from its own exit code and parse. */
function packageOutcome(p, pkg) {
    const ended = pkg.exitCode !== null;
    const own = { ...p, exitCode: pkg.exitCode, timedOut: p.timedOut && !ended, aborted: p.aborted && !ended };
    const unshown = pkg.parsed.unshown;
    return { dir: pkg.dir, framework: pkg.parsed.framework, status: decideStatus(own, pkg.parsed), exitCode: pkg.exitCode, summary: pkg.parsed.summary, ...(unshown !== undefined ? { unshown } : {}) };
}
