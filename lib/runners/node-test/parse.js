/**
 * The node:test console parser: detects which reporter printed the text (TAP, spec or dot) and
 * folds it with that format's grammar (`grammars/node-tap.peggy`, `grammars/node-spec.peggy`).
 *
 * Piped `node --test` prints TAP by default before Node 23 and spec from Node 23 on; any version
 * prints what `--test-reporter` names. Detection trusts node's own footer first (the last
 * `# tests N` or `ℹ tests N` at column 0 names the format, since test output is printed before it),
 * then structural evidence, because the other format's lines may appear as test output.
 *
 * @module dsh-test-closure/runners/node-test/parse
 */
import { parse as parseSpec } from '#grammars/node-spec';
import { parse as parseTap } from '#grammars/node-tap';
import { runPipeline } from "../../parsing/pipeline.js";
import { NODE_TEST_BLOCKS } from "./block.js";
import { foldSpec } from "./spec.js";
import { foldTap } from "./tap.js";
/**
 * Which reporter printed `lines` (normalized, split on LF). Order of evidence: the last footer
 * line; then TAP structure (`TAP version`, `# Subtest:`) against spec structure (result symbols,
 * `▶`, `ℹ`); then dot marks / `Failed tests:`; spec when nothing decides.
 */
export function detectNodeTestFormat(lines) {
    let tap = 0;
    let spec = 0;
    let dot = 0;
    for (let i = lines.length - 1; i >= 0; i--) {
        const line = lines.at(i);
        if (/^# tests \d+\s*$/.test(line))
            return 'node-tap';
        if (/^\u2139 tests \d+\s*$/.test(line))
            return 'node-spec';
    }
    for (const line of lines) {
        if (/^TAP version \d+/.test(line) || /^ *# Subtest: /.test(line))
            tap++;
        else if (/^ *[\u2714\u2716\uFE63\u26A0\u25B6\u2139] /.test(line))
            spec++;
        else if (/^[.X]+\s*$/.test(line) || /^Failed tests:\s*$/.test(line))
            dot++;
    }
    if (tap > 0 && tap >= spec)
        return 'node-tap';
    if (dot > 0 && !some(lines, (l) => /^ *[\u25B6\u2139] /.test(l) || /^\u2716 failing tests:/.test(l)))
        return 'node-dot';
    return 'node-spec';
}
function some(lines, test) {
    for (const line of lines)
        if (test(line))
            return true;
    return false;
}
const TAP = { format: 'node-tap', grammar: parseTap, fold: (records, lines) => foldTap(records, lines) };
const SPEC = { format: 'node-spec', grammar: parseSpec, fold: (records, lines) => foldSpec(records, lines, 'node-spec') };
// The dot reporter's lines are a subset of spec's: the same grammar, folded without a footer.
const DOT = { ...SPEC, format: 'node-dot', fold: (records, lines) => foldSpec(records, lines, 'node-dot') };
const DIALECTS = { 'node-tap': TAP, 'node-spec': SPEC, 'node-dot': DOT };
export const NODE_TEST_PARSER = {
    framework: 'node:test',
    defaultFormat: 'node-spec',
    dialectOf: (lines) => DIALECTS[detectNodeTestFormat(lines)],
    blocks: NODE_TEST_BLOCKS,
};
/** Parses node:test console output (stdout then stderr, or merged). Total: never throws. */
export function parseNodeTestOutput(text) {
    return runPipeline(NODE_TEST_PARSER, text);
}
