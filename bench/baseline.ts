/**
 * The session baseline's cost (closure/harness-baseline.ts, closure/harness-replay.ts):
 *
 * 1. capture: recording the harness at session start (walk, read, hash and store every
 *    harness file), and the diff a green run makes against it, on a generated 2,000-test
 *    project and on any tree the caller passes (the 100,000-file probe tree): time and bytes;
 * 2. replay: a green `test_run` on the real runtime whose harness changed, against the same
 *    call with the baseline check off (the whole-suite run alone), for a changed test file
 *    (the replay runs that file) and a changed config (the replay runs the whole suite).
 *
 * @module bench/baseline
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureBaseline, diffHarness } from '../src/closure/harness-baseline.ts';
import { fingerprintWorkspace } from '../src/workspace/fingerprint.ts';
import { bootRuntime } from '../test/support/runtime.ts';

const FILES = 200;
const TESTS_PER_FILE = 10;

/** A node:test project of FILES x TESTS_PER_FILE tests, one of which fails. */
function nodeProject(): Record<string, string> {
  const files: Record<string, string> = { 'package.json': '{ "name": "big", "type": "module" }\n', 'src/flag.mjs': 'export const flag = false;\n' };
  for (let f = 0; f < FILES; f++) {
    const lines = ["import test from 'node:test';", "import assert from 'node:assert';", "import { flag } from '../src/flag.mjs';"];
    for (let t = 0; t < TESTS_PER_FILE; t++) lines.push(`test('f${f} t${t}', () => assert.equal(${f === 0 && t === 0 ? 'flag' : 'true'}, true));`);
    files[`test/f${f}.test.mjs`] = `${lines.join('\n')}\n`;
  }
  return files;
}

const best = (xs: number[]): number => Math.min(...xs);

/** Capture and diff cost on the tree at `root`. */
async function captureRow(label: string, root: string): Promise<Record<string, unknown>> {
  const state = mkdtempSync(join(tmpdir(), 'dtc-bench-state-'));
  const capture: number[] = [];
  const diff: number[] = [];
  let baseline;
  let fingerprintMs = Infinity;
  for (let i = 0; i < 3; i++) {
    let t0 = performance.now();
    const fingerprint = await fingerprintWorkspace(root);
    fingerprintMs = Math.min(fingerprintMs, performance.now() - t0);
    t0 = performance.now();
    baseline = captureBaseline('bench', root, fingerprint, join(state, String(i)), 'session-start');
    capture.push(performance.now() - t0);
    t0 = performance.now();
    diffHarness(baseline, root, fingerprint);
    diff.push(performance.now() - t0);
  }
  rmSync(state, { recursive: true, force: true });
  return {
    tree: label,
    harnessFiles: baseline!.files.size,
    storedKB: Math.round(baseline!.storedBytes / 1024),
    hashOnly: baseline!.hashOnly,
    truncated: baseline!.truncated,
    fingerprintMs: Math.round(fingerprintMs),
    captureMs: Math.round(best(capture)),
    captureVsFingerprint: +(best(capture) / fingerprintMs).toFixed(2),
    diffUnchangedMs: Math.round(best(diff)),
  };
}

/** One green test_run turn's wall time on a runtime whose test file (or config) the model changed. */
async function replayRow(change: 'test file' | 'config'): Promise<Record<string, unknown>> {
  const times: Record<'withReplay' | 'suiteOnly', number[]> = { withReplay: [], suiteOnly: [] };
  let replayScope = '';
  for (let round = 0; round < 2; round++) {
    for (const side of ['withReplay', 'suiteOnly'] as const) {
      const rt = await bootRuntime({ files: nodeProject(), config: { maxInterceptRounds: 0, checks: { baseline: side === 'withReplay', editsNeedRun: false } as never } });
      try {
        // The model's edits, made once the session baseline is on disk (its first step waits for it).
        const edit = (): void => {
          if (change === 'test file') writeFileSync(join(rt.workspace, 'test/f1.test.mjs'), "import test from 'node:test';\ntest('f1 t0', () => {});\n");
          else writeFileSync(join(rt.workspace, 'package.json'), '{ "name": "big", "type": "module", "description": "edited" }\n');
          writeFileSync(join(rt.workspace, 'src/flag.mjs'), 'export const flag = true;\n');
        };
        await rt.turn('edit', [{ text: 'edited', before: edit }]);
        rt.model.script.length = 0;
        const t0 = performance.now();
        await rt.turn('run', [{ call: 'test_run' }, { text: 'done' }]);
        times[side].push(performance.now() - t0);
        const value = rt.outcomes.find((o) => o.name === 'test_run')!.value;
        if (side === 'withReplay') replayScope = value.baselineReplay?.scope ?? 'none';
      } finally {
        await rt.dispose();
      }
    }
  }
  return {
    change,
    tests: FILES * TESTS_PER_FILE,
    replayScope,
    suiteOnlyMs: Math.round(best(times.suiteOnly)),
    withReplayMs: Math.round(best(times.withReplay)),
    replayVsSuite: +((best(times.withReplay) - best(times.suiteOnly)) / best(times.suiteOnly)).toFixed(2),
  };
}

/** The baseline rows; `bigTree` is the 100,000-file probe tree, measured too when given. */
export async function benchBaseline(bigTree?: string): Promise<{ capture: Record<string, unknown>[]; replay: Record<string, unknown>[] }> {
  const root = mkdtempSync(join(tmpdir(), 'dtc-bench-baseline-'));
  for (const [path, content] of Object.entries(nodeProject())) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const capture = [await captureRow(`${FILES * TESTS_PER_FILE}-test project`, root)];
  rmSync(root, { recursive: true, force: true });
  if (bigTree !== undefined) capture.push(await captureRow('100,000-file tree', bigTree));
  const replay = [await replayRow('test file'), await replayRow('config')];
  return { capture, replay };
}
