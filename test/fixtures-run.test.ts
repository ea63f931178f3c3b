/**
 * Every captured run of the runners listed here, read as a run (run/result.ts) in the directory
 * it was captured in: its status follows the runner's own exit decision, every failure is named
 * and located relative to the project, and a location is found for at least 95% of the
 * failures whose location the runner's own report gives (the capture's expected.json).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRunnerOutput } from '../src/parse.ts';
import { buildRunResult } from '../src/run/result.ts';
import { relativeLocation } from '../src/parsing/failure-context.ts';
import type { Framework } from '../src/report/kinds.ts';
import { RUNNERS } from '../src/runners/registry.ts';
import { loadFixtures, type Fixture } from './support/fixtures.ts';

/** The runners whose captures record the directory they ran in (capture.json `cwd`, an absolute path first). */
const RUN_READ: readonly Framework[] = ['phpunit', 'maven'];

/** The directory a capture ran in, when its capture.json names one. */
function rootOf(fx: Fixture): string | undefined {
  return /^(\/\S+)/.exec(fx.capture.cwd ?? '')?.[1];
}

function runOf(fx: Fixture, root: string) {
  const parsed = parseRunnerOutput(fx.capture.framework, fx.output);
  const process = { exitCode: fx.capture.exitCode ?? null, timedOut: false, aborted: false, sandbox: { mode: 'none', denied: false }, output: fx.output, truncated: false, durationMs: 0 };
  return buildRunResult(process, parsed, { command: fx.capture.command, notes: [], tailChars: 0, root });
}

for (const framework of RUN_READ) {
  const test = suite(`captured runs read as the runner decides: ${framework}`);
  const fixtures = loadFixtures(RUNNERS[framework].fixtures.dir).filter((fx) => !fx.id.includes('/synthetic-') && rootOf(fx) !== undefined);
  let shown = 0;
  let found = 0;
  for (const fx of fixtures) {
    const root = rootOf(fx)!;
    const run = runOf(fx, root);
    test(fx.id, () => {
      // The runner's exit decision: exit 0 is green (or no tests), any other is red with its failures named.
      if (fx.capture.exitCode === 0) assert.ok(run.ok && (run.status === 'passed' || run.status === 'no-tests'), `${fx.id}: exit 0 read as ${run.status}`);
      else assert.ok(run.status === 'no-tests' || (run.status !== 'passed' && run.failures.length > 0), `${fx.id}: exit ${fx.capture.exitCode} read as ${run.status} with ${run.failures.length} failures`);
      assert.equal(run.summary, fx.expected.summary, `${fx.id}: summary`);
      for (const f of run.failures) {
        if (f.kind === 'file') assert.not.ok(f.name.startsWith('/'), `${fx.id}: ${f.name} is not relative to the project`);
        if (f.location !== undefined) assert.not.ok(f.location.startsWith('/'), `${fx.id}: ${f.location} is not relative to the project`);
      }
    });
    // Locations: of the failures the report locates, those the run locates at the same place.
    for (const want of fx.expected.failures) {
      if (want.location === undefined) continue;
      shown++;
      const got = run.failures.find((f) => f.name === (want.kind === 'file' ? relativeLocation(want.name, root) : want.name));
      if (got?.location === relativeLocation(want.location, root)) found++;
    }
  }
  test('a location for at least 95% of the failures the report locates', () => {
    assert.ok(shown > 0);
    assert.ok(found / shown >= 0.95, `${found} of ${shown}`);
  });
  test.run();
}
