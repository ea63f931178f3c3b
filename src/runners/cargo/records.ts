/**
 * The line records `grammars/cargo.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link CargoRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/cargo/records
 */

export type CargoRecord =
  /** `     Running unittests src/lib.rs (…)`, `   Doc-tests x`: a test binary starts. */
  | { kind: 'binary' }
  /** `running N tests`. */
  | { kind: 'running'; n: number }
  /** `test name ... ok` (`failed`, `ignored`, `bench`), without a `- should panic` suffix. */
  | { kind: 'result'; status: 'ok' | 'failed' | 'ignored' | 'bench'; name: string }
  /** `test name has been running for over 60 seconds`: libtest's warning on a test still running. */
  | { kind: 'slow'; name: string }
  /** `---- name stdout ----`: a test's captured output follows. */
  | { kind: 'block'; name: string }
  /** `failures:` / `successes:`. */
  | { kind: 'section'; word: 'failures' | 'successes' }
  /** `test result: …`: a binary's totals. */
  | { kind: 'summary'; passed: number; failed: number; ignored: number; measured: number }
  /** `error: could not compile `name``. */
  | { kind: 'compileFailed'; name: string }
  /** `error[E0308]: …`, `error: …`: a compiler error. */
  | { kind: 'compileError' }
  | { kind: 'unknown' };
