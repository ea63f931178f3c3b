/**
 * The agent-style loop, measured through `test_run` on the real runtime, per runner that can
 * select tests: a generated suite of several seconds with two failing tests in two files,
 * then
 *
 * 1. a red whole-suite run (the baseline),
 * 2. the same plain call again, unfixed: failures first re-runs only the two tests,
 * 3. for comparison, that re-run with `failures_first: false` (what every red re-run cost before),
 * 4. the fix, then a plain call: the two tests pass on a re-run, then the whole suite runs.
 *
 * Each call is timed as a whole model turn (the scripted model answers at once), so the
 * ratios carry the same overhead on both sides. Target: step 2 <= 30% of step 1, and step 4's
 * green covers every generated test.
 *
 * @module bench/loop
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, type Runtime } from '../test/support/runtime.ts';

const FILES = 40;
const TESTS_PER_FILE = 10;
/** Milliseconds each test waits: the suite's cost is in its tests, as in a real slow suite. */
const TEST_MS = 20;

interface GeneratedSuite {
  runner: string;
  files: Record<string, string>;
  linkNodeModules: boolean;
  /** The source file the two failing tests read, and its fixed text. */
  fix: [string, string];
}

function jsSuite(runner: 'vitest' | 'jest' | 'node:test'): GeneratedSuite {
  const files: Record<string, string> = {};
  const esm = runner !== 'jest';
  const head =
    runner === 'vitest'
      ? "import { test, expect } from 'vitest';\nimport { flag } from '../src/flag.js';\n"
      : runner === 'node:test'
        ? "import test from 'node:test';\nimport assert from 'node:assert';\nimport { flag } from '../src/flag.js';\n"
        : "const { flag } = require('../src/flag.js');\n";
  const check = runner === 'node:test' ? 'assert.equal(flag, 1)' : 'expect(flag).toBe(1)';
  const ext = runner === 'node:test' ? 'mjs' : 'js';
  for (let f = 0; f < FILES; f++) {
    let body = head;
    for (let t = 0; t < TESTS_PER_FILE; t++) {
      // The first test of the first two files reads the flag: they fail until the fix.
      const assertion = f < 2 && t === 0 ? check : '';
      body += `test('case ${f}-${t}', async () => { await new Promise((r) => setTimeout(r, ${TEST_MS})); ${assertion} });\n`;
    }
    files[`test/f${f}.test.${ext}`] = body;
  }
  files['src/flag.js'] = esm ? 'export const flag = 0;\n' : 'module.exports = { flag: 0 };\n';
  if (runner === 'node:test') files['package.json'] = JSON.stringify({ name: 'bench', private: true, type: 'module' });
  if (runner === 'vitest') files['package.json'] = JSON.stringify({ name: 'bench', private: true, type: 'module', devDependencies: { vitest: '3.2.4' } });
  if (runner === 'jest') files['package.json'] = JSON.stringify({ name: 'bench', private: true, devDependencies: { jest: '29.7.0' } });
  return { runner, files, linkNodeModules: runner !== 'node:test', fix: ['src/flag.js', esm ? 'export const flag = 1;\n' : 'module.exports = { flag: 1 };\n'] };
}

function pytestSuite(): GeneratedSuite {
  const files: Record<string, string> = { 'pytest.ini': '[pytest]\n', 'flag.py': 'FLAG = 0\n' };
  for (let f = 0; f < FILES; f++) {
    let body = 'import time\nfrom flag import FLAG\n\n';
    for (let t = 0; t < TESTS_PER_FILE; t++) {
      body += `def test_case_${t}():\n    time.sleep(${TEST_MS / 1000})\n${f < 2 && t === 0 ? '    assert FLAG == 1\n' : ''}\n`;
    }
    files[`tests/test_f${f}.py`] = body;
  }
  return { runner: 'pytest', files, linkNodeModules: false, fix: ['flag.py', 'FLAG = 1\n'] };
}

/** One plain call as a model turn; returns its wall time and the recorded value. */
async function timedCall(rt: Runtime, args: Record<string, unknown> = {}, before?: () => void): Promise<{ ms: number; value: any }> {
  const t0 = performance.now();
  await rt.turn('run the tests', [{ call: 'test_run', args, ...(before ? { before } : {}) }, { text: 'done' }]);
  const ms = performance.now() - t0;
  return { ms, value: rt.outcomes.at(-1)!.value };
}

export interface LoopRow {
  runner: string;
  tests: number;
  fullRedMs: number;
  failuresFirstRedMs: number;
  failuresFirstVsFull: number;
  within30pct: boolean;
  fullRerunVsFull: number;
  fixedCallMs: number;
  fixedCallVsFull: number;
  finalGreenCoversAll: boolean;
}

async function measure(generated: GeneratedSuite): Promise<LoopRow> {
  // No steering: each call is one turn, timed alone.
  const rt = await bootRuntime({ files: generated.files, linkNodeModules: generated.linkNodeModules, config: { maxInterceptRounds: 0, defaultTimeoutMs: 300_000 } });
  try {
    const full = await timedCall(rt);
    const rerun = await timedCall(rt);
    const fullRerun = await timedCall(rt, { failures_first: false });
    const [path, fixed] = generated.fix;
    const green = await timedCall(rt, {}, () => writeFileSync(join(rt.workspace, path), fixed));
    const tests = FILES * TESTS_PER_FILE;
    if (full.value.summary.failed !== 2 || rerun.value.scope !== 'failures-first') {
      throw new Error(`bench loop ${generated.runner}: unexpected runs: ${JSON.stringify([full.value.summary, rerun.value.scope, rerun.value.summary])}`);
    }
    return {
      runner: generated.runner,
      tests,
      fullRedMs: Math.round(full.ms),
      failuresFirstRedMs: Math.round(rerun.ms),
      failuresFirstVsFull: +(rerun.ms / full.ms).toFixed(3),
      within30pct: rerun.ms <= 0.3 * full.ms,
      fullRerunVsFull: +(fullRerun.ms / full.ms).toFixed(3),
      fixedCallMs: Math.round(green.ms),
      fixedCallVsFull: +(green.ms / full.ms).toFixed(3),
      finalGreenCoversAll: green.value.verdict.verified === true && green.value.summary.total === tests && green.value.summary.passed === tests,
    };
  } finally {
    await rt.dispose();
  }
}

/** Runs the loop for vitest, jest, pytest and node:test. */
export async function benchLoop(): Promise<LoopRow[]> {
  const rows: LoopRow[] = [];
  for (const generated of [jsSuite('vitest'), jsSuite('jest'), pytestSuite(), jsSuite('node:test')]) rows.push(await measure(generated));
  return rows;
}
