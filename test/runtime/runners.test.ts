/**
 * test_run on the real runtime against real jest and node:test suites (pytest's are in
 * test/toolchain/runners.test.ts), plus the
 * process-level outcomes: a hanging suite is stopped at the timeout, a background run is
 * recorded when its job settles, and a write under `read-only` is reported as a denial.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { bootRuntime, oneTestRun as oneRun, toolResults } from '../support/runtime.ts';
import { processAlive, strayPid } from '../support/processes.ts';

const runners = suite('test_run on real runners');

runners('jest: red run with the failing title path and message', async () => {
  const rt = await bootRuntime({
    linkNodeModules: true,
    files: {
      'package.json': JSON.stringify({ name: 'ws', private: true, devDependencies: { jest: '29.7.0' } }),
      'sum.test.js': "describe('sum', () => {\n  test('adds', () => { expect(1 + 1).toBe(3); });\n  test('keeps', () => { expect(1).toBe(1); });\n});\n",
    },
  });
  try {
    const { value, text } = await oneRun(rt);
    assert.is(value.framework, 'jest');
    assert.is(value.status, 'failed');
    assert.equal(value.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
    assert.equal(value.failures.map((f: any) => f.name), ['sum › adds']);
    // What the model reads: where it failed and what differed.
    assert.ok(text.endsWith('- sum › adds — expect(received).toBe(expected) // Object.is equality (at sum.test.js:2:38)\n  Expected: 3\n  Received: 2'), text);
  } finally {
    await rt.dispose();
  }
});

runners('node:test TAP (what `npm test` prints on Node 20 when piped): the failing file\'s heading and its location are both relative to the project', async () => {
  const rt = await bootRuntime({
    files: {
      'package.json': JSON.stringify({ name: 'ws', private: true, type: 'module', scripts: { test: 'node --test --test-reporter=tap' } }),
      'test/a.test.js': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('adds', () => { assert.strictEqual(1 + 1, 3); });\ntest('keeps', () => {});\n",
    },
  });
  try {
    const { value, text } = await oneRun(rt);
    assert.is(value.status, 'failed', text);
    assert.equal(value.failures.map((f: any) => [f.file, f.location]), [['test/a.test.js', 'test/a.test.js:3:29']], text);
    assert.ok(text.includes('\ntest/a.test.js:\n- adds — Expected values to be strictly equal (at test/a.test.js:3:29)\n'), text);
    assert.not.ok(text.includes(rt.workspace), text);
  } finally {
    await rt.dispose();
  }
});

runners('node:test: red run', async () => {
  const rt = await bootRuntime({
    files: {
      'test/a.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('one', () => assert.strictEqual(1, 2));\ntest('two', () => {});\n",
    },
  });
  try {
    const { value, text } = await oneRun(rt, { framework: 'node:test' });
    assert.is(value.framework, 'node:test');
    assert.equal(value.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
    assert.equal(value.failures.map((f: any) => f.name), ['one']);
    // node prints the frame as an absolute file:// URL: the result names it relative to the workspace.
    assert.is(value.failures[0].location, 'test/a.test.mjs:3:26');
    assert.ok(text.endsWith('- one — Expected values to be strictly equal (at test/a.test.mjs:3:26)\n  1 !== 2'), text);
  } finally {
    await rt.dispose();
  }
});

runners('a hanging suite is stopped at the timeout and reported as timed-out', async () => {
  const rt = await bootRuntime({
    files: { 'test/hang.test.mjs': "import test from 'node:test';\ntest('hangs', () => new Promise(() => setInterval(() => {}, 1000)));\n" },
  });
  try {
    const { value } = await oneRun(rt, { framework: 'node:test', timeout_ms: 1500 });
    assert.is(value.status, 'timed-out');
    assert.is(value.timedOut, true);
    assert.is(value.ok, false);
    // node 24+ prints a summary when stopped ("Interrupted while running:"), the hung test
    // counted as cancelled: no note may say the tests finished.
    assert.not.ok(value.notes.some((n: string) => n.includes('the tests finished')), value.notes.join('|'));
  } finally {
    await rt.dispose();
  }
});

runners('watch mode and a child kept alive after the run are stopped at the timeout; partial output is kept and parsed', async () => {
  const rt = await bootRuntime({
    files: {
      'test/a.test.mjs': "import test from 'node:test';\ntest('quick', () => {});\n",
      // A "runner" that finishes its tests, prints node's summary, then leaves a child holding the pipe.
      'runner.sh': 'node --test --test-reporter=spec --test-reporter-destination=stdout\necho $$ > keepalive.pid\nexec sleep 600\n',
    },
  });
  try {
    const watch = await oneRun(rt, { command: 'node --test --watch --test-reporter=spec --test-reporter-destination=stdout', framework: 'node:test', timeout_ms: 4000 });
    assert.is(watch.value.status, 'timed-out');
    assert.is(watch.value.ok, false);
    const kept = await oneRun(rt, { command: 'bash runner.sh', framework: 'node:test', timeout_ms: 6000 });
    assert.is(kept.value.status, 'timed-out');
    assert.is(kept.value.timedOut, true);
    // The suite's own output was kept and parsed although the process tree had to be killed.
    assert.equal(kept.value.summary, { total: 1, passed: 1, failed: 0, skipped: 0 });
    assert.ok(kept.value.notes.includes('timed out after the runner printed a summary with no failure: the tests finished but something kept the process alive (an open handle, a child process or a watcher)'), kept.value.notes.join('|'));
    assert.not.ok(processAlive(strayPid(join(rt.workspace, 'keepalive.pid'))), 'the kept-alive child is gone');
  } finally {
    await rt.dispose();
  }
});

runners('1 GB of output does not grow memory beyond the shell\'s output budget; the kept tail is parsed and the truncation noted', async () => {
  const rt = await bootRuntime({});
  try {
    const before = process.memoryUsage().rss;
    const { value } = await oneRun(rt, { command: "yes 'ok 1 - a line a test printed' | head -c 1000000000", framework: 'node:test', timeout_ms: 120000 });
    const grownMB = (process.memoryUsage().rss - before) / 1e6;
    // The shell keeps a 1 MiB tail per stream; 1 GB passing through must not be held anywhere.
    assert.ok(grownMB < 300, `rss grew ${grownMB.toFixed(0)} MB`);
    assert.is(value.outputTail.length, 3000);
    assert.ok(value.notes.includes('output was truncated by the shell; counts come from the part that was kept'), value.notes.join('|'));
  } finally {
    await rt.dispose();
  }
});

runners('a write under read-only is a sandbox denial, not a test failure', async () => {
  const rt = await bootRuntime({ mode: 'read-only', files: { 'test/a.test.mjs': "import test from 'node:test';\ntest('x', () => {});\n" } });
  try {
    const { value, text } = await oneRun(rt, { command: 'echo report > report.txt && node --test' });
    assert.is(value.status, 'sandbox-denied');
    assert.equal(value.sandbox, { mode: 'read-only', denied: true });
    assert.ok(text.startsWith('test_run SANDBOX DENIED: '), text);
  } finally {
    await rt.dispose();
  }
});

runners('a background run is recorded when its job settles; the turn cannot end before it does', async () => {
  const rt = await bootRuntime({
    jobs: true,
    files: { 'test/a.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('bg', () => assert.ok(false));\n" },
  });
  try {
    await rt.turn('run in background', [{ call: 'test_run', args: { framework: 'node:test', run_in_background: true } }, { text: 'started' }, { text: 'still red' }]);
    const started = toolResults(rt, 'test_run')[0]!.value;
    assert.is(started.status, 'running');
    assert.match(started.jobId, /^test_run-\d+$/);
    // The gate waited for the job at the first stop: its verdict came before the first interception.
    const records = rt.events('user/message').map((e) => e.data.source?.record?.kind).filter(Boolean);
    // The second stop saw the same failure on an unchanged workspace: released as no progress.
    assert.equal(records, ['background-run', 'intercept', 'unresolved']);
    assert.equal(rt.model.script, []);
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
    assert.is((rt.ctx as any).get('jobs').get(started.jobId, rt.agent).status, 'completed');
    await rt.turn('check', [{ call: 'test_closure_check' }, { text: 'checked' }, { text: 'checked' }, { text: 'checked' }]);
    const check = toolResults(rt, 'test_closure_check')[0]!.value;
    assert.is(check.satisfied, false);
    assert.equal(check.failing, ['bg']);
  } finally {
    await rt.dispose();
  }
});

runners.run();
