/**
 * Text normalization shared by every runner parser: the grammars see only LF-terminated
 * lines without ANSI escapes.
 *
 * @module dsh-test-closure/report/normalize
 */
import stripAnsi from 'strip-ansi';
/**
 * Strip ANSI escapes, turn CRLF and lone CR into LF, and guarantee a trailing newline,
 * so every grammar line rule can end in `"\n"` and always consumes input.
 * Lone CR becomes LF because progress reporters redraw a line with CR; each redraw is
 * a line of its own to the grammar. Total: any string in, a string out.
 */
export function normalizeOutput(text) {
    let out = stripAnsi(text).replace(/\r\n?/g, '\n');
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
