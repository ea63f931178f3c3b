/**
 * A JUnit XML report of one parsed run, for CI: `<testsuites>` with the runner's totals, one
 * `<testsuite>` per test file where the output names a failure's file (the rest under one
 * suite named after the runner), a `<testcase>` per failure, with `<failure>` (a failing
 * test or hook) or `<error>` (a file that failed to load or run, an error outside any test), its
 * message and the block the parse recorded for it, and, where the output lists every test
 * (node:test spec and TAP), a `<testcase>` per passing and skipped test. Where it does not,
 * a comment says so: `<testsuites>` counts every test, its suites only the cases listed. Times
 * are the run's; the console output gives no per-test times (`time="0"`). Parsed back with an
 * XML parser in test/unit/reports.test.ts.
 *
 * @module dsh-test-closure/render/junit
 */
import { PLUGIN_NAME } from '../report/names.ts';
import type { Failure } from '../report/types.ts';
import { FAILURE_KIND_TEXT, uncountedFailures, type ReportInput } from './ci-report.ts';
import { shownCountsLine } from './failures.ts';
import { failureBlock, type FailureBlock } from '../parsing/failure-blocks.ts';

/** Characters XML 1.0 cannot hold at all (C0 controls but tab, LF, CR; U+FFFE, U+FFFF; lone surrogates). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const hex = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Text content: markup escaped, characters XML cannot hold written as `\uXXXX`. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, hex).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value: as {@link xmlText}, plus quotes and line breaks (kept as character references). */
export function xmlAttr(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

interface Case {
  name: string;
  file?: string;
  line?: number;
  outcome: { kind: 'passed' } | { kind: 'skipped' } | { kind: 'failure' | 'error'; failure: Failure; detail?: FailureBlock };
}

/** A failing test or hook is a `<failure>`; a file that failed to load or an error outside any test an `<error>`. */
function countsAsFailure(failure: Failure): boolean {
  return failure.kind === 'test' || failure.kind === 'hook';
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

function caseXml(c: Case, classname: string): string[] {
  const attrs = `name="${xmlAttr(c.name)}" classname="${xmlAttr(classname)}"${c.file !== undefined ? ` file="${xmlAttr(c.file)}"` : ''}${c.line !== undefined ? ` line="${c.line}"` : ''} time="0"`;
  const o = c.outcome;
  if (o.kind === 'passed') return [`    <testcase ${attrs}/>`];
  if (o.kind === 'skipped') return [`    <testcase ${attrs}>`, '      <skipped/>', '    </testcase>'];
  const type = FAILURE_KIND_TEXT[o.failure.kind];
  const message = o.failure.message !== undefined ? ` message="${xmlAttr(o.failure.message)}"` : '';
  const body = o.detail?.text ?? o.failure.message ?? '';
  return [`    <testcase ${attrs}>`, `      <${o.kind}${message} type="${xmlAttr(type)}">${xmlText(body)}</${o.kind}>`, '    </testcase>'];
}

/** The JUnit XML of `input`. */
export function junitReport(input: ReportInput): string {
  const suites = new Map<string, Case[]>();
  const add = (suite: string, c: Case): void => {
    const cases = suites.get(suite);
    if (cases) cases.push(c);
    else suites.set(suite, [c]);
  };
  input.failures.forEach((failure) => {
    const detail = failureBlock(failure);
    const kind = countsAsFailure(failure) ? 'failure' : 'error';
    add(failure.file ?? input.framework, {
      name: failure.name,
      ...(failure.file !== undefined ? { file: failure.file } : {}),
      ...(detail?.line !== undefined ? { line: detail.line } : {}),
      outcome: { kind, failure, ...(detail !== undefined ? { detail } : {}) },
    });
  });
  for (const name of input.tests?.passed ?? []) add(input.framework, { name, outcome: { kind: 'passed' } });
  for (const name of input.tests?.skipped ?? []) add(input.framework, { name, outcome: { kind: 'skipped' } });

  const s = input.summary;
  const errors = input.failures.filter((f) => !countsAsFailure(f)).length;
  const failures = input.failures.length - errors;
  const timestamp = new Date(input.startedAt).toISOString().replace(/\.\d{3}Z$/, '');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // Counts the output does not show (go's plain output) are left out: `tests` and `skipped` are optional.
    `<testsuites name="${xmlAttr(input.framework)}"${input.unshown !== undefined ? '' : ` tests="${s.total + uncountedFailures(input)}"`} failures="${failures}" errors="${errors}"${input.unshown !== undefined ? '' : ` skipped="${s.skipped}"`} time="${seconds(input.durationMs)}" timestamp="${timestamp}">`,
  ];
  if (input.unshown !== undefined) {
    lines.push(`  <!-- ${xmlComment(`${PLUGIN_NAME}: the ${input.format} output names failing tests only; ${shownCountsLine(s, input.unshown)}`)} -->`);
  } else if (input.tests === undefined) {
    lines.push(`  <!-- ${xmlComment(`${PLUGIN_NAME}: the ${input.format} output names failing tests only; the counts above are the runner's, the test cases below its failures`)} -->`);
  }
  for (const [name, cases] of suites) {
    const count = (k: string) => cases.filter((c) => c.outcome.kind === k).length;
    const file = cases.find((c) => c.file !== undefined)?.file;
    lines.push(`  <testsuite name="${xmlAttr(name)}" tests="${cases.length}" failures="${count('failure')}" errors="${count('error')}" skipped="${count('skipped')}" time="0" timestamp="${timestamp}"${file !== undefined && name === file ? ` file="${xmlAttr(file)}"` : ''}>`);
    for (const c of cases) lines.push(...caseXml(c, name));
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}

/** A comment's text: no `--` (XML forbids it inside a comment). */
function xmlComment(text: string): string {
  return xmlText(text).replace(/--/g, '- -');
}
