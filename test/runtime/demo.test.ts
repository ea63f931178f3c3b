/**
 * The README's main job, `npm run demo` (scripts/demo.ts): red -> gate -> fix -> green on the
 * real dsh runtime, the turn closed by the gate after one notice.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/runtime.ts';

const demo = suite('npm run demo');

demo('the demo project goes red, is steered once, fixed, verified, and the turn closes', () => {
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'demo.ts')], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 240_000 });
  const why = `exit ${r.status}\n${r.stdout}\n${r.stderr}`;
  assert.is(r.status, 0, why);
  assert.ok(r.stdout.includes('gate steers the agent back (notice: "test_run red (1 failed); interception 1/2")'), why);
  assert.ok(r.stdout.includes('\nverdict: verifies the suite\n'), why);
  assert.ok(r.stdout.trimEnd().endsWith('turn ended: completed; model calls: 5; gate notices: 1'), why);
});

demo.run();
