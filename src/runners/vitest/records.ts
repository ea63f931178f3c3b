/**
 * The line records `grammars/vitest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link VitestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/vitest/records
 */

/** One `n label` item of a tally: `2 failed`, `10 passed`, `1 expected fail`. */
export interface TallyPart {
  n: number;
  label: string;
}

/** The state symbol vitest printed in front of a module or test line (`✓`, `×`, `↓`, `❯`, `·`, ...). */
export type StateSymbol = string;

export type VitestRecord =
  | { kind: 'blank' }
  /** ` RUN  v3.2.4 /repo` */
  | { kind: 'banner'; version: string }
  /** `⎯⎯ Failed Tests 2 ⎯⎯`, `⎯⎯ Unhandled Errors ⎯⎯`, `⎯⎯ Uncaught Exception ⎯⎯` */
  | { kind: 'section'; title: string }
  /** `⎯⎯⎯[1/2]⎯` after each printed error */
  | { kind: 'divider'; index: number; of: number }
  /** a bare `⎯⎯⎯` rule */
  | { kind: 'rule' }
  /** ` FAIL  file > title` (title null: a file-level error, ` FAIL  file [ file ]`) */
  | { kind: 'fail'; project: string | null; file: string; title: string | null }
  /** ` ❯ file (3 tests | 1 failed) 12ms` */
  | { kind: 'module'; state: StateSymbol; project: string | null; file: string; tests: number; failed: number; skipped: number; todo: number }
  /**
   * an indented test or suite line: `   × name 3ms`. Shared per symbol (the bulk of verbose
   * output): the indentation and title are read from the raw line by the fold.
   */
  | { kind: 'test'; state: StateSymbol }
  /** `     → message` under a failed test (1.x default, basic) */
  | { kind: 'arrow'; text: string }
  /** ` Test Files  1 failed | 2 passed (3)` */
  | { kind: 'files'; parts: TallyPart[]; total: number }
  /** `      Tests  2 failed | 10 passed (12)` */
  | { kind: 'tests'; parts: TallyPart[]; total: number }
  /** `     Errors  2 errors` */
  | { kind: 'errors'; count: number }
  | { kind: 'snapshots' }
  | { kind: 'startAt' }
  /** `   Duration  1.20s (...)`, in milliseconds */
  | { kind: 'duration'; ms: number }
  /** `stdout | file > test`: a test's console output follows until a blank line */
  | { kind: 'console'; stream: 'stdout' | 'stderr' }
  /** `No test files found, exiting with code 1` */
  | { kind: 'noTests' }
  /** dot reporter progress `··x-*` */
  | { kind: 'dots'; chars: string }
  | { kind: 'unknown' };
