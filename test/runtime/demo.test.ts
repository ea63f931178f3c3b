/**
 * The README's main job, `npm run demo` (scripts/demo.ts): red -> gate -> fix -> green on the
 * real dsh runtime, the turn closed by the gate after one notice.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/runtime.ts';
import { NOTICE_CLOSING } from '../../src/render/gate-notices.ts';

const demo = suite('npm run demo');

demo('the demo project goes red, is steered once, fixed, verified, and the turn closes', () => {
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'demo.ts')], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 240_000 });
  const why = `exit ${r.status}\n${r.stdout}\n${r.stderr}`;
  assert.is(r.status, 0, why);
  assert.ok(r.stdout.includes('gate steers the agent back (notice: "test_run red (1 failed); interception 1/2")'), why);
  assert.ok(r.stdout.includes('\nverdict: verifies the suite\n'), why);
  assert.ok(r.stdout.trimEnd().endsWith('turn ended: completed; model calls: 5; gate notices: 1'), why);
});

demo('the README shows what the demo\'s model reads, as the demo prints it: the red test_run (no raw tail: the parse is complete) and the notice', () => {
  // As a user's shell runs it: uvu sets FORCE_COLOR=1 for itself, which changes node's diff lines.
  const { FORCE_COLOR: _uvuColour, ...env } = process.env;
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'demo.ts')], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 240_000, env });
  assert.is(r.status, 0, r.stderr);
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const samples = [...readme.slice(0, readme.indexOf('## Quick start')).matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!);
  assert.is(samples.length, 2);
  // The run's duration is the one part that changes from run to run.
  const duration = (text: string) => text.replace(/, \d+\.\ds, sandbox /g, ', <duration>, sandbox ');
  for (const sample of samples) assert.ok(duration(r.stdout).includes(duration(sample)), `the demo prints the README's sample:\n${sample}\n---\n${r.stdout}`);
  // The notice's closing line is in Chinese; the README glosses it right after the sample.
  assert.ok(readme.includes(`${NOTICE_CLOSING}\n\`\`\`\n\n(The last line says, in Chinese: "fix it, then re-run test_run to verify".)\n`), 'the README glosses the notice\'s closing line');
  const red = r.stdout.slice(r.stdout.indexOf('test_run FAILED'), r.stdout.indexOf('── agent tries to finish'));
  assert.not.ok(red.includes('output tail:'), red);
  assert.not.ok(red.includes(REPO_ROOT) || red.includes('/tmp/'), red);
});

demo.run();
