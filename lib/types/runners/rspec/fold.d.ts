/**
 * Folds RSpec line records ({@link RSpecRecord}) into counts and failures.
 *
 * After its examples ran, RSpec prints, in order: the `Pending:` blocks, the `Failures:`
 * blocks (`  1) Group example title` and the error under it), `Finished in …`, the summary
 * line (`3 examples, 1 failure, 1 pending`), and `Failed examples:` with one rerun line per
 * failure (`rspec ./spec/a_spec.rb:12 # Group example title`), in the failure blocks' order.
 * Errors outside of examples (a file that failed to load, a `before(:suite)` or
 * `after(:context)` hook) print as a block at column 0 where they happen.
 *
 * - Counts: the summary line's: examples, failures, pending (skipped); passed the rest. An error
 *   outside of examples is not counted (RSpec counts those apart): a file that failed to load is
 *   a `kind: 'file'` failure named by its path (`spec/a_spec.rb`), a hook's a `kind: 'run'`
 *   failure named `after(:context) hook`. Without a summary line (output cut off): the failure
 *   blocks and pending blocks seen, summarySeen false.
 * - Failures: one per rerun line (its title, and the file its path gives), the facts of the
 *   failure block of that title (` FIXED` follows the title of a pending example that passed);
 *   without a rerun list (output cut off), one per failure block, named by its title. Message,
 *   location and detail from the block (./error-block.ts); a file that failed to load with no
 *   project frame is located where its error's message says (placeInFile: a SyntaxError's
 *   `path:line:`). A numbered block before any section
 *   header (output cut at the start) only lends its facts to a rerun line of its title.
 * - What tests print goes out while examples run, before RSpec's own sections: only the
 *   failure blocks printed between the last two `Finished in` lines count (the run's own
 *   `Finished in` is its last), or those after the last one when the output was cut before
 *   the run's own; with a summary of no failures, none. A `Failures:` section a test printed
 *   is dropped.
 * - Listed (`tests`): the documentation formatter's tree (./documentation.ts), the lines before
 *   the run's own first section that neither a record kind nor a block reads, when it accounts
 *   for the summary and the rerun list; the progress formatter's marks list none.
 * - Unrecognised lines: the unknown lines no block read and no listed tree holds.
 *
 * @module dsh-test-closure/runners/rspec/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { RSpecRecord } from './records.ts';
/** `./spec/a_spec.rb:12` or `./spec/a_spec.rb[1:2]` -> `spec/a_spec.rb`. */
export declare function rspecFileOfId(id: string): string;
export declare function foldRSpec(records: readonly RSpecRecord[], lines: Lines): Folded;
