/**
 * The digest's cost: for each captured run whose failures have a root cause in common (a
 * fixture or hook behind 200+ tests, an import error behind every test of 6 files, three
 * causes beside three independent failures) and for the 50 independent failures of the
 * 2,000-test runs, the bytes of the model-visible test_run text against the runner's most
 * compact output of the same run (the smallest capture of the scenario by the same runner
 * version: pytest -q, node's spec or default reporter, unittest's default, vitest 3's dot and
 * 4's agent, jest's default).
 *
 * Part of `npm run bench`; `node bench/causes.ts` prints this table alone.
 */
import { parseRunnerOutput } from '../src/index.ts';
import { buildRunResult } from '../src/run/result.ts';
import { renderRunResult, testRunValue } from '../src/render/run-result.ts';
import { judgeAlone } from '../src/closure/verdict.ts';
import { groupByCause } from '../src/report/causes.ts';
import { loadFixtures, type Fixture } from '../test/support/fixtures.ts';

/** Runner directory, and the scenarios measured: a fixture id holds `-<scenario>-`. */
const RUNS: Array<[dir: string, scenarios: string[]]> = [
  ['pytest', ['cause-fixture', 'cause-import', 'cause-mixed', 'large']],
  ['node-test', ['cause-fixture', 'cause-import', 'cause-mixed', 'big-suite']],
  ['unittest', ['cause-fixture', 'large']],
  ['vitest', ['cause-fixture', 'cause-import', 'cause-mixed', 'large']],
  ['jest', ['cause-fixture', 'cause-import', 'cause-mixed', 'large']],
];

/** The test_run text of a captured run, locations relative to the project it ran in (as test_run makes them relative to the workspace). */
function modelText(fx: Fixture): { text: string; failures: number; causes: number } {
  const parsed = parseRunnerOutput(fx.capture.framework, fx.output);
  const project = parsed.failures.map((f) => /^(.*\/fixtures\/projects\/[^/]+\/[^/]+)\//.exec(f.location ?? '')?.[1]).find((p) => p !== undefined);
  const outcome = buildRunResult(
    { exitCode: fx.capture.exitCode, timedOut: false, aborted: false, sandbox: { mode: 'workspace-write', denied: false }, output: fx.output, truncated: false, durationMs: 1000 },
    parsed,
    { command: fx.capture.command, notes: [], tailChars: 3000, ...(project !== undefined ? { root: project } : {}) },
  );
  const text = renderRunResult(testRunValue(outcome, 'suite', judgeAlone({ ...outcome, scope: 'suite' })));
  return { text, failures: outcome.failures.length, causes: groupByCause(outcome.failures).filter((e) => e.kind === 'cause').length };
}

export function benchCauses(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const [dir, scenarios] of RUNS) {
    const all = loadFixtures(dir).filter((f) => !f.id.includes('synthetic-'));
    for (const scenario of scenarios) {
      const runs = all.filter((f) => f.id.includes(`-${scenario}-`));
      for (const version of [...new Set(runs.map((f) => f.capture.runnerVersion))]) {
        const same = runs.filter((f) => f.capture.runnerVersion === version);
        const compact = same.reduce((a, b) => (Buffer.byteLength(b.output) < Buffer.byteLength(a.output) ? b : a));
        for (const fx of same) {
          const { text, failures, causes } = modelText(fx);
          const modelBytes = Buffer.byteLength(text);
          const compactBytes = Buffer.byteLength(compact.output);
          rows.push({ fixture: fx.id, scenario, failures, causes, rawBytes: Buffer.byteLength(fx.output), modelBytes, compactReporter: compact.capture.reporter, compactBytes, vsCompactPct: +((100 * modelBytes) / compactBytes).toFixed(1) });
        }
      }
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('\nThe digest: the test_run text of runs whose failures share causes, vs the runner\'s most compact output of the same run');
  console.table(benchCauses());
}
