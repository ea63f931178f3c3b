/** `text` without ANSI escapes (colour, cursor moves); nothing else changes. */
export declare function withoutAnsi(text: string): string;
/**
 * Strip ANSI escapes, turn CRLF and lone CR into LF, and guarantee a trailing newline,
 * so every grammar line rule can end in `"\n"` and always consumes input.
 * Lone CR becomes LF because progress reporters redraw a line with CR; each redraw is
 * a line of its own to the grammar. Total: any string in, a string out.
 */
export declare function normalizeOutput(text: string): string;
/** First non-empty line of a multi-line message, trimmed; undefined when there is none. */
export declare function firstLine(message: string | undefined): string | undefined;
