/**
 * Location and detail of one uvu failure from the lines of its FAIL block after the message
 * line (see Failure.location, Failure.detail; the shared rule is src/parsing/failure-context.ts).
 *
 * How uvu 0.5 prints the block (dist/index.mjs `format`, uvu/diff): the error's message as it
 * is (its further lines at column 0, `  (operator)` after its last), then the details in an
 * 8-space gutter, then, from err.stack's second line on, every non-empty line trimmed at 4
 * spaces except node's own frames (so a multi-line message's further lines come again, before
 * the frames). uvu's diffs do not use `-`/`+` lines: a changed line starts with `--` (actual)
 * or `++` (expected), under an `Actual:`/`Expected:` title, and an unchanged one with `··`
 * (after an `L12 ` line number in a diff of lines). Those unchanged lines are uvu's diff
 * context and are dropped here, before the shared rule runs; the capture
 * (scripts/capture/uvu.mjs) drops them with this same {@link isUvuContextLine}.
 *
 * @module dsh-test-closure/runners/uvu/error-block
 */
import { FailureContext } from "../../parsing/failure-context.js";
/** An unchanged line of a uvu/diff diff: `··text`, or `L12 ··text` in a diff of lines. */
const CONTEXT_LINE = /^(?:L\d+ )?··/;
/** Whether `line` is an unchanged line of a uvu diff (see the module doc). */
export function isUvuContextLine(line) {
    return CONTEXT_LINE.test(line.trim());
}
/** Collects the lines after a FAIL block's message line. */
export class UvuErrorBlock {
    #context = new FailureContext();
    #failure;
    constructor(failure) {
        this.#failure = failure;
    }
    /** Reads the next line of the block. */
    add(line) {
        if (!isUvuContextLine(line))
            this.#context.add(line);
    }
    /** Sets the failure's location and detail, where there are any. */
    apply() {
        if (this.#context.location !== undefined)
            this.#failure.location = this.#context.location;
        const detail = this.#context.detail();
        if (detail.length > 0)
            this.#failure.detail = detail;
    }
}
