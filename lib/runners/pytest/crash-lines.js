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
/** How much of a report without a crash location `--tb=line` writes (`str(longrepr)[:50]`). */
const LINE_MODE_CUT = 50;
/** A doctest's text starts with its numbered source lines (`"%03d %s"`). */
const DOCTEST_SOURCE_LINE = /^\d{3,} /;
/** The location line of a failed doctest ends in one of these (pytest's doctest failure types). */
const DOCTEST_FAILURES = new Set(['DocTestFailure', 'UnexpectedException']);
export class LineModeCrashLines {
    /** Locations and strict-xpass lines, as written. */
    #written = [];
    /** The same, with each doctest counted once by the first line of its text. */
    #withDoctests = [];
    /** #withDoctests before this index are crash lines for certain. */
    #confirmed = 0;
    /** Characters of the current doctest cut still to come. */
    #cutLeft = 0;
    /** A doctest's whole text and location were written (pytest 9): its cut comes next. */
    #skipCut = false;
    /** A crash location line's text after `path:line: ` (`lineMode`: outside any section). */
    location(text, lineMode) {
        this.#written.push(text);
        if (lineMode && DOCTEST_FAILURES.has(text)) {
            // pytest 9: the lines taken since the last crash line were the doctest's whole text;
            // its first line stands for the doctest, and the cut that follows is skipped.
            const first = this.#withDoctests[this.#confirmed];
            this.#withDoctests.length = this.#confirmed;
            if (first !== undefined)
                this.#withDoctests.push(first);
            this.#confirm();
            this.#cutLeft = 0;
            this.#skipCut = true;
        }
        else {
            this.#withDoctests.push(text);
            this.#confirm();
        }
    }
    /** `[XPASS(strict)] reason`, a strict xpass's whole report. */
    strictXpass(text) {
        this.#written.push(text);
        this.#withDoctests.push(text);
        this.#confirm();
    }
    /** Any other line of FAILURES outside a section (`line` as printed, `text` trimmed). */
    other(line, text) {
        if (this.#cutLeft > 0) {
            this.#cutLeft -= line.length + 1;
            return;
        }
        if (!DOCTEST_SOURCE_LINE.test(line))
            return;
        if (this.#skipCut)
            this.#skipCut = false;
        else
            this.#withDoctests.push(text);
        this.#cutLeft = LINE_MODE_CUT - line.length - 1;
    }
    /** One crash line per failure, in order, if either list has exactly `failures` lines. */
    pairedWith(failures) {
        return [this.#withDoctests, this.#written].find((list) => list.length === failures);
    }
    #confirm() {
        this.#confirmed = this.#withDoctests.length;
    }
}
