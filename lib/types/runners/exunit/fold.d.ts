/**
 * Folds ExUnit console line records ({@link ExunitRecord}) into counts and failures.
 *
 * ExUnit prints a failure as a block: a numbered title, the test's `file:line`, the message
 * (an assertion's own, or the banner of what was raised, thrown or exited: `** (ArgumentError)
 * boom`), further lines (`code:`, `left:`, `right:`, a doctest's source), `stacktrace:` and
 * frames, all indented five columns or more. A block is read from its title to the first
 * non-blank line indented less (a progress character, a --trace line, what a test printed).
 *
 * Counts are ExUnit's summary line's, taken only right after its `Finished in` line: the test
 * types' counts (`3 doctests, 5 tests`) make the total; failures and invalid tests (their
 * module's setup_all failed) are failed; excluded and skipped tests are skipped. An umbrella
 * project prints one summary per app (after its `==> app` line): they add up. Without a
 * summary (the output was cut, or mix stopped before the tests) the failure blocks and --trace
 * result lines are counted instead.
 *
 * `files`: under --trace, the files its module lines name; none in an umbrella project, whose
 * module lines name files relative to each app's directory, which the output does not give.
 *
 * Listed: every failing test's block (name: its title, `test add/2 adds (CalcTest)`; file:
 * the location line's; message; location: its first frame in the project's code
 * (./frames.ts); detail: the lines between message and `stacktrace:`, bounded by
 * selectDetail); a module whose setup_all failed, `kind: 'file'` named by the module, not
 * counted (its tests are, as invalid); a file that did not compile, `kind: 'file'` named by
 * its path, with its `** (CompileError) …` line (and the line it names in that file as
 * location); mix's own error (`** (Mix) …`, such as a
 * dependency never fetched), `kind: 'run'` named `mix`.
 *
 * `tests`, under --trace only (the default formatter prints a character per test): every
 * result line's test that follows its own start line (a result for another test is printed), titled as its failure would be (`test adds (CalcTest)`, the module from
 * the module line above it); `(skipped)` and `(excluded)` skipped, the others passed, but for
 * the tests of a module whose setup_all failed (invalid, printed like passed ones) and those
 * with a failure block. With a summary, the list is kept only when it accounts for the
 * summary's passed and skipped counts: a result line a test printed drops it rather than add
 * a name.
 *
 * Unrecognised lines: the grammar's unknown lines, but for the runner's own inside what it
 * prints: a failure block's lines, a compiler warning's lines to its `  file:line` location,
 * an Erlang logger report's term to its blank line, a compile error's banner and frames.
 * What a test prints stays unknown.
 *
 * @module dsh-test-closure/runners/exunit/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { ExunitRecord } from './records.ts';
/** The name of a failure of mix itself (it stopped before or around the tests). */
export declare const MIX = "mix";
/**
 * Folds the records of one `mix test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldExunit(records: readonly ExunitRecord[], lines: Lines): Folded;
