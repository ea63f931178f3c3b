/**
 * The cost of finding what the tests read (workspace/test-reads.ts) at session start, and of
 * the stop-time diff it adds (each file it records is one more stat in the baseline's diff):
 *
 * - a generated project of 20,000 source modules under `src/` (3 kB each, each importing two
 *   others) and 2,000 test files, each importing a source module, a helper outside the test
 *   directories and a golden file: the tests' side, and the code's side the golden files make
 *   it ask (every source module read);
 * - the 100,000-file probe tree of `bench/run.ts` when given (its walk stops at the budget).
 *
 * Run alone: `node bench/reads.ts` (Node 24 first on PATH).
 *
 * @module bench/reads
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { captureBaseline, diffHarness } from '../src/closure/harness-baseline.ts';
import { recordTestReads } from '../src/closure/test-reads-baseline.ts';
import { allFilesOf, fingerprintWorkspace } from '../src/workspace/fingerprint.ts';
import { testReadsOf } from '../src/workspace/test-reads.ts';

const SOURCES = 20_000;
const TESTS = 2_000;

function write(root: string, path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** The generated project: sources, tests, helpers and golden files. */
function sourceProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'dtc-bench-reads-'));
  write(root, 'package.json', '{ "name": "big", "type": "module", "main": "src/m0/index.mjs" }\n');
  const body = `// ${'x'.repeat(80)}\n`.repeat(36);
  for (let i = 0; i < SOURCES; i++) {
    const dir = `src/m${Math.floor(i / 100)}`;
    write(root, `${dir}/f${i}.mjs`, `import { a } from './f${(i + 1) % 100}.mjs';\nimport { b } from '../m0/f${i % 50}.mjs';\nexport const v${i} = 1;\n${body}`);
  }
  write(root, 'src/m0/index.mjs', "export * from './f0.mjs';\n");
  for (let t = 0; t < TESTS; t++) {
    write(root, `helpers/h${t % 20}.mjs`, "import assert from 'node:assert';\nexport const same = (a, b) => assert.equal(a, b);\n");
    write(root, `golden/g${t}.json`, '{ "v": 1 }\n');
    write(root, `test/t${t}.test.mjs`, `import test from 'node:test';\nimport { same } from '../helpers/h${t % 20}.mjs';\nimport { v${t} } from '../src/m${Math.floor(t / 100)}/f${t}.mjs';\nimport { readFileSync } from 'node:fs';\nconst g = JSON.parse(readFileSync(new URL('../golden/g${t}.json', import.meta.url)));\ntest('t${t}', () => same(v${t}, g.v));\n`);
  }
  return root;
}

const best = (xs: number[]): number => Math.round(Math.min(...xs));

async function row(label: string, root: string): Promise<Record<string, unknown>> {
  const fingerprint = await fingerprintWorkspace(root);
  const files = [...allFilesOf(fingerprint).keys()];
  const scan: number[] = [];
  let reads = testReadsOf(root, files, 'npm test');
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    reads = testReadsOf(root, files, 'npm test');
    scan.push(performance.now() - t0);
  }
  const state = mkdtempSync(join(tmpdir(), 'dtc-bench-reads-state-'));
  const without: number[] = [];
  const withReads: number[] = [];
  try {
    const plain = captureBaseline('bench', root, fingerprint, join(state, 'plain'), 'session-start');
    const recorded = captureBaseline('bench', root, fingerprint, join(state, 'reads'), 'session-start');
    let t0 = performance.now();
    recordTestReads(recorded, join(state, 'reads'), fingerprint, reads);
    const recordMs = Math.round(performance.now() - t0);
    for (let i = 0; i < 3; i++) {
      t0 = performance.now();
      diffHarness(plain, root, fingerprint);
      without.push(performance.now() - t0);
      t0 = performance.now();
      diffHarness(recorded, root, fingerprint);
      withReads.push(performance.now() - t0);
    }
    return {
      tree: label,
      walked: files.length,
      scanned: reads.scanned,
      found: Object.keys(reads.files).length,
      truncated: reads.truncated,
      scanMs: best(scan),
      recordMs,
      diffMs: best(without),
      diffWithReadsMs: best(withReads),
    };
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}

/** The rows; `bigTree` is the 100,000-file probe tree, measured too when given. */
export async function benchReads(bigTree?: string): Promise<Record<string, unknown>[]> {
  const root = sourceProject();
  try {
    const rows = [await row(`${SOURCES} sources, ${TESTS} tests`, root)];
    if (bigTree !== undefined) rows.push(await row('100,000-file tree', bigTree));
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.main) console.table(await benchReads(process.argv[2]));
