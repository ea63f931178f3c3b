/**
 * Failures grouped by root cause (src/report/causes.ts) and how a cause reads in the test_run
 * text and the gate's notice (src/render/causes.ts): the rules on hand-made failures, then the
 * texts of runs captured from real runners (fixtures/<runner>/*-cause-*).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CAUSE_MIN_FAILURES, groupByCause, normalizeVolatile, type FailureEntry } from '../../src/report/causes.ts';
import type { Failure } from '../../src/report/types.ts';
import { failureDigestLines, failureLinesByFile, renderRunResult, testRunValue } from '../../src/render/run-result.ts';
import { steerNotice } from '../../src/render/gate-notices.ts';
import { judgeAlone } from '../../src/closure/verdict.ts';
import { buildRunResult } from '../../src/run/result.ts';
import { parseRunnerOutput } from '../../src/parse.ts';
import type { RecordedRun } from '../../src/closure/state.ts';
import { loadFixtures, type Fixture } from '../support/fixtures.ts';
import type { Framework } from '../../src/report/kinds.ts';
import { RUNNERS } from '../../src/runners/registry.ts';

const setupError = (file: string, i: number, address = `0x7f2e4${i}fdc990`): Failure => ({
  name: `${file}::test_record_${i}`,
  kind: 'test',
  file,
  message: `ConnectionError: could not connect via <conftest.Pool object at ${address}>`,
  location: 'tests/conftest.py:11',
});
const shape = (entries: FailureEntry[]): string[] => entries.map((e) => (e.kind === 'cause' ? `cause ${e.cause.failures.length}` : `single ${e.failure.name}`));

const rules = suite('causes: which failures share one');

rules('the same error at the same place is one cause, whatever address, uuid or generated number it names', () => {
  const failures = [setupError('tests/a.py', 0), setupError('tests/a.py', 1), setupError('tests/b.py', 2, '0x55d0c0ffee00')];
  const entries = groupByCause(failures);
  assert.equal(shape(entries), ['cause 3']);
  const cause = entries[0]!.kind === 'cause' ? entries[0]!.cause : undefined;
  assert.equal(cause?.files, [{ file: 'tests/a.py', count: 2 }, { file: 'tests/b.py', count: 1 }]);
  assert.is(cause?.first, failures[0]);
  assert.is(normalizeVolatile('req 3f2a9c1e-77b0-4c3e-9a41-0c9e2b7d5a10 on pytest-17/test_x0 at 0xDEADBEEF, id 9f8e7d6c5b'), 'req <uuid> on pytest-#/test_x# at 0x#, id <id>');
  // Standalone numbers are what two assertions differ in: they are kept.
  assert.is(normalizeVolatile('expected 3 to be 4 on localhost:5432, x=-3'), 'expected 3 to be 4 on localhost:5432, x=-3');
});

rules('a different place, message or detail, an assertion without detail, or fewer than three failures: each stays on its own', () => {
  const at = (name: string, over: Partial<Failure>): Failure => ({ name, kind: 'test', file: 't.js', message: 'TypeError: x is undefined', location: 'src/a.js:3:9', ...over });
  assert.equal(shape(groupByCause([at('a', {}), at('b', { location: 'src/a.js:4:9' }), at('c', { location: 'src/b.js:3:9' })])), ['single a', 'single b', 'single c']);
  assert.equal(shape(groupByCause([at('a', { detail: ['Expected: 34', 'Received: 35'] }), at('b', { detail: ['Expected: 36', 'Received: 37'] }), at('c', { detail: ['Expected: 2', 'Received: 3'] })])), ['single a', 'single b', 'single c']);
  const tap = (name: string): Failure => at(name, { message: 'Expected values to be strictly equal:', location: 'define-suite.js:12:20' });
  assert.equal(shape(groupByCause([tap('a'), tap('b'), tap('c')])), ['single a', 'single b', 'single c'], 'an assertion that shows no values');
  const sameValues = (name: string): Failure => at(name, { message: 'expect(received).toBe(expected)', detail: ['Expected: 200', 'Received: 500'] });
  assert.equal(shape(groupByCause([sameValues('a'), sameValues('b'), sameValues('c')])), ['cause 3'], 'an assertion that compared the same values');
  assert.equal(shape(groupByCause([at('a', {}), at('b', {})])), ['single a', 'single b']);
  assert.is(CAUSE_MIN_FAILURES, 3);
  const nowhere = (name: string): Failure => ({ name, kind: 'test', file: 't.js', message: 'TypeError: x is undefined' });
  assert.equal(shape(groupByCause([nowhere('a'), nowhere('b'), nowhere('c')])), ['single a', 'single b', 'single c'], 'no place, no cause');
});

rules('files that failed to load: one cause by their error, their own path masked; never by a generic word', () => {
  const load = (file: string, message = `ImportError while importing test module '/w/${file}'.`): Failure => ({ name: file, kind: 'file', file, message });
  assert.equal(shape(groupByCause([load('tests/a.py'), load('tests/b.py'), load('tests/c.py')])), ['cause 3']);
  assert.equal(shape(groupByCause(['a', 'b', 'c'].map((f) => load(f, 'test failed')))), ['single a', 'single b', 'single c']);
});

rules('a unittest id without a file is placed in its module', () => {
  const setUp = (name: string): Failure => ({ name, kind: 'test', message: 'ConnectionError: down', location: 'tests/base.py:9' });
  const entries = groupByCause([setUp('test_a (tests.test_x.K.test_a)'), setUp('test_b (tests.test_x.K.test_b)'), setUp('test_c (tests.test_y.K)')]);
  assert.equal(entries[0]!.kind === 'cause' ? entries[0]!.cause.files : [], [{ file: 'tests.test_x', count: 2 }, { file: 'tests.test_y', count: 1 }]);
});

rules('a cause takes the place of its first failure; the others keep theirs', () => {
  const indep = (name: string): Failure => ({ name, kind: 'test', file: 'tests/m.py', message: `assert ${name}`, location: 'tests/m.py:2' });
  const entries = groupByCause([indep('x'), setupError('tests/a.py', 0), indep('y'), setupError('tests/a.py', 1), setupError('tests/a.py', 2), indep('z')]);
  assert.equal(shape(entries), ['single x', 'cause 3', 'single y', 'single z']);
});

rules.run();

const text = suite('causes: the text');

const fixtureErrors = Array.from({ length: 210 }, (_, i) => setupError(`tests/test_store_${String(Math.floor(i / 21)).padStart(2, '0')}.py`, i));

text('test_run: a cause is written once with its count, place, files and first tests; where the full list is', () => {
  assert.equal(failureDigestLines(fixtureErrors, { fullList: 'all in --json' }), [
    '- 210 failing tests, one cause: ConnectionError: could not connect via <conftest.Pool object at 0x7f2e40fdc990> (at tests/conftest.py:11)',
    '  in 10 files: tests/test_store_00.py (21), tests/test_store_01.py (21), tests/test_store_02.py (21), tests/test_store_03.py (21), tests/test_store_04.py (21) (+5 files, 105 tests)',
    '  tests: tests/test_store_00.py::test_record_0, tests/test_store_00.py::test_record_1, tests/test_store_00.py::test_record_2 (+207 more; all in --json)',
  ]);
  const loads = ['a', 'b', 'c', 'd', 'e', 'f'].map((n): Failure => ({ name: `tests/test_${n}.py`, kind: 'file', file: `tests/test_${n}.py`, message: "KeyError: 'APP_DATABASE_URL'", location: 'app/settings.py:3' }));
  assert.equal(failureDigestLines(loads), [
    "- 6 files failed to load or run, one cause: KeyError: 'APP_DATABASE_URL' (at app/settings.py:3)",
    '  in 6 files: tests/test_a.py, tests/test_b.py, tests/test_c.py, tests/test_d.py, tests/test_e.py (+1 file)',
  ]);
});

text('without a common cause the list is exactly the per-failure list', () => {
  const failures: Failure[] = Array.from({ length: 120 }, (_, i) => ({ name: `t${i}`, kind: 'test', file: `f${i % 3}.js`, message: `expected ${i} to be ${i + 1}`, location: `f${i % 3}.js:${i + 1}:5`, detail: [`Expected: ${i + 1}`] }));
  assert.equal(failureDigestLines(failures), [...failureLinesByFile(failures.slice(0, 100)), '- … and 20 more']);
});

text('the headline counts what the causes explain; the note-less text says nothing of a full list', () => {
  const outcome = buildRunResult(
    { exitCode: 1, timedOut: false, aborted: false, sandbox: { mode: 'workspace-write', denied: false }, output: '', truncated: false, durationMs: 1000 },
    { framework: 'pytest', format: 'pytest', summary: { total: 210, passed: 0, failed: 210, skipped: 0 }, failures: fixtureErrors, summarySeen: true, diagnostics: { lines: 1, unrecognizedLines: 0 } },
    { command: 'python3 -m pytest', notes: [], tailChars: 0 },
  );
  const out = renderRunResult(testRunValue(outcome, 'suite', judgeAlone({ ...outcome, scope: 'suite' })));
  assert.is(out.split('\n')[0], 'test_run FAILED: 210 failed, 0 passed, 0 skipped (210 total); 210 failures from 1 cause — pytest, exit 1, 1.0s, sandbox workspace-write');
  assert.ok(out.includes('(+207 more)\n') || out.endsWith('(+207 more)'));
  assert.is(outcome.failures.length, 210, 'the value keeps every failure');
});

text('the gate notice: the cause once, counted in its first line, then the independent failures', () => {
  const own: Failure = { name: 'tests/m.py::test_add', kind: 'test', file: 'tests/m.py', message: 'assert (1 + 1) == 3', location: 'tests/m.py:2' };
  const failures = [...fixtureErrors, own];
  const r = {
    ok: false, status: 'failed', summary: { total: 211, passed: 0, failed: 211, skipped: 0 }, summarySeen: true, failures, failureCount: failures.length,
    command: 'python3 -m pytest', runner: 'pytest', turn: 1, exitCode: 1, timedOut: false, narrowed: false, scope: 'suite',
    verdict: { verified: false, blockers: [{ check: 'passed', status: 'failed', exitCode: 1 }] }, root: '/w', fingerprint: 'f', testFilesChanged: [],
  } as unknown as RecordedRun;
  const lines = steerNotice(r, r.verdict.verified ? [] : r.verdict.blockers, 1, 2).split('\n');
  assert.is(lines[0], '[dsh-test-closure] Not done: tests are still failing (211 failed, 0 passed, 0 skipped (211 total); 210 failures from 1 cause; command: python3 -m pytest).');
  assert.equal(lines.slice(1, 6), [
    'Failing:',
    '- 210 failing tests, one cause: ConnectionError: could not connect via <conftest.Pool object at 0x7f2e40fdc990> (at tests/conftest.py:11)',
    '  in 10 files: tests/test_store_00.py (21), tests/test_store_01.py (21), tests/test_store_02.py (21), tests/test_store_03.py (21), tests/test_store_04.py (21) (+5 files, 105 tests)',
    '  tests: tests/test_store_00.py::test_record_0, tests/test_store_00.py::test_record_1, tests/test_store_00.py::test_record_2 (+207 more)',
    '- tests/m.py::test_add — assert (1 + 1) == 3 (line 2)',
  ]);
  assert.not.ok(lines.some((l) => l.startsWith('- … and')), 'every failure is accounted for');
});

text.run();

// --- Runs captured from real runners.

/** The spill store's note, as the local backend words it, so the texts are measured with it. */
const SPILL_NOTE = 'full output: /tmp/dsh-spill-whvo7Q/session-449a5e26489a/9c0d4a7e21b3-test_run-output.log (84213 bytes). Use read with offset/limit, or grep this path to search within it.';

/** The test_run text of a captured run, locations relative to the project it ran in (as test_run makes them relative to the workspace). */
function textOf(fx: Fixture): { text: string; failures: Failure[] } {
  const parsed = parseRunnerOutput(fx.capture.framework, fx.output);
  const project = parsed.failures.map((f) => /^(.*\/fixtures\/projects\/[^/]+\/[^/]+)\//.exec(f.location ?? '')?.[1]).find((p) => p !== undefined);
  const outcome = buildRunResult(
    { exitCode: fx.capture.exitCode, timedOut: false, aborted: false, sandbox: { mode: 'workspace-write', denied: false }, output: fx.output, truncated: false, durationMs: 1000 },
    parsed,
    { command: fx.capture.command, notes: [SPILL_NOTE], tailChars: 3000, ...(project !== undefined ? { root: project } : {}) },
  );
  return { text: renderRunResult(testRunValue(outcome, 'suite', judgeAlone({ ...outcome, scope: 'suite' }))), failures: outcome.failures };
}

const captured = suite('causes: captured runs');
const CAUSE_SCENARIOS = ['cause-fixture', 'cause-import', 'cause-mixed'];
/** The cause scenarios each runner's captures hold; unittest has the fixture scenario only (a base class's setUp). */
const CAUSES_CAPTURED: Partial<Record<Framework, readonly string[]>> = {
  pytest: CAUSE_SCENARIOS,
  'node:test': CAUSE_SCENARIOS,
  vitest: CAUSE_SCENARIOS,
  jest: CAUSE_SCENARIOS,
  unittest: ['cause-fixture'],
};
const causeRunners = (scenario: string): string[] =>
  Object.entries(CAUSES_CAPTURED).flatMap(([framework, scenarios]) => (scenarios.includes(scenario) ? [RUNNERS[framework as Framework].fixtures.dir] : []));
const causeFixtures = (scenario: string): Fixture[] => causeRunners(scenario).flatMap((dir) => loadFixtures(dir).filter((f) => f.id.includes(`-${scenario}-`)));

captured('captures exist for every scenario and runner', () => {
  for (const scenario of CAUSE_SCENARIOS) {
    for (const dir of causeRunners(scenario)) assert.ok(loadFixtures(dir).some((f) => f.id.includes(`-${scenario}-`)), `${dir} ${scenario}`);
  }
});

captured('one fixture or hook behind 200+ failing tests, one import error behind every test of 5+ files: at most 1.5 kB, naming the place, the count and the files', () => {
  for (const fx of [...causeFixtures('cause-fixture'), ...causeFixtures('cause-import')]) {
    const { text: out, failures } = textOf(fx);
    assert.ok(Buffer.byteLength(out) <= 1536, `${fx.id}: ${Buffer.byteLength(out)} bytes`);
    const causeLine = out.split('\n').filter((l) => / one cause: /.test(l));
    assert.is(causeLine.length, 1, `${fx.id}: one cause`);
    assert.ok(causeLine[0]!.startsWith(`- ${failures.length} `), `${fx.id}: counts all ${failures.length}`);
    assert.is(failures.length, fx.expected.failures.length, `${fx.id}: as many as the runner's own report of the run`);
    const location = failures[0]!.location;
    if (location !== undefined) assert.ok(causeLine[0]!.endsWith(`(at ${location})`), `${fx.id}: ${causeLine[0]}`);
    const entry = groupByCause(failures)[0]!;
    const files = entry.kind === 'cause' ? entry.cause.files : [];
    assert.ok(fx.id.includes('import') ? files.length >= 5 : failures.length >= 200 && files.length === 10, `${fx.id}: the scenario's size`);
    assert.ok(out.includes(`in ${files.length} files: ${files[0]!.file}`), `${fx.id}: the files`);
    for (const { file } of files.slice(0, 5)) assert.ok(out.includes(` ${file}`), `${fx.id}: names ${file}`);
  }
});

captured('three causes beside independent failures: each cause once, each independent failure on its own line', () => {
  for (const fx of causeFixtures('cause-mixed')) {
    const { text: out, failures } = textOf(fx);
    const entries = groupByCause(failures);
    assert.is(entries.filter((e) => e.kind === 'cause').length, 3, fx.id);
    assert.is(out.split('\n').filter((l) => / one cause: /.test(l)).length, 3, fx.id);
    const singles = entries.flatMap((e) => (e.kind === 'single' ? [e.failure] : []));
    assert.is(singles.length, 3, fx.id);
    for (const f of singles) assert.is(out.split('\n').filter((l) => l.startsWith(`- ${f.name} — `)).length, 1, `${fx.id}: ${f.name}`);
  }
});

captured('pytest\'s fixture errors read as pytest calls them: errors at setup (or teardown) of the fixture its traceback names', () => {
  for (const fx of causeFixtures('cause-fixture').filter((f) => f.capture.framework === 'pytest')) {
    const { text: out, failures } = textOf(fx);
    assert.ok(out.includes(`\n- ${failures.length} errors at setup of fixture db, one cause: ConnectionError: `), `${fx.id}:\n${out}`);
  }
  // The long traceback names the fixture by its `def`, the short one by its first frame's `in <name>`.
  for (const id of ['9-fixture-errors-v', '7-fixture-errors-tb-short']) {
    const fx = loadFixtures('pytest').find((f) => f.id.endsWith(id))!;
    const at = Object.fromEntries(parseRunnerOutput('pytest', fx.output).failures.map((f) => [f.name.split('::').slice(1).join('::'), f.errorAt]));
    assert.equal(at['test_setup_error'], { when: 'setup', fixture: 'broken_setup' }, id);
    assert.equal(at['test_pass_then_teardown_error'], { when: 'teardown', fixture: 'broken_teardown' }, id);
    assert.equal(at['TestWithClassFixture::test_one'], { when: 'setup', fixture: 'class_resource' }, id);
    // A test that failed, then errored at teardown, is its own failure: its call's context.
    assert.is(at['test_fail_then_teardown_error'], undefined, id);
  }
});

captured.run();
