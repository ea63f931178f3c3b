/**
 * The signed environment's cost (workspace/environment.ts, closure/environment-change.ts):
 * signing at session start, and signing again plus comparing, which a run of the suite does,
 * on a `node_modules` of realistic size (this repository's own, or the tree the caller passes:
 * `node bench/environment.ts <workspace root>`). Best of 5; prints one JSON row.
 *
 * @module bench/environment
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signEnvironment } from '../src/workspace/environment.ts';
import { environmentChanges } from '../src/closure/environment-change.ts';

const ROUNDS = 5;
const best = (xs: number[]): number => Math.round(Math.min(...xs));

/** A workspace whose `node_modules` is a link to this repository's (what a project of ~460 packages holds). */
export function repositoryWorkspace(): { root: string; dispose: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'dtc-bench-env-'));
  symlinkSync(new URL('../node_modules', import.meta.url).pathname, join(root, 'node_modules'), 'dir');
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

export function environmentRow(root: string): Record<string, unknown> {
  const sign: number[] = [];
  const compare: number[] = [];
  let record = signEnvironment(root);
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    record = signEnvironment(root);
    sign.push(performance.now() - t);
    t = performance.now();
    environmentChanges(record, signEnvironment(root), { read: () => undefined }, 'npm test');
    compare.push(performance.now() - t);
  }
  return { packages: Object.keys(record.packages).length, signMs: best(sign), signAndCompareMs: best(compare), recordBytes: JSON.stringify(record).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2];
  const workspace = given === undefined ? repositoryWorkspace() : { root: given, dispose: () => {} };
  try {
    console.log(JSON.stringify({ bench: 'environment', root: given ?? 'this repository\'s node_modules', ...environmentRow(workspace.root) }));
  } finally {
    workspace.dispose();
  }
}
