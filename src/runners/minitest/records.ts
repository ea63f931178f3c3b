/**
 * The line records `grammars/minitest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link MinitestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/minitest/records
 */

export type MinitestResultLabel = 'Failure' | 'Error' | 'Skipped';

export type MinitestRecord =
  /** `Run options: --seed 1234`. */
  | { kind: 'options' }
  /** `# Running:`. */
  | { kind: 'running' }
  /** `CalcTest#test_adds = 0.00 s = F` (`-v`): one test's name and result character. */
  | { kind: 'verbose'; status: string; name: string }
  /** `..F.E.S`: the default reporter's marks. */
  | { kind: 'progress' }
  /** `Finished in 0.004096s, …`: the run's wall time. */
  | { kind: 'finished'; ms: number }
  /** `  1) Failure:`: a result block's first line; its `Class#name [path:line]:` line follows. */
  | { kind: 'numbered'; n: number; label: MinitestResultLabel }
  /** `Error:` alone: a further failure of the same test (a teardown's after the body's). */
  | { kind: 'label'; label: MinitestResultLabel }
  /** `6 runs, 8 assertions, 4 failures, 0 errors, 0 skips`. */
  | { kind: 'summary'; runs: number; failures: number; errors: number; skips: number }
  /** `-e:1:in `load': test/a.rb:8: syntax error, … (SyntaxError)`: Ruby's uncaught error. */
  | { kind: 'crash'; text: string }
  /** Minitest's skipped-tests hint, Ruby's `\tfrom <frame>` lines, rake's `rake aborted!` and the lines after it. */
  | { kind: 'notice' }
  | { kind: 'blank' }
  | { kind: 'unknown' };
