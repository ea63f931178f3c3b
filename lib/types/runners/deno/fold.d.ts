/**
 * Folds `deno test` line records ({@link DenoRecord}) into counts and failures, for the pretty
 * and dot reporters, which share everything after the run.
 *
 * Deno prints each result as it runs (pretty: `name ... ok (1ms)`, steps indented under their
 * test; dot: a mark per line), then ` ERRORS `: for each failing test a `name => ./file:line:col`
 * header and its error (`error: AssertionError: …`, further lines, a source excerpt, frames);
 * for a module stopped by an error outside any test, `./m_test.ts (uncaught error)` and that
 * error; then ` FAILURES ` (the same headers again) and the summary line.
 *
 * Counts are Deno's summary's: tests and steps added (`1 passed (3 steps)` is 4 passed), ignored
 * ones skipped; a module stopped by an uncaught error is one failed (Deno counts it, `Uncaught
 * error from ./m_test.ts FAILED`), a `kind: 'file'` failure named by the module path. Without a
 * summary line (output cut off), the result lines and marks count.
 *
 * Every test by name (`tests`, the pretty reporter only: the dot reporter prints marks; only
 * with Deno's summary line or its `No test modules found`, which vouch for the list): each
 * result line of the run, a step named by its test's and parent steps' names and its own joined
 * by ` > ` (`cart > totals > without tax`), as Deno's `--filter` and JUnit report name it; `ok`
 * ones passed, `ignored` ones skipped. A `name ...` line opens a test or step whose steps follow,
 * indented two spaces per level.
 *
 * Failures: every block of the ERRORS section, a test named by its title path joined by ` > `
 * (`cart > totals > with tax`), with its module as `file`; message, location and detail by
 * ./context.ts. A test failed only as its steps did has no block (its failing steps are listed).
 * What a test printed, between `------- output -------` and `----- output end -----`, is not
 * read, and its lines count as unrecognised; an error's text (the lines after its `error:` line
 * in a block, or after an error before the run, up to its frame) is read as the block, and its
 * lines as recognised. An error before the run (a module Deno cannot parse or type-check: `error:
 * SyntaxError: …` or `TS2322 [ERROR]: …`, then the frame of the place) is a `kind: 'file'`
 * failure named by that frame's path and located at it (`m_test.ts:4:16`), not counted. Deno's verdict, `error: Test failed…`, with no
 * failing test shown (`only` narrowed a green run; junit XML on the console) is one `kind:
 * 'run'` failure named by it, not counted; `error: No test modules found` is a run with
 * no tests, its summary seen.
 *
 * @module dsh-test-closure/runners/deno/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { DenoRecord } from './records.ts';
/**
 * Folds the records of one `deno test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldDeno(records: readonly DenoRecord[], lines: Lines): Folded;
