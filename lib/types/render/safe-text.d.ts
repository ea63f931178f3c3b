/**
 * `text` as one line: every control character, escape and line separator written as an
 * escape (`\n`, `\e`, `\u2028`, …), so nothing in it can break the line it is placed in.
 * Text without any is returned as is.
 */
export declare function oneLine(text: string): string;
/** The prefix of every line of a quoted block. */
export declare const QUOTE = "> ";
/** Tab stops of a quoted line: go indents its failure text with tabs. */
export declare const TAB_WIDTH = 4;
/** `line` with each tab replaced by the spaces up to the next tab stop. */
export declare function expandTabs(line: string): string;
/**
 * Raw output as a quoted block: ANSI escapes stripped, line ends normalized, tabs shown as
 * spaces, each line prefixed with {@link QUOTE} and made safe, so no line the output holds
 * reads as a line of the result around it.
 */
export declare function quotedBlock(text: string): string[];
