/**
 * A run verifies only with the runner's own summary, on the real dsh runtime with a real
 * pytest (only the model is scripted): a test that ends the process from inside (os._exit(0)
 * in the last test) leaves progress letters and exit 0, never a verdict.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';

const decision = suite('the runner decides');

decision.run();

const writes = suite('writes during a run are seen');

writes('a process started before the run rewrites a source file while it runs: stale (node:test)', async () => {
  const rt = await bootRuntime({
    files: {
      'package.json': '{ "name": "w", "type": "module" }\n',
      'src/math.mjs': 'export const add = (a, b) => a + b;\n',
      'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\ntest('adds', async () => { assert.equal(add(2, 2), 4); await new Promise((r) => setTimeout(r, 2500)); });\n",
    },
    config: { maxInterceptRounds: 1 },
  });
  try {
    // A writer outside dsh's jobs, left running by the model: it breaks the code mid-run.
    const writer = () => {
      spawn('sh', ['-c', `sleep 1; echo 'export const add = () => 0;' > ${join(rt.workspace, 'src/math.mjs')}`], { detached: true, stdio: 'ignore' }).unref();
    };
    await rt.turn('check', [{ call: 'test_run', before: writer }, { text: 'done' }, { text: 'done, really' }]);
    const run = toolResults(rt, 'test_run')[0]!.value;
    assert.is(run.status, 'passed', 'the test had imported the good code');
    assert.equal(run.verdict.blockers.map((b: any) => b.text), ['stale: written while the run ran: src/math.mjs']);
  } finally {
    await rt.dispose();
  }
});

writes('runner output written during a run does not make it stale (snapshots, cargo target)', async () => {
  const rt = await bootRuntime({
    files: {
      'package.json': '{ "name": "w", "type": "module" }\n',
      'src/math.mjs': 'export const add = (a, b) => a + b;\n',
      'test/math.test.mjs':
        "import test from 'node:test';\nimport assert from 'node:assert';\nimport { writeFileSync, mkdirSync } from 'node:fs';\nimport { add } from '../src/math.mjs';\n" +
        "test('adds', () => { mkdirSync('test/__snapshots__', { recursive: true }); writeFileSync('test/__snapshots__/math.snap', String(add(2, 2))); writeFileSync('out.log', 'ran'); assert.equal(add(2, 2), 4); });\n",
    },
    config: { maxInterceptRounds: 1 },
  });
  try {
    await rt.turn('check', [{ call: 'test_run' }, { text: 'done' }]);
    const value = toolResults(rt, 'test_run')[0]!.value;
    assert.is(value.verdict.verified, true, JSON.stringify([value.verdict, value.baselineReplay]));
    assert.equal(rt.model.script, []);
  } finally {
    await rt.dispose();
  }
});

writes('a source file that is a link, re-pointed after a green run: stale at the stop (node:test)', async () => {
  const rt = await bootRuntime({
    files: {
      'package.json': '{ "name": "w", "type": "module" }\n',
      'impl/good.mjs': 'export const add = (a, b) => a + b;\n',
      'impl/bad.mjs': 'export const add = () => 0;\n',
      'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\ntest('adds', () => assert.equal(add(2, 2), 4));\n",
    },
    config: { maxInterceptRounds: 1 },
  });
  try {
    mkdirSync(join(rt.workspace, 'src'));
    symlinkSync('../impl/good.mjs', join(rt.workspace, 'src/math.mjs'));
    const repoint = () => {
      rmSync(join(rt.workspace, 'src/math.mjs'));
      symlinkSync('../impl/bad.mjs', join(rt.workspace, 'src/math.mjs'));
    };
    await rt.turn('check', [{ call: 'test_run' }, { text: 'done', before: repoint }, { text: 'done, really' }]);
    assert.is(toolResults(rt, 'test_run')[0]!.value.verdict.verified, true);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice.data.content[0].text.includes('- stale: changed since the run: src/math.mjs'), notice.data.content[0].text);
  } finally {
    await rt.dispose();
  }
});

writes.run();
