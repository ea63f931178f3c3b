/**
 * The line records `grammars/mocha.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link MochaRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/mocha/records
 */

export type MochaTreeStatus = 'passed' | 'pending' | 'failed';

export type MochaRecord =
  /** `  2 passing (10ms)`: the epilogue's first line; `ms` is the run's duration. */
  | { kind: 'passing'; n: number; ms: number | null }
  /** `  1 pending`. */
  | { kind: 'pending'; n: number }
  /** `  4 failing`. */
  | { kind: 'failing'; n: number }
  /** `  1) outer`: a failure list entry and the first title of its path. */
  | { kind: 'failureTitle'; n: number; title: string }
  /** A spec tree line at `indent` spaces: `✔ title`, `- title`, `N) title`. */
  | { kind: 'tree'; indent: number; status: MochaTreeStatus; title: string }
  /** ` Exception during run: …` (mocha 10+: a test file failed to load). */
  | { kind: 'exception'; rest: string }
  /** A tap result: `ok N title`, `ok N title # SKIP -` (pending), `not ok N title`. */
  | { kind: 'tapResult'; status: MochaTreeStatus; n: number; title: string }
  /** `# tests N`, `# pass N`, `# fail N`. */
  | { kind: 'tapCount'; label: 'tests' | 'pass' | 'fail'; n: number }
  /** `1..N`. */
  | { kind: 'tapPlan' }
  /** A column-0 `SomeError: message` line. */
  | { kind: 'errorLine'; text: string }
  | { kind: 'blank' }
  /** Any other line (shared record); its text is the input's line at the record's index. */
  | { kind: 'unknown' };
