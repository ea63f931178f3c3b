/**
 * A CTRF report (Common Test Report Format, spec 0.0.0) of one parsed run, for CI: the runner
 * as `results.tool`, this package as `generatedBy`, the summary, one entry per failure (its
 * message, file, line and the block the parse recorded for it as `trace`), and, where the
 * output lists every test (node:test spec and TAP), one entry per passing and skipped test. The console
 * output gives no per-test times: every entry's `duration` is 0. Checked against the `ctrf`
 * package's JSON schema in test/unit/reports.test.ts.
 *
 * @module dsh-test-closure/render/ctrf
 */
import { PLUGIN_NAME } from '../report/names.ts';
import { FAILURE_KIND_TEXT, runnerVersion, uncountedFailures, type ReportInput } from './ci-report.ts';
import { failureBlock } from '../parsing/failure-blocks.ts';

export type CtrfStatus = 'passed' | 'failed' | 'skipped' | 'pending' | 'other';

export interface CtrfTest {
  name: string;
  status: CtrfStatus;
  duration: number;
  message?: string;
  trace?: string;
  filePath?: string;
  line?: number;
  rawStatus?: string;
}

export interface CtrfReport {
  reportFormat: 'CTRF';
  specVersion: string;
  timestamp: string;
  generatedBy: string;
  results: {
    tool: { name: string; version?: string; extra: { format: string } };
    summary: { tests: number; passed: number; failed: number; skipped: number; pending: number; other: number; start: number; stop: number; duration: number };
    tests: CtrfTest[];
    extra: { listed: 'every test' | 'failures only'; uncountedFailures: number; command?: string; notShown?: { counts: Array<'passed' | 'skipped'>; reason: string; packagesOk: number } };
  };
}

export const CTRF_SPEC_VERSION = '0.0.0';

/** The CTRF report of `input`. */
export function ctrfReport(input: ReportInput): CtrfReport {
  const tests: CtrfTest[] = input.failures.map((f) => {
    const detail = failureBlock(f);
    return {
      name: f.name,
      status: 'failed',
      duration: 0,
      ...(f.message !== undefined ? { message: f.message } : {}),
      ...(detail !== undefined ? { trace: detail.text } : {}),
      ...(f.file !== undefined ? { filePath: f.file } : {}),
      ...(detail?.line !== undefined ? { line: detail.line } : {}),
      rawStatus: FAILURE_KIND_TEXT[f.kind],
    };
  });
  for (const name of input.tests?.passed ?? []) tests.push({ name, status: 'passed', duration: 0 });
  for (const name of input.tests?.skipped ?? []) tests.push({ name, status: 'skipped', duration: 0 });
  const uncounted = uncountedFailures(input);
  const s = input.summary;
  const version = runnerVersion(input.runner, input.output);
  const stop = input.startedAt + input.durationMs;
  return {
    reportFormat: 'CTRF',
    specVersion: CTRF_SPEC_VERSION,
    timestamp: new Date(stop).toISOString(),
    generatedBy: `${PLUGIN_NAME} ${input.producerVersion}`,
    results: {
      tool: { name: input.framework, ...(version !== undefined ? { version } : {}), extra: { format: input.format } },
      summary: { tests: s.total + uncounted, passed: s.passed, failed: s.failed + uncounted, skipped: s.skipped, pending: 0, other: 0, start: input.startedAt, stop, duration: input.durationMs },
      tests,
      extra: {
        listed: input.tests !== undefined ? 'every test' : 'failures only',
        uncountedFailures: uncounted,
        ...(input.command !== undefined ? { command: input.command } : {}),
        // The schema requires every summary number: where the output does not show some (go's
        // plain output), theirs count only what it shows, and this says which they are.
        ...(input.unshown !== undefined ? { notShown: { ...input.unshown } } : {}),
      },
    },
  };
}
