/**
 * The line records `grammars/deno.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link DenoRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/deno/records
 */

/** A test's or step's outcome on its result line. */
export type DenoStatus = 'ok' | 'FAILED' | 'ignored';

/** One `N passed (M steps)` item of the summary line. */
export interface DenoCount {
  word: string;
  n: number;
  steps: number;
}

export type DenoRecord =
  /** `running 2 tests from ./calc_test.ts`: the module whose results follow. */
  | { kind: 'module'; file: string }
  /** `  with tax ... FAILED (3ms)`: a test's (depth 0) or a step's result. */
  | { kind: 'result'; depth: number; name: string; status: DenoStatus }
  /** `cart ...`: a test with steps started; its steps' lines follow. */
  | { kind: 'start'; depth: number; name: string }
  /** `Uncaught error from ./m_test.ts FAILED`: an error outside any test stopped the module. */
  | { kind: 'uncaught'; file: string }
  /** ` ERRORS ` or ` FAILURES `: the sections after the run. */
  | { kind: 'section'; section: 'errors' | 'failures' }
  /** `cart ... totals ... with tax => ./steps_test.ts:8:13`: a failing test's block (ERRORS) or entry (FAILURES). */
  | { kind: 'failHeader'; name: string; file: string }
  /** `./m_test.ts (uncaught error)`: an uncaught error's block or entry. */
  | { kind: 'uncaughtHeader'; file: string }
  /** `FAILED | 1 passed (3 steps) | 1 failed (2 steps) (126ms)` */
  | { kind: 'summary'; counts: DenoCount[] }
  /** `------- output -------` and `----- output end -----`: what a test printed is between. */
  | { kind: 'outputStart' }
  | { kind: 'outputEnd' }
  /** `error: …`: an error's first line (the prefix is not in `text`). */
  | { kind: 'error'; text: string }
  /** `TS2322 [ERROR]: …`: a type-check error (the run stops before any test). */
  | { kind: 'tsError'; text: string }
  /** `error: No test modules found` */
  | { kind: 'noModules' }
  /** `.`, `!` or `,` alone: the dot reporter's mark for a passed, failed or ignored test or step. */
  | { kind: 'mark'; mark: '.' | '!' | ',' }
  /** `Check calc_test.ts`: Deno type-checks a module before the run. */
  | { kind: 'check' }
  /** `  info: …`, `  hint: …`: Deno's notes after `error: Type checking failed.` */
  | { kind: 'note' }
  | { kind: 'blank' }
  | { kind: 'unknown' };

/** The line records `grammars/deno-tap.peggy` returns (`--reporter=tap`), one per input line. */
export type DenoTapRecord =
  /** `TAP version 14` */
  | { kind: 'version' }
  /** `# ./calc_test.ts`: the module whose results follow. */
  | { kind: 'module'; file: string }
  /** `# Subtest: cart`: a test whose steps' results follow, before its own. */
  | { kind: 'subtest'; name: string }
  /** `ok 1 - adds`, `not ok 2 - fails`, `ok 3 - later # SKIP`; `step`: indented, one of a test's steps. */
  | { kind: 'result'; step: boolean; ok: boolean; skip: boolean; name: string }
  /** `1..N`: the run's plan (`step`: a test's steps' plan). */
  | { kind: 'plan'; step: boolean; n: number }
  /** `  ---` and `  ...`: a failure's diagnostic is between. */
  | { kind: 'diagnosticStart' }
  | { kind: 'diagnosticEnd' }
  /** The diagnostic: one JSON object, `{"message":…,"severity":"fail","at":{"file":…,"line":…}}`. */
  | { kind: 'diagnostic'; json: string }
  /** `Bail out! SIGINT received.` */
  | { kind: 'bailOut' }
  /** `error: …`: an error's first line (the prefix is not in `text`). */
  | { kind: 'error'; text: string }
  | { kind: 'blank' }
  | { kind: 'unknown' };
