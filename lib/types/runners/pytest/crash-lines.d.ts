/**
 * The crash lines of `pytest --tb=line`: no section headers, one line per failure in the
 * FAILURES section, in the order of the short summary's FAILED entries, which the fold
 * pairs them with when no header names a failure.
 *
 * A crash line is `str(reprcrash)` (`/abs/tests/a.py:12: AssertionError: ...`), or, for a
 * report without a crash location, the first {@link LINE_MODE_CUT} characters of its text
 * (`[XPASS(strict)] reason`; a doctest's numbered source, `023 Counts calls.`, over several
 * lines). pytest 9 writes a doctest's whole text and its location
 * (`/abs/mod.py:28: DocTestFailure`) before that cut.
 *
 * Two lists are kept, and the fold takes the one with a line per FAILED entry: the lines as
 * written (locations and strict-xpass lines), and the same with each doctest counted once,
 * by the first line of its text.
 *
 * @module dsh-test-closure/runners/pytest/crash-lines
 */
export declare class LineModeCrashLines {
    #private;
    /** A crash location line's text after `path:line: ` (`lineMode`: outside any section). */
    location(text: string, lineMode: boolean): void;
    /** `[XPASS(strict)] reason`, a strict xpass's whole report. */
    strictXpass(text: string): void;
    /** Any other line of FAILURES outside a section (`line` as printed, `text` trimmed). */
    other(line: string, text: string): void;
    /** One crash line per failure, in order, if either list has exactly `failures` lines. */
    pairedWith(failures: number): readonly string[] | undefined;
}
