/**
 * Loads the captured fixtures under `fixtures/<runner>/<case>/`:
 * - `output.txt`   the runner's console output, byte for byte;
 * - `capture.json` how it was produced (see {@link Capture});
 * - `expected.json` the result derived from the runner's own machine-readable report
 *   of the same run (or, for `synthetic-*` cases, written by hand).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Failure, Framework, ListedTests, Summary } from '../../src/report/types.ts';

export const FIXTURES_ROOT = new URL('../../fixtures/', import.meta.url).pathname;

export interface Capture {
  framework: Framework;
  runner: string;
  runnerVersion: string;
  node?: string;
  reporter: string;
  command: string;
  exitCode: number | null;
  capturedAt: string;
  /** Where expected.json came from, e.g. "vitest --reporter=json" or "hand-written (synthetic)". */
  expectedFrom: string;
}

export interface Expected {
  summary: Summary;
  failures: Failure[];
  summarySeen?: boolean;
  /** Every test the runner's report names, by outcome, where the capture derived them from it. */
  tests?: ListedTests;
  /** True when each failing test's `location` and `detail` were derived from the runner's report (absent ones meaning none). */
  contexts?: boolean;
  /** On a run stopped mid-test: the tests the runner's report shows started with no outcome. */
  running?: string[];
}

export interface Fixture {
  id: string;
  dir: string;
  output: string;
  capture: Capture;
  expected: Expected;
}

/** Every fixture case of one runner directory (a runner's `fixtures.dir`, such as `node-test`), sorted by id. */
export function loadFixtures(runnerDir: string): Fixture[] {
  const base = join(FIXTURES_ROOT, runnerDir);
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && ['output.txt', 'capture.json', 'expected.json'].every((f) => existsSync(join(base, d.name, f))))
    .map((d) => d.name)
    .sort()
    .map((id) => {
      const dir = join(base, id);
      return {
        id: `${runnerDir}/${id}`,
        dir,
        output: readFileSync(join(dir, 'output.txt'), 'utf8'),
        capture: JSON.parse(readFileSync(join(dir, 'capture.json'), 'utf8')) as Capture,
        expected: JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected,
      };
    });
}

/** Stable sort key for comparing failure lists irrespective of order. */
export function failureKey(f: Failure): string {
  return `${f.kind}\u0000${f.name}`;
}
