/**
 * Folds `deno test --reporter=tap` line records ({@link DenoTapRecord}) into counts, failures
 * and every test by name.
 *
 * Deno's TAP reporter prints, per module, `# ./m_test.ts`; per test `ok N - name` (` # SKIP`
 * when ignored) or `not ok N - name` with its error as one JSON object (`message`, `at`)
 * between `---` and `...`; a test's steps before it, under `# Subtest: name`, indented, every
 * depth on one level, each by its own name; last the run's plan, `1..N`.
 *
 * - Counts: every result, tests and steps alike, as Deno's summary adds them. A test or step
 *   whose error is `N test steps failed.` is counted failed and not listed: its failing steps
 *   are.
 * - Names: a test by its name, a step by its test's and its own joined by ` > ` (`cart > with
 *   tax`): the steps between, for a step of a step, are not in the output.
 * - Failures: message, location and detail by ./context.ts from the diagnostic's message
 *   (colour in it taken off); `file` the diagnostic's `at.file` without `./`.
 * - A module stopped by an error outside any test: Deno's TAP prints nothing for it. When the
 *   results fall short of the run's plan, each module announced with no result after it is a
 *   `kind: 'file'` failure named by its path, counted failed (as Deno counts it); a module that
 *   stopped before announcing its tests does not show at all.
 * - Deno's `error: Test failed…` verdict with no failure shown: one `kind: 'run'` failure
 *   named by it (./verdict.ts).
 * - The summary is seen at the run's plan, `1..N` unindented.
 *
 * @module dsh-test-closure/runners/deno/tap
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { DenoTapRecord } from './records.ts';
/**
 * Folds the records of one `deno test --reporter=tap` run. Total: any record list yields a
 * consistent result.
 */
export declare function foldDenoTap(records: readonly DenoTapRecord[], _lines: Lines): Folded;
