/**
 * The `deno test` console-output parser: detects which reporter printed the text and folds it
 * with that format's grammar, through the one pipeline (parsing/pipeline.ts). The pretty and dot
 * reporters: `grammars/deno.peggy`, ./fold.ts; the TAP reporter (`--reporter=tap`):
 * `grammars/deno-tap.peggy`, ./tap.ts. See docs/runners/deno.md.
 *
 * @module dsh-test-closure/runners/deno/parse
 */
import { parse } from '#grammars/deno';
import { parse as parseTap } from '#grammars/deno-tap';
import { DENO_BLOCKS } from "./block.js";
import { foldDeno } from "./fold.js";
import { foldDenoTap } from "./tap.js";
const PRETTY = { format: 'deno', grammar: parse, fold: foldDeno };
const TAP = { format: 'deno-tap', grammar: parseTap, fold: foldDenoTap };
/** The pretty and dot reporters' first line of a module's results. */
const MODULE_LINE = /^running \d+ tests? from /;
const TAP_VERSION = /^TAP version \d+$/;
/**
 * Which reporter printed `lines`: the TAP reporter's `TAP version 14` before any `running N
 * tests from` line of the others (a line a test printed comes after that one, and the TAP
 * reporter prints none). An error before the run prints neither and is read by the pretty
 * grammar, whichever reporter was asked for.
 */
export function denoDialectOf(lines) {
    for (const line of lines) {
        if (TAP_VERSION.test(line))
            return TAP;
        if (MODULE_LINE.test(line))
            return PRETTY;
    }
    return PRETTY;
}
export const DENO_PARSER = {
    framework: 'deno',
    defaultFormat: PRETTY.format,
    dialectOf: denoDialectOf,
    blocks: DENO_BLOCKS,
};
