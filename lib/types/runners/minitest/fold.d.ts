/**
 * Folds Minitest line records ({@link MinitestRecord}) into counts and failures.
 *
 * Minitest prints `Run options:`, `# Running:`, a character (or, with `-v`, a line) per test
 * while they run, `Finished in …`, then one numbered block per failed, errored (and, with
 * `-v`, skipped) test, and the summary line `6 runs, 8 assertions, 4 failures, 0 errors, 0
 * skips`. A test file Ruby cannot load stops the run before Minitest starts: Ruby's own error
 * line (`-e:1:in `load': test/a_test.rb:8: syntax error, … (SyntaxError)`) is all there is.
 *
 * - Counts: the summary's: failed = failures + errors (Minitest counts each test once, by its
 *   first failure), skipped = skips, passed the rest. Without a summary (output cut off): the
 *   `-v` result lines, else the blocks seen; summarySeen false.
 * - Failures: one per Failure or Error block after the last `Finished in` (what tests print goes
 *   out before it), named `Class#name` as printed (`Tree::root#test_0001_counts leaves` for a
 *   spec); file, message, location and detail from the block (./error-block.ts).
 * - Ruby's uncaught error stops the run while it loads the test files. When its message names a
 *   file and line (a syntax error) it is a `kind: 'file'` failure named by that path as
 *   printed (its file too), message `SyntaxError: <what follows path:line:>`; else, when its backtrace (its own
 *   frame and the `\tfrom` lines under it) runs through a file's top level (`path:2:in `<top
 *   (required)>'`), a `kind: 'file'` failure named by the outermost such project file (the test
 *   file the loader loaded: `LoadError: cannot load such file -- x` from a `require` in it),
 *   message `Class: message`, location that frame; any other is a `kind: 'run'` failure named
 *   `Class: message`. None is counted (no test ran).
 * - Listed (`tests`): `-v`'s result lines outside the result blocks, passed (`.`) and skipped
 *   (`S`) by name, when with the summary they account for every count and their failed and
 *   errored names are the blocks' (a test that prints on its own result line splits it: no
 *   list). The default reporter prints marks: no list, but for a run of no tests.
 *
 * @module dsh-test-closure/runners/minitest/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { Failure } from '../../report/types.ts';
import type { MinitestRecord } from './records.ts';
/**
 * The failure Ruby's uncaught-error line stands for (see the module doc); undefined for another line.
 * @param from the `\tfrom <frame>` lines printed under it.
 */
export declare function crashFailure(text: string, from?: readonly string[]): Failure | undefined;
export declare function foldMinitest(records: readonly MinitestRecord[], lines: Lines): Folded;
