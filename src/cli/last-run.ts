/**
 * Where `dsh-test-closure run` remembers the last run's failing tests for `--last-failed`:
 * one small JSON file per project directory under the user's cache directory, never inside
 * the project.
 *
 * @module dsh-test-closure/cli/last-run
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PLUGIN_NAME } from '../report/names.ts';

function stateFile(dir: string): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const key = createHash('sha256').update(dir).digest('hex').slice(0, 16);
  return join(base, PLUGIN_NAME, `last-run-${key}.json`);
}

/** Failing test names of the previous `run` in `dir`; empty when there is none. */
export function readLastFailed(dir: string): string[] {
  try {
    const data = JSON.parse(readFileSync(stateFile(dir), 'utf8')) as { failing?: unknown };
    return Array.isArray(data.failing) ? data.failing.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    // No previous run (or an unreadable record): --last-failed then runs the full suite.
    return [];
  }
}

/** Records the failing names of this run; a failure to write only loses --last-failed. */
export function writeLastFailed(dir: string, failing: string[]): void {
  try {
    const file = stateFile(dir);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify({ dir, failing }));
  } catch {
    // Read-only home or cache: the run result itself is unaffected.
  }
}
