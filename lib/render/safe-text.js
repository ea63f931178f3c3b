/**
 * Untrusted text in model- and human-visible output. File names, test names, messages,
 * scripts and the raw output tail come from the workspace or from what tests print, and a
 * name holding a newline could start a line of its own (a forged `framework:` or `verdict:`
 * line). Every such value goes through {@link oneLine} before it is placed in a line, and the
 * raw tail is quoted line by line ({@link quotedBlock}).
 *
 * @module dsh-test-closure/render/safe-text
 */
import { normalizeOutput } from "../parsing/normalize.js";
// C0 controls, DEL, C1 controls, and the Unicode line and paragraph separators.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u001b': '\\e' };
function escape(ch) {
    return NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
/**
 * `text` as one line: every control character, escape and line separator written as an
 * escape (`\n`, `\e`, `\u2028`, …), so nothing in it can break the line it is placed in.
 * Text without any is returned as is.
 */
export function oneLine(text) {
    UNSAFE.lastIndex = 0;
    return UNSAFE.test(text) ? text.replace(UNSAFE, escape) : text;
}
/** The prefix of every line of a quoted block. */
export const QUOTE = '> ';
/** Tab stops of a quoted line: go indents its failure text with tabs. */
export const TAB_WIDTH = 4;
/** `line` with each tab replaced by the spaces up to the next tab stop. */
export function expandTabs(line) {
    if (!line.includes('\t'))
        return line;
    let out = '';
    for (const ch of line)
        out += ch === '\t' ? ' '.repeat(TAB_WIDTH - (out.length % TAB_WIDTH)) : ch;
    return out;
}
/**
 * Raw output as a quoted block: ANSI escapes stripped, line ends normalized, tabs shown as
 * spaces, each line prefixed with {@link QUOTE} and made safe, so no line the output holds
 * reads as a line of the result around it.
 */
export function quotedBlock(text) {
    const lines = normalizeOutput(text).split('\n');
    lines.pop(); // normalizeOutput ends the text in "\n"
    return lines.map((line) => `${QUOTE}${oneLine(expandTabs(line))}`);
}
