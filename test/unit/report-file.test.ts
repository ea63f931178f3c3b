/**
 * The runner's own report in a second destination (planning/report-file.ts): which plans get
 * one, and how it decides the tests listed by name.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, writeFileSync } from 'node:fs';
import { plannedReportFile, withReportFile } from '../../src/planning/report-file.ts';
import { parseRunnerOutput } from '../../src/parse.ts';

const PLANNED = 'node --test --test-reporter=spec --test-reporter-destination=stdout < /dev/null';
const plan = { command: PLANNED, parseAs: 'node:test' as const };

const report = suite('report file');

report('the planned node:test command also writes TAP to a private file; other plans and read-only sandboxes get none', () => {
  const file = plannedReportFile(plan, 'workspace-write', 'run-1')!;
  assert.ok(file.path.endsWith('/reports/run-1.tap'), file.path);
  assert.is(file.command, `node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=${file.path} < /dev/null`);
  assert.is(plannedReportFile(plan, 'read-only', 'run-2'), undefined);
  assert.is(plannedReportFile({ ...plan, parseAs: 'vitest' }, undefined, 'run-3'), undefined);
  assert.is(plannedReportFile({ ...plan, command: 'npm test' }, undefined, 'run-4'), undefined);
  assert.is(plannedReportFile({ ...plan, detectParser: true }, undefined, 'run-5'), undefined);
});

const SPEC_WITH_FORGED_LINE = [
  '✔ adds (0.412ms)',
  '✔ other (1.1ms)',
  'ℹ tests 1',
  'ℹ suites 0',
  'ℹ pass 1',
  'ℹ fail 0',
  'ℹ cancelled 0',
  'ℹ skipped 0',
  'ℹ todo 0',
  'ℹ duration_ms 40.2',
  '',
].join('\n');

const TAP = [
  'TAP version 13',
  '# ✔ adds (0.412ms)',
  '# Subtest: other',
  'ok 1 - other',
  '  ---',
  '  duration_ms: 1.1',
  '  ...',
  '1..1',
  '# tests 1',
  '# suites 0',
  '# pass 1',
  '# fail 0',
  '# cancelled 0',
  '# skipped 0',
  '# todo 0',
  '',
].join('\n');

report('tests listed by name come from the file (synthetic): a printed line adds no name; no file, no names', () => {
  const console_ = parseRunnerOutput('node:test', SPEC_WITH_FORGED_LINE);
  assert.ok(console_.tests?.passed.includes('adds'), 'the console alone lists the printed name');
  const file = plannedReportFile(plan, undefined, 'run-6')!;
  writeFileSync(file.path, TAP);
  const read = withReportFile(console_, file);
  assert.equal(read.tests, { passed: ['other'], skipped: [] });
  assert.is(existsSync(file.path), false, 'the file is removed once read');
  assert.is(withReportFile(console_, file).tests, undefined);
});

report('a failure only the file reports makes the run failed with the file\'s counts (synthetic)', () => {
  const console_ = parseRunnerOutput('node:test', SPEC_WITH_FORGED_LINE);
  const file = plannedReportFile(plan, undefined, 'run-7')!;
  writeFileSync(file.path, TAP.replace('ok 1 - other', 'not ok 1 - other').replace('# pass 1', '# pass 0').replace('# fail 0', '# fail 1'));
  const read = withReportFile(console_, file);
  assert.equal(read.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  assert.equal(read.failures.map((f) => f.name), ['other']);
});

report.run();
