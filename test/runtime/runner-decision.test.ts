/**
 * What runs is the project's code as last written, and what is read is what the runner decided,
 * on the real dsh runtime with real node:test and vitest (only the model is scripted): a program
 * put in place of the runner, a printed result line, writes during a run, code under build
 * output and dot directories, and a workspace past the fingerprint's budget. The pytest cases
 * are in test/toolchain/runner-decision.test.ts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootRuntime, REPO_ROOT, toolResults } from '../support/runtime.ts';

const decision = suite('the runner decides');

/** The config switch that turns the session-start replay off (the schema fills the other checks). */
const NO_REPLAY: Record<string, unknown> = { checks: { baseline: false } };

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

writes('runner output written during a run, at the paths the runners write, does not make it stale (node:test\'s snapshot beside its test file, cargo\'s target/ at the root)', async () => {
  const rt = await bootRuntime({
    files: {
      'package.json': '{ "name": "w", "type": "module" }\n',
      'src/math.mjs': 'export const add = (a, b) => a + b;\n',
      'test/math.test.mjs':
        "import test from 'node:test';\nimport assert from 'node:assert';\nimport { writeFileSync, mkdirSync } from 'node:fs';\nimport { add } from '../src/math.mjs';\n" +
        "test('adds', () => { mkdirSync('target/debug', { recursive: true }); writeFileSync('target/debug/gen.rs', ''); writeFileSync('test/math.test.mjs.snapshot', String(add(2, 2))); writeFileSync('out.log', 'ran'); assert.equal(add(2, 2), 4); });\n",
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
