/**
 * Waiting for the session-start run (plugin/start-run.ts) in runtime tests: it is the plugin's
 * own run in the background, so a test polls for its record in the session's state directory.
 */
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sessionDir } from '../../src/closure/harness-baseline.ts';
import type { Runtime } from './runtime.ts';

/** The session-start run's record, once it has settled (at most a minute). */
export async function startRunSettled(rt: Runtime): Promise<any> {
  const file = join(sessionDir(rt.stateDir, rt.agent.id), 'start-run.json');
  for (let i = 0; i < 1200 && !existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(existsSync(file), 'the session-start run settled');
  return JSON.parse(readFileSync(file, 'utf8'));
}
