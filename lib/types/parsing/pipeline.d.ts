/**
 * The one parse pipeline every runner goes through:
 * normalize → line index → grammar (`Report`, presized by `lineCount`) → catch → fold, with
 * each failure's block recorded beside it for the CI reports (parsing/failure-blocks.ts).
 *
 * A runner supplies a {@link Dialect} (its grammar and its fold) per console format; a runner
 * with several formats (node:test's spec and TAP) picks one from the lines first. Every fold
 * returns one shape, {@link Folded}, and the pipeline alone builds the {@link ParseResult},
 * so diagnostics mean the same everywhere: empty input has 0 lines and 0 unrecognized lines,
 * a grammar that throws (a bug) yields an empty result carrying the error.
 *
 * @module dsh-test-closure/parsing/pipeline
 */
import type { Framework } from '../report/kinds.ts';
import type { Failure, ListedTests, ParseResult, Summary, UnshownCounts } from '../report/types.ts';
import { type BlockRules } from './failure-blocks.ts';
import { type Lines } from './lines.ts';
/** What every fold returns. */
export interface Folded {
    summary: Summary;
    failures: Failure[];
    summarySeen: boolean;
    durationMs?: number;
    /** See ParseResult.tests. */
    tests?: ListedTests;
    /** See ParseResult.running. */
    running?: string[];
    /** See ParseResult.unfinished. */
    unfinished?: number;
    /** See ParseResult.unshown. */
    unshown?: UnshownCounts;
    /** See ParseResult.files; empty when the output names none. */
    files: string[];
    /** The format, when the fold is what tells (jest's verbose and default reporters). */
    format?: string;
    /** Lines of no kind the fold could use; by default the grammar's `unknown` records. */
    unrecognizedLines?: number;
}
/** What a fold reads besides its records. */
export interface FoldContext {
    /** The raw output ended in a line break: its last line is whole, not cut mid-write. */
    endsInNewline: boolean;
}
/** One console format of a runner: its grammar and its fold. */
export interface Dialect<R> {
    format: string;
    /** The generated parser's `parse`: one record per line of the normalized input. */
    grammar(input: string, options: {
        startRule: 'Report';
        lineCount: number;
    }): R[];
    /**
     * Folds the records into counts and failures: pure, total, linear in the records.
     * Records come in many shapes, so every read of a record's `kind` is a megamorphic property
     * lookup; over a million records that is measurable, and folds read it once per record
     * into a local (`const kind = r.kind`).
     */
    fold(records: readonly R[], lines: Lines, context: FoldContext): Folded;
}
/** A runner's parser: its framework, and which dialect reads a given output. */
export interface RunnerParser {
    framework: Framework;
    /** The format an empty output is reported as. */
    defaultFormat: string;
    dialectOf(lines: Lines): Dialect<{
        kind: string;
    }>;
    /** Where its failures' blocks are (parsing/failure-blocks.ts). */
    blocks: BlockRules;
}
/**
 * Parses `text` with `parser`. Total over strings: any text yields a result.
 *
 * @param text a runner's combined stdout and stderr.
 */
export declare function runPipeline(parser: RunnerParser, text: string): ParseResult;
/** A runner with one console format. */
export declare function singleDialect(framework: Framework, dialect: Dialect<{
    kind: string;
}>, blocks: BlockRules): RunnerParser;
