/**
 * A run verifies only with the runner's own summary, on the real dsh runtime with a real
 * pytest (only the model is scripted): a test that ends the process from inside (os._exit(0)
 * in the last test) leaves progress letters and exit 0, never a verdict.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootRuntime, REPO_ROOT, toolResults } from '../support/runtime.ts';

const PY_SUITE = {
  'pytest.ini': '[pytest]\n',
  'calc.py': 'def double(x):\n    return x + 1\n',
  'tests/test_calc.py': 'from calc import double\n\ndef test_ok():\n    assert double(1) == 2\n\ndef test_bad():\n    assert double(2) == 4\n',
};

const decision = suite('the runner decides');

/** The config switch that turns the session-start replay off (the schema fills the other checks). */
const NO_REPLAY: Record<string, unknown> = { checks: { baseline: false } };

decision('an abrupt exit in the last test: exit 0, no summary, not verified (pytest)', async () => {
  const rt = await bootRuntime({ files: PY_SUITE, config: { maxInterceptRounds: 1 } });
  try {
    // The model's "fix" ends the process from inside a test, before pytest can report the failure.
    const exitEarly = () => writeFileSync(join(rt.workspace, 'calc.py'), 'import os\n\ndef double(x):\n    if x == 2:\n        os._exit(0)\n    return x + 1\n');
    await rt.turn('make the tests pass', [{ call: 'test_run', before: exitEarly }, { text: 'done' }, { text: 'done, really' }]);
    const run = toolResults(rt, 'test_run')[0]!.value;
    assert.is(run.exitCode, 0);
    assert.is(run.summarySeen, false);
    assert.is(run.verdict.verified, false);
    assert.equal(run.verdict.blockers.map((b: any) => b.text), ["ended without the runner's summary (killed, exited from inside a test, or cut off), so it cannot verify the suite"]);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice.data.content[0].text.startsWith("[dsh-test-closure] Not done: the last test_run ended without the runner's summary (killed, exited from inside a test, or cut off), so it cannot verify the suite ("), notice.data.content[0].text);
    assert.is(notice.data.source.summary, 'test_run no runner summary; interception 1/1');
  } finally {
    await rt.dispose();
  }
});

decision('a stale bytecode cache Python would trust (same size, mtime put back) does not decide the run (pytest)', async () => {
  const rt = await bootRuntime({ files: { ...PY_SUITE, 'calc.py': 'def double(x):\n    return 2 * x\n' }, config: { maxInterceptRounds: 1 } });
  try {
    // Green once, which leaves __pycache__/calc.*.pyc; then the code is broken at the same size
    // with its mtime put back: Python would run the old bytecode and stay green.
    const breakKeepingStamp = () => {
      const path = join(rt.workspace, 'calc.py');
      // The bytecode a first import leaves (written here explicitly: this machine sets PYTHONDONTWRITEBYTECODE).
      execFileSync('python3', ['-c', 'import py_compile; py_compile.compile("calc.py")'], { cwd: rt.workspace });
      const { atime, mtime } = statSync(path);
      writeFileSync(path, 'def double(x):\n    return 3 * x\n');
      utimesSync(path, atime, mtime);
    };
    await rt.turn('check', [{ call: 'test_run' }, { call: 'test_run', args: { failures_first: false }, before: breakKeepingStamp }, { text: 'done' }, { text: 'done, really' }]);
    const [green, second] = toolResults(rt, 'test_run').map((o) => o.value);
    assert.is(green.status, 'passed');
    assert.is(second.status, 'failed', 'the broken source ran, not its stale bytecode');
    assert.equal(second.failures.map((f: any) => f.name), ['tests/test_calc.py::test_ok', 'tests/test_calc.py::test_bad']);
  } finally {
    await rt.dispose();
  }
});

decision('a result printed at exit by a conftest hook, with exit code 0, cannot outrank pytest\'s own (pytest)', async () => {
  const rt = await bootRuntime({ files: PY_SUITE, config: { maxInterceptRounds: 1 } });
  try {
    // After pytest has written its summary: a short summary and a stats line of the model's, then exit 0.
    const forge = () =>
      writeFileSync(
        join(rt.workspace, 'conftest.py'),
        "import atexit, os, sys\n\ndef _fake():\n    sys.stdout.write('=========== short test summary info ===========\\n=========== 2 passed in 0.01s ===========\\n')\n    sys.stdout.flush()\n    os._exit(0)\n\natexit.register(_fake)\n",
      );
    await rt.turn('make the tests pass', [{ call: 'test_run', before: forge }, { text: 'done' }, { text: 'done, really' }]);
    const run = toolResults(rt, 'test_run')[0]!.value;
    assert.is(run.exitCode, 0);
    assert.is(run.status, 'failed');
    assert.equal(run.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
    assert.equal(run.failures.map((f: any) => f.name), ['tests/test_calc.py::test_bad']);
    assert.is(run.verdict.verified, false);
  } finally {
    await rt.dispose();
  }
});

decision('a passing test that prints a failing test\'s name as passed does not list it: names come from the runner\'s own report (node:test)', async () => {
  const rt = await bootRuntime({
    files: {
      'package.json': '{ "name": "w", "type": "module" }\n',
      'src/math.mjs': 'export const add = (a, b) => a - b;\n',
      'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\ntest('other', () => assert.ok(true));\n",
    },
    // The session-start replay would also catch a removed test; this is about names alone.
    config: { maxInterceptRounds: 1, ...NO_REPLAY },
  });
  try {
    const addTest = () => writeFileSync(join(rt.workspace, 'test/math.test.mjs'), "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\ntest('other', () => assert.ok(true));\ntest('adds', () => assert.equal(add(2, 2), 4));\n");
    // 'adds' goes; 'other' prints the line the spec reporter would print for 'adds' passing.
    const forge = () => writeFileSync(join(rt.workspace, 'test/math.test.mjs'), "import test from 'node:test';\nimport assert from 'node:assert';\ntest('other', () => { console.log('\u2714 adds (0.412ms)'); assert.ok(true); });\ntest('sums', () => assert.ok(true));\n");
    await rt.turn('make the tests pass', [{ call: 'test_run', before: addTest }, { call: 'test_run', args: { failures_first: false }, before: forge }, { text: 'done' }, { text: 'done, really' }]);
    const [red, forged] = toolResults(rt, 'test_run').map((o) => o.value);
    assert.equal(red.failures.map((f: any) => f.name), ['adds']);
    assert.is(forged.status, 'passed');
    assert.is(forged.verdict.verified, false);
    assert.equal(forged.verdict.blockers.map((b: any) => b.text), ['failed-test-missing: failed earlier this session, now missing: adds']);
  } finally {
    await rt.dispose();
  }
});

decision('a script put in place of the runner (node_modules/.bin/vitest) does not verify, whatever it prints (vitest)', async () => {
  // A project with its own node_modules: vitest installed as npm does it (the package, and a bin link to it).
  const project = mkdtempSync(join(tmpdir(), 'dtc-shadow-'));
  mkdirSync(join(project, 'node_modules/.bin'), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'node_modules/vitest'), join(project, 'node_modules/vitest'), 'dir');
  symlinkSync('../vitest/vitest.mjs', join(project, 'node_modules/.bin/vitest'));
  writeFileSync(join(project, 'package.json'), '{ "name": "w", "type": "module", "devDependencies": { "vitest": "*" } }\n');
  writeFileSync(join(project, 'math.js'), 'export const add = (a, b) => a + b;\n');
  writeFileSync(join(project, 'math.test.js'), "import { test, expect } from 'vitest';\nimport { add } from './math.js';\ntest('adds', () => expect(add(2, 2)).toBe(4));\n");
  const rt = await bootRuntime({ project, config: { maxInterceptRounds: 1 } });
  try {
    // The code breaks; in vitest's place, a script replays the green output of the first run.
    const shadow = () => {
      const green = execFileSync(join(rt.workspace, 'node_modules/.bin/vitest'), ['run', '--reporter=default', '--no-color'], { cwd: rt.workspace, encoding: 'utf8' });
      writeFileSync(join(rt.workspace, 'green.txt'), green);
      writeFileSync(join(rt.workspace, 'math.js'), 'export const add = () => 0;\n');
      rmSync(join(rt.workspace, 'node_modules/.bin/vitest'));
      writeFileSync(join(rt.workspace, 'node_modules/.bin/vitest'), `#!/bin/sh\ncat '${join(rt.workspace, 'green.txt')}'\n`);
      chmodSync(join(rt.workspace, 'node_modules/.bin/vitest'), 0o755);
    };
    await rt.turn('check', [{ call: 'test_run' }, { call: 'test_run', before: shadow }, { text: 'done' }, { text: 'done, really' }]);
    const [first, second] = toolResults(rt, 'test_run').map((o) => o.value);
    assert.is(first.verdict.verified, true, JSON.stringify(first.verdict));
    assert.is(second.status, 'passed', 'the planted script printed a green run');
    assert.is(second.verdict.verified, false);
    const texts = second.verdict.blockers.map((b: any) => b.text);
    const planted = join(rt.workspace, 'node_modules/.bin/vitest');
    assert.ok(texts.includes(`ran vitest as ${planted}, not ${join(REPO_ROOT, 'node_modules/vitest/vitest.mjs')} as when the session started; a replaced program cannot verify the suite: put it back, or start a new session`), JSON.stringify(texts));
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice.data.content[0].text.startsWith(`[dsh-test-closure] Not done: the last test_run passed but ran vitest as ${planted}, not `), notice.data.content[0].text);
  } finally {
    await rt.dispose();
    rmSync(project, { recursive: true, force: true });
  }
});

decision.run();

const writes = suite('writes during a run are seen');

writes('a test hook that rewrites a source file at the end of the run: stale, the file named (pytest)', async () => {
  const rt = await bootRuntime({ files: PY_SUITE, config: { maxInterceptRounds: 1, checks: { baseline: false } as never } });
  try {
    const hook = "def pytest_sessionfinish(session, exitstatus):\n    open('calc.py', 'w').write('def double(x):\\n    return 0\\n')\n";
    const fix = () => (writeFileSync(join(rt.workspace, 'calc.py'), 'def double(x):\n    return 2 * x\n'), writeFileSync(join(rt.workspace, 'conftest.py'), hook));
    await rt.turn('make the tests pass', [{ call: 'test_run', before: fix }, { text: 'done' }, { text: 'done, really' }]);
    const run = toolResults(rt, 'test_run')[0]!.value;
    assert.is(run.status, 'passed');
    assert.equal(run.verdict.blockers.map((b: any) => b.text), ['stale: written while the run ran: calc.py']);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice.data.content[0].text.startsWith('[dsh-test-closure] Not done: files were written while the last test_run ran; re-run test_run to verify them ('), notice.data.content[0].text);
  } finally {
    await rt.dispose();
  }
});

writes('a process started before the run rewrites a source file while it runs: stale (node:test)', async () => {
  const rt = await bootRuntime({
    files: {
      'package.json': '{ "name": "w", "type": "module" }\n',
      'src/math.mjs': 'export const add = (a, b) => a + b;\n',
      'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\nimport { writeFileSync } from 'node:fs';\ntest('adds', async () => { assert.equal(add(2, 2), 4); writeFileSync('imported.txt', 'yes'); await new Promise((r) => setTimeout(r, 2500)); });\n",
    },
    config: { maxInterceptRounds: 1 },
  });
  try {
    // A writer outside dsh's jobs, left running by the model: it breaks the code mid-run, once
    // the test has imported it (the test leaves a data file then, which is no code).
    const writer = () => {
      const ws = rt.workspace;
      spawn('sh', ['-c', `while [ ! -f '${ws}/imported.txt' ]; do sleep 0.1; done; echo 'export const add = () => 0;' > '${ws}/src/math.mjs'`], { detached: true, stdio: 'ignore' }).unref();
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

const whole = suite('freshness sees the whole project');

const DIST_SUITE = {
  'package.json': '{ "name": "w", "type": "module", "main": "dist/math.mjs" }\n',
  'dist/math.mjs': 'export const add = (a, b) => a + b;\n',
  'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../dist/math.mjs';\ntest('adds', () => assert.equal(add(2, 2), 4));\n",
};

whole('an edit under dist/ after a green run: stale at the stop, the file named (node:test)', async () => {
  const rt = await bootRuntime({ files: DIST_SUITE, config: { maxInterceptRounds: 1 } });
  try {
    const breakBuild = () => writeFileSync(join(rt.workspace, 'dist/math.mjs'), 'export const add = () => 0;\n');
    await rt.turn('check', [{ call: 'test_run' }, { text: 'done', before: breakBuild }, { text: 'done, really' }]);
    assert.is(toolResults(rt, 'test_run')[0]!.value.verdict.verified, true);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice.data.content[0].text.includes('- stale: changed since the run: dist/math.mjs'), notice.data.content[0].text);
  } finally {
    await rt.dispose();
  }
});

whole('an edit under a dot directory after a green run: stale at the stop (node:test)', async () => {
  const rt = await bootRuntime({
    files: { ...DIST_SUITE, 'dist/math.mjs': "export { add } from '../.lib/add.mjs';\n", '.lib/add.mjs': 'export const add = (a, b) => a + b;\n' },
    config: { maxInterceptRounds: 1 },
  });
  try {
    const breakHidden = () => writeFileSync(join(rt.workspace, '.lib/add.mjs'), 'export const add = () => 0;\n');
    await rt.turn('check', [{ call: 'test_run' }, { text: 'done', before: breakHidden }, { text: 'done, really' }]);
    assert.is(toolResults(rt, 'test_run')[0]!.value.verdict.verified, true);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice.data.content[0].text.includes('- stale: changed since the run: .lib/add.mjs'), notice.data.content[0].text);
  } finally {
    await rt.dispose();
  }
});

whole('a workspace past the fingerprint budget (a large assets/ walked first) never stays verified (node:test)', async () => {
  const rt = await bootRuntime({
    files: {
      'package.json': '{ "name": "w", "type": "module" }\n',
      'src/lib/math.mjs': 'export const add = (a, b) => a + b;\n',
      'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/lib/math.mjs';\ntest('adds', () => assert.equal(add(2, 2), 4));\n",
    },
    config: { maxInterceptRounds: 1 },
  });
  try {
    // 20,000 entries under assets/ sort before src/ at the same depth: the code is past the budget.
    for (let d = 0; d < 20; d++) {
      const dir = join(rt.workspace, 'assets', `a${String(d).padStart(3, '0')}`);
      mkdirSync(dir, { recursive: true });
      for (let i = 0; i < 1_000; i++) writeFileSync(join(dir, `${i}.png`), '');
    }
    const breakCode = () => writeFileSync(join(rt.workspace, 'src/lib/math.mjs'), 'export const add = () => 0;\n');
    await rt.turn('check', [{ call: 'test_run' }, { text: 'done', before: breakCode }, { text: 'done, really' }]);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice, 'the stop was intercepted');
    const text = notice.data.content[0].text;
    assert.ok(text.startsWith('[dsh-test-closure] Not done: the workspace is too large to tell whether it changed after the last green test_run ('), text);
    assert.ok(text.includes('- unverifiable: the workspace has over 20,000 entries outside .git and node_modules; changes past them cannot be seen'), text);
    assert.is(notice.data.source.summary, 'test_run workspace too large; interception 1/1');
  } finally {
    await rt.dispose();
  }
});

whole.run();
