/**
 * Text normalization shared by every runner parser: the grammars see only LF-terminated
 * lines without ANSI escapes.
 *
 * @module dsh-test-closure/parsing/normalize
 */
import stripAnsi from 'strip-ansi';
/**
 * Every escape strip-ansi 7 removes starts with ESC (U+001B) or a C1 control (U+0090, U+0098,
 * U+009B, U+009D to U+009F): text without any of U+001B and U+0080..U+009F has none, and skips
 * its regex (a pass over the whole output with a long alternation).
 */
const MAY_HOLD_ANSI = /[\u001b\u0080-\u009f]/;
/** `text` without ANSI escapes (colour, cursor moves); nothing else changes. */
export function withoutAnsi(text) {
    return MAY_HOLD_ANSI.test(text) ? stripAnsi(text) : text;
}
/**
 * Strip ANSI escapes, turn CRLF and lone CR into LF, and guarantee a trailing newline,
 * so every grammar line rule can end in `"\n"` and always consumes input.
 * Lone CR becomes LF because progress reporters redraw a line with CR; each redraw is
 * a line of its own to the grammar. Total: any string in, a string out.
 */
export function normalizeOutput(text) {
    let out = withoutAnsi(text);
    if (out.includes('\r'))
        out = out.replace(/\r\n?/g, '\n');
    if (!out.endsWith('\n'))
        out += '\n';
    return out;
}
/** First non-empty line of a multi-line message, trimmed; undefined when there is none. */
export function firstLine(message) {
    if (message === undefined)
        return undefined;
    for (const line of message.split('\n')) {
        const trimmed = line.trim();
        if (trimmed !== '')
            return trimmed;
    }
    return undefined;
}
