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
import { FailureList, Tally } from '../../parsing/fold-kit.ts';
import { noTestsListed } from '../../parsing/listed-tests.ts';
import { withoutAnsi } from '../../parsing/normalize.ts';
import type { Failure } from '../../report/types.ts';
import { denoErrorContext } from './context.ts';
import type { DenoTapRecord } from './records.ts';
import { RUN_FAILED, STEPS_FAILED } from './verdict.ts';

/** A diagnostic's fields, as Deno writes them. */
interface Diagnostic {
  message?: unknown;
  at?: { file?: unknown };
}

function diagnosticOf(json: string): Diagnostic | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Diagnostic) : undefined;
  } catch {
    return undefined;
  }
}

/** A `./m_test.ts` path as the other reporters' failures carry it: without `./`. */
function modulePath(file: string): string {
  return file.replace(/^\.\//, '');
}

/**
 * Folds the records of one `deno test --reporter=tap` run. Total: any record list yields a
 * consistent result.
 */
export function foldDenoTap(records: readonly DenoTapRecord[], _lines: Lines): Folded {
  const failures = new FailureList();
  const seen = new Tally();
  const listed = noTestsListed();
  const files: string[] = [];
  /** Modules announced with no result after them. */
  const silent: string[] = [];
  let module: string | undefined;
  let moduleResults = 0;
  let subtest: string | undefined;
  /** The failing result whose diagnostic may follow. */
  let failing: { name: string } | undefined;
  let plan: number | undefined;
  let results = 0;
  let verdict: string | undefined;

  const closeModule = (): void => {
    if (module !== undefined && moduleResults === 0) silent.push(module);
    module = undefined;
  };

  const failWith = (name: string, diagnostic: Diagnostic | undefined): void => {
    const text = typeof diagnostic?.message === 'string' ? withoutAnsi(diagnostic.message) : '';
    if (STEPS_FAILED.test(text.trim())) return;
    const at = typeof diagnostic?.at?.file === 'string' ? modulePath(diagnostic.at.file) : module;
    const failure: Failure = { name, kind: 'test' };
    if (at !== undefined) failure.file = at;
    const context = denoErrorContext(text.split('\n'), at);
    if (context.message !== undefined) failure.message = context.message;
    if (context.location !== undefined) failure.location = context.location;
    if (context.detail.length > 0) failure.detail = context.detail;
    failures.append(failure);
  };

  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const kind = r.kind;
    if (kind === 'diagnostic') {
      if (failing !== undefined) failWith(failing.name, diagnosticOf(r.json));
      failing = undefined;
      continue;
    }
    if (kind === 'diagnosticStart' || kind === 'diagnosticEnd') continue;
    // A failing result without a diagnostic (a test cancelled): a failure with no message.
    if (failing !== undefined) failWith(failing.name, undefined);
    failing = undefined;
    if (kind === 'module') {
      closeModule();
      module = modulePath(r.file);
      moduleResults = 0;
      if (!files.includes(module)) files.push(module);
    } else if (kind === 'subtest') {
      subtest = r.name;
    } else if (kind === 'result') {
      const name = r.step && subtest !== undefined ? `${subtest} > ${r.name}` : r.name;
      if (!r.step) subtest = undefined;
      results++;
      moduleResults++;
      if (!r.ok) {
        seen.add('failed');
        failing = { name };
      } else if (r.skip) {
        seen.add('skipped');
        listed.skipped.push(name);
      } else {
        seen.add('passed');
        listed.passed.push(name);
      }
    } else if (kind === 'plan') {
      if (!r.step) {
        closeModule();
        plan = r.n;
      }
    } else if (kind === 'error') {
      if (RUN_FAILED.test(r.text)) verdict = r.text;
    }
  }
  if (failing !== undefined) failWith(failing.name, undefined);
  closeModule();

  // Results short of the plan: the modules that announced tests and reported none were stopped.
  if (plan !== undefined && results < plan) {
    for (const file of silent) {
      seen.add('failed');
      failures.add({ name: file, kind: 'file', file });
    }
  }
  if (verdict !== undefined && seen.summary().failed === 0) failures.add({ name: verdict, kind: 'run' });
  const folded: Folded = { summary: seen.summary(), failures: failures.list(), summarySeen: plan !== undefined, files };
  if (plan !== undefined) folded.tests = listed;
  return folded;
}
