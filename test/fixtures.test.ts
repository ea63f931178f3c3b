/**
 * Every captured fixture, every runner: the parse must agree with the result derived
 * from the runner's own machine-readable report of the same run.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRunnerOutput } from '../src/parse.ts';
import { OutputLines } from '../src/parsing/lines.ts';
import { normalizeOutput } from '../src/parsing/normalize.ts';
import type { Folded } from '../src/parsing/pipeline.ts';
import type { Framework } from '../src/report/kinds.ts';
import { RUNNERS } from '../src/runners/registry.ts';

/** What the fold itself returns, before the pipeline checks its file list. */
function foldOf(framework: Framework, text: string): Folded {
  const input = normalizeOutput(text);
  const lines = new OutputLines(input);
  const dialect = RUNNERS[framework].parser.dialectOf(lines);
  return dialect.fold(dialect.grammar(input, { startRule: 'Report', lineCount: lines.length }), lines, { endsInNewline: /\n$/.test(text) });
}
import { failureKey, loadFixtures, unknownLineBounds } from './support/fixtures.ts';

const NPM_HEADER = '\n> demo@1.0.0 test\n> node run-tests.js\n\n';
const NPM_FOOTER = [
  'npm error Lifecycle script `test` failed with error:',
  'npm error code 1',
  'npm error path /tmp/demo',
  'npm error workspace demo@1.0.0',
  'npm error location /tmp/demo',
  'npm error command failed',
  'npm error command sh -c node run-tests.js',
  '',
].join('\n');

// FIXTURES=vitest,jest limits the run to some runner directories (for focused work).
const only = process.env.FIXTURES?.split(',').filter(Boolean);
for (const runnerDir of Object.values(RUNNERS).map((r) => r.fixtures.dir)) {
  if (only && !only.includes(runnerDir)) continue;
  const fixtures = loadFixtures(runnerDir);
  const test = suite(`fixtures: ${runnerDir}`);
  for (const fx of fixtures) {
    test(fx.id, () => {
      const result = parseRunnerOutput(fx.capture.framework, fx.output);
      assert.equal(result.summary, fx.expected.summary, `${fx.id}: summary`);
      const got = [...result.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
      const want = [...fx.expected.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
      assert.equal(got.map(failureKey), want.map(failureKey), `${fx.id}: failure names`);
      want.forEach((w, i) => {
        const g = got[i]!;
        if (w.file !== undefined) assert.is(g.file, w.file, `${fx.id}: file of ${w.name}`);
        if (w.message !== undefined) assert.is(g.message, w.message, `${fx.id}: message of ${w.name}`);
        // Where the report gave location and detail (the capture says so), a failing test's (or hook's) are
        // exactly the report's, absent ones included.
        if (fx.expected.contexts === true && (w.kind === 'test' || w.kind === 'hook')) {
          assert.is(g.location, w.location, `${fx.id}: location of ${w.name}`);
          assert.equal(g.detail, w.detail, `${fx.id}: detail of ${w.name}`);
        }
      });
      if (fx.expected.summarySeen !== undefined) assert.is(result.summarySeen, fx.expected.summarySeen, `${fx.id}: summary seen`);
      // Lines the grammar recognised must stay recognised: a change that turns them into Unknown
      // fails here even where the counts still agree. The bound is generated, never hand-written
      // (node scripts/capture/unknown-lines.mjs; scripts/capture/case-files.mjs says when).
      assert.ok(fx.unknownLinesBound !== undefined, `${fx.id}: no bound in fixtures/${runnerDir}/unknown-lines.json; run node scripts/capture/unknown-lines.mjs ${runnerDir}`);
      const unrecognized = result.diagnostics.unrecognizedLines;
      assert.ok(unrecognized <= fx.unknownLinesBound!, `${fx.id}: ${unrecognized} unrecognised lines, more than the ${fx.unknownLinesBound} of fixtures/${runnerDir}/unknown-lines.json`);
      // A run stopped mid-test: the test the report shows started with no outcome is the one the output names running.
      if (fx.expected.running !== undefined) assert.equal(result.running ?? [], fx.expected.running, `${fx.id}: running`);
      if (fx.expected.unfinished !== undefined) assert.is(result.unfinished ?? 0, fx.expected.unfinished, `${fx.id}: unfinished`);
      // Counts the output does not show are marked as such, where the capture derived them (go's plain output).
      if (fx.capture.framework === 'go' && !fx.id.includes('/synthetic-')) {
        const unshown = result.unshown === undefined ? undefined : { counts: result.unshown.counts, packagesOk: result.unshown.packagesOk };
        assert.equal(unshown, fx.expected.unshown, `${fx.id}: counts not shown`);
      }
    });
    // The files the output reports results for (the gate's evidence that a failing test's file
    // ran) include the file of every failing test the runner names, as the folds read them;
    // only where a test printed imitation progress lines under pytest -s, or an imitation of
    // ExUnit's --trace module line, do they not, and parseRunnerOutput then drops the list.
    test(`${fx.id} (files reported)`, () => {
      const raw = foldOf(fx.capture.framework, fx.output);
      const result = parseRunnerOutput(fx.capture.framework, fx.output);
      if (raw.files.length === 0) return assert.is(result.files, undefined);
      assert.equal(raw.files, [...new Set(raw.files)], `${fx.id}: files listed once`);
      const consistent = raw.failures.every((f) => f.kind !== 'test' || f.file === undefined || raw.files!.includes(f.file));
      assert.is(consistent, !/noisy-output-s|exunit\/1\.14-imitation-default/.test(fx.id), `${fx.id}: ${JSON.stringify(raw.files)}`);
      assert.equal(result.files, consistent ? raw.files : undefined);
    });
    // The same run under `npm test`: npm's header and its failure footer must not disturb the parse.
    test(`${fx.id} (inside npm test)`, () => {
      const plain = parseRunnerOutput(fx.capture.framework, fx.output);
      const body = fx.output.endsWith('\n') ? fx.output : `${fx.output}\n`;
      const wrapped = parseRunnerOutput(fx.capture.framework, `${NPM_HEADER}${body}${NPM_FOOTER}`);
      assert.equal(wrapped.summary, plain.summary);
      assert.equal(wrapped.failures, plain.failures);
      assert.is(wrapped.summarySeen, plain.summarySeen);
    });
  }
  test('unknown-lines.json names only cases that exist', () => {
    const cases = new Set(fixtures.map((fx) => fx.id.slice(runnerDir.length + 1)));
    assert.equal(Object.keys(unknownLineBounds(runnerDir)).filter((id) => !cases.has(id)), []);
  });
  test.run();
}
