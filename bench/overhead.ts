/**
 * Run overhead: `test_run` on the real runtime against the same command run directly, on the
 * demo project (a node:test suite of a second or so), the median of 5. Two hosts: one without
 * the jobs service (the call waits for its run through `shell.run`) and one with it (dsh's
 * usual profile: the call runs through `shell.start`, reads the output as it comes and may go on
 * as a job after `answerWithinMs`, plugin/shell-run.ts `runWithinBudget`). Target: test_run
 * minus direct <= 5% + 100 ms; test_run includes the scripted model turn.
 *
 * `node bench/overhead.ts` runs it alone; bench/run.ts runs it as its section 3.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { bootRuntime, REPO_ROOT } from '../test/support/runtime.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface OverheadRow {
  host: string;
  command: string;
  directMs: number;
  testRunMs: number;
  overheadMs: number;
  allowedMs: number;
  withinTarget: boolean;
}

export async function benchRunOverhead(jobs: boolean): Promise<OverheadRow> {
  const rt = await bootRuntime({ jobs });
  spawnSync('cp', ['-r', `${join(REPO_ROOT, 'examples', 'demo-project')}/.`, rt.workspace]);
  const direct: number[] = [];
  const viaTool: number[] = [];
  let command = '';
  try {
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await rt.turn('run', [{ call: 'test_run' }, { text: 'a' }, { text: 'b' }, { text: 'c' }]);
      viaTool.push(performance.now() - t0);
      command = rt.outcomes.at(-1)!.value.command;
      const t1 = performance.now();
      spawnSync('bash', ['-c', command], { cwd: rt.workspace, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' } });
      direct.push(performance.now() - t1);
    }
  } finally {
    await rt.dispose();
  }
  const d = median(direct);
  const v = median(viaTool);
  return { host: jobs ? 'with the jobs service' : 'without jobs', command, directMs: Math.round(d), testRunMs: Math.round(v), overheadMs: Math.round(v - d), allowedMs: Math.round(d * 0.05 + 100), withinTarget: v - d <= d * 0.05 + 100 };
}

if (import.meta.main) console.table([await benchRunOverhead(false), await benchRunOverhead(true)]);
