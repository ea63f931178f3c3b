/**
 * End to end with the REAL dsh CLI (0.1.0-rc.8, headless profile): dsh-test-closure is packed
 * from this work tree (`npm pack` after `npm run build` in a scratch copy) and installed with
 * `dsh plugin --profile headless add file:<tgz>`; each scenario runs
 * `dsh --profile headless --patch <keyless overlay> [--patch ...] "<task>"` in a small
 * temporary project. Only the model is scripted (scripts/e2e/scripted-llm.mjs); tools, shell,
 * sandbox, agent loop, bundle/patch layering and session persistence are the CLI's own.
 *
 * Assertions: exit code, stdout, what the model was sent (the scripted model's request log)
 * and the persisted `$DSH_HOME/sessions/<slug>/<id>/session.jsonl.zstd`.
 *
 * Cost: the CLI install is cached (scripts/e2e/install-dsh.mjs); see docs/e2e.md.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: a plain script without types.
import { gateNotices, pluginNotices, setup, toolCalls, toolTexts, turnEndKinds, turnOf } from '../../scripts/e2e/harness.mjs';

type E2E = Awaited<ReturnType<typeof setup>>;
let e2e: E2E;

const CLOSING = '请修复后重新运行 test_run 验证。';
const PLUGIN_TOOLS = ['test_closure_check', 'test_closure_report', 'test_probe', 'test_run'];

/**
 * A step that changes the workspace (a new file through dsh's own write tool): between two
 * stops it is progress, so the gate steers again instead of releasing the turn as no progress.
 */
let attempt = 0;
const progress = () => ({ call: 'write', args: { file_path: `attempt-${++attempt}.js`, content: `// attempt ${attempt}\n` } });

/** A node:test project with one failing test (sum subtracts). No scripts: the probe picks node:test. */
const NODE_TEST_FILES = {
  'package.json': JSON.stringify({ name: 'ws', private: true, type: 'module' }, null, 2),
  'src/sum.mjs': 'export const sum = (a, b) => a - b;\n',
  'test/sum.test.mjs':
    "import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { sum } from '../src/sum.mjs';\n" +
    "test('sum adds', () => { assert.equal(sum(2, 2), 4); });\ntest('sum with zero', () => { assert.equal(sum(1, 0), 1); });\n",
};
const FIXED_SUM = 'export const sum = (a, b) => a + b;\n';

const VITEST_FILES = {
  'package.json': JSON.stringify({ name: 'ws', private: true, type: 'module', devDependencies: { vitest: '3.2.4' } }, null, 2),
  'src/math.js': 'export const add = (a, b) => a - b;\n',
  'test/math.test.js':
    "import { test, expect } from 'vitest';\nimport { add } from '../src/math.js';\n" +
    "test('adds', () => { expect(add(2, 2)).toBe(4); });\ntest('adds zero', () => { expect(add(1, 0)).toBe(1); });\n",
};

/** The full row config (a patch's `config:` replaces the whole config, so restate every key). */
const rowConfig = (over: Record<string, unknown>) =>
  Object.entries({ maxInterceptRounds: 2, defaultTimeoutMs: 120000, summaryTailChars: 3000, enabled: true, ...over })
    .map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`)
    .join('\n');
const configPatch = (over: Record<string, unknown>) => `- id: dsh-test-closure\n  config:\n${rowConfig(over)}\n`;

/** Decoded session events of a run, or a failure that shows what the CLI said. */
function eventsOf(r: any): any[] {
  assert.ok(r.events, `no session log persisted; exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
  return r.events;
}
function explain(r: any): string {
  return `exit ${r.code} after ${r.ms} ms\nargv: ${r.argv.join(' ')}\nstdout: ${r.stdout}\nstderr: ${r.stderr.slice(-3000)}`;
}

const cli = suite('e2e: real dsh CLI (headless) with dsh-test-closure installed from a packed tgz');

cli.before(async () => {
  try {
    e2e = await setup();
  } catch (e) {
    // uvu 0.5 swallows a failing before hook silently (every test then "fails" with no output).
    process.stderr.write(`[e2e] setup failed: ${(e as Error).stack ?? e}\n`);
    throw e;
  }
  process.stderr.write(`[e2e] install ${e2e.timings.installMs} ms, pack ${e2e.timings.packMs} ms, plugin add ${e2e.timings.pluginAddMs} ms\n`);
});
cli.after(() => e2e?.cleanup());

cli('plugin add registers the package as a bundle layer of the headless profile', async () => {
  const pkg = JSON.parse(readFileSync(join(e2e.profileDir, 'package.json'), 'utf8'));
  assert.ok(pkg.dsh.profile.bundles.includes('dsh-test-closure'), JSON.stringify(pkg.dsh.profile.bundles));
  assert.match(pkg.dependencies['dsh-test-closure'], /^file:/);
  const dump = await e2e.dsh({ cwd: e2e.workspace(), args: ['--dump-config'] });
  assert.is(dump.code, 0, explain(dump));
  assert.match(dump.stdout, /id: dsh-test-closure/);
  assert.match(dump.stdout, /maxInterceptRounds: 2/);
});

cli('red -> gate notice -> fix with the host write tool -> green -> exit 0 (node:test)', async () => {
  const ws = e2e.workspace(NODE_TEST_FILES);
  const final = 'FINAL: sum fixed, tests green';
  const r = await e2e.dsh({
    cwd: ws,
    task: 'make the tests pass',
    steps: [
      { call: 'test_probe', args: {} },
      { call: 'test_run', args: {} },
      { text: 'done, I think' },
      { call: 'read', args: { file_path: 'src/sum.mjs' } },
      { call: 'write', args: { file_path: 'src/sum.mjs', content: FIXED_SUM } },
      { call: 'test_run', args: {} },
      { text: final },
    ],
  });
  assert.is(r.code, 0, explain(r));
  assert.is(r.stdout, `${final}\n`);
  assert.is(readFileSync(join(ws, 'src/sum.mjs'), 'utf8'), FIXED_SUM);

  // What the model was offered and sent.
  assert.is(r.requests.length, 7, explain(r));
  for (const t of [...PLUGIN_TOOLS, 'write', 'read', 'bash']) assert.ok(r.requests[0].tools.includes(t), `tool ${t} offered`);
  const afterStop = r.requests[3].messages.at(-1);
  assert.is(afterStop.source.kind, 'plugin', 'the request after the stop attempt ends with the gate notice');
  assert.is(afterStop.source.plugin, 'dsh-test-closure');

  // The persisted session log.
  const events = eventsOf(r);
  const calls = toolCalls(events);
  assert.equal(calls.map((c: any) => c.name), ['test_probe', 'test_run', 'read', 'write', 'test_run']);
  assert.ok(calls.every((c: any) => c.isError === false), JSON.stringify(calls, null, 1));
  assert.match(calls[0].text, /^framework: node:test\b/);
  assert.ok(calls[1].text.startsWith('test_run FAILED: 1 failed, 1 passed, 0 skipped (2 total) — node:test, exit 1, '), calls[1].text);
  assert.match(calls[1].text, /\ncommand: node --test /);
  assert.match(calls[1].text, /\nfailures:\n[^\n]+\.test\.m?js:\n- sum adds — /);
  assert.ok(calls[4].text.startsWith('test_run PASSED: 0 failed, 2 passed, 0 skipped (2 total) — node:test, exit 0, '), calls[4].text);

  const notices = gateNotices(events);
  assert.is(notices.length, 1);
  const { source, content } = notices[0].data;
  assert.equal(source, { kind: 'plugin', plugin: 'dsh-test-closure', form: 'notice', summary: 'test_run red (1 failed); interception 1/2', record: { kind: 'intercept' } });
  assert.match(content[0].text, /^\[dsh-test-closure\] Not done: tests are still failing \(1 failed, 1 passed, 0 skipped \(2 total\); command: node --test /);
  assert.match(content[0].text, /\nFailing:\n- sum adds — /);
  assert.ok(content[0].text.includes('\nInterception 1 of 2 this turn.\n'));
  assert.ok(content[0].text.endsWith(CLOSING));
  // Same turn, after the stop attempt and before the fix.
  const seqOf = (name: string, nth = 0) => events.filter((e: any) => e.type === 'tool/call' && e.data.name === name)[nth].seq;
  assert.is(turnOf(events, notices[0]), 1);
  assert.ok(notices[0].seq > seqOf('test_run', 0) && notices[0].seq < seqOf('read'), 'notice between the red run and the fix');
  assert.equal(turnEndKinds(events), ['completed']);
});

cli('vitest: the notice names the failing test, the green run reports the passes', async () => {
  const ws = e2e.workspace(VITEST_FILES, { linkNodeModules: true });
  const r = await e2e.dsh({
    cwd: ws,
    task: 'make the tests pass',
    steps: [
      { call: 'test_run', args: {} },
      { text: 'done' },
      { call: 'bash', args: { command: "sed -i 's/a - b/a + b/' src/math.js", description: 'Fix the add function' } },
      { call: 'test_run', args: {} },
      { text: 'FINAL vitest green' },
    ],
  });
  assert.is(r.code, 0, explain(r));
  assert.is(r.stdout, 'FINAL vitest green\n');
  const events = eventsOf(r);
  const runs = toolTexts(events, 'test_run');
  assert.is(runs.length, 2);
  assert.ok(runs[0].startsWith('test_run FAILED: 1 failed, 1 passed, 0 skipped (2 total) — vitest, exit 1, '), runs[0]);
  assert.match(runs[0], /\nfailures:\n[^\n]+\.test\.m?js:\n- adds — /);
  assert.ok(runs[1].startsWith('test_run PASSED: 0 failed, 2 passed, 0 skipped (2 total) — vitest, exit 0, '), runs[1]);
  const notices = gateNotices(events);
  assert.is(notices.length, 1);
  assert.is(notices[0].data.source.summary, 'test_run red (1 failed); interception 1/2');
  assert.match(notices[0].data.content[0].text, /\nFailing:\n- adds — /);
  assert.equal(turnEndKinds(events), ['completed']);
});

cli('no fix: released after maxInterceptRounds (2), a later turn of the same session reports unresolved', async () => {
  const ws = e2e.workspace(NODE_TEST_FILES);
  const r = await e2e.dsh({
    cwd: ws,
    task: 'make the tests pass',
    // Headless runs one task per process and has no --resume: the scripted user types a second
    // message into the same live session (see scripts/e2e/scripted-llm.mjs, "followups").
    followups: ['are the tests green now?'],
    // The model edits between its stops (progress), so the budget, not the no-progress release, ends each turn.
    steps: [
      { call: 'test_run', args: {} },
      { text: 'done 1' },
      progress(),
      { text: 'done 2' },
      progress(),
      { text: 'done 3' }, // budget spent: the gate releases turn 1 and records unresolved
      { call: 'test_closure_check', args: {} },
      { text: 'turn 2: still red' },
      progress(),
      { text: 'turn 2: still red again' },
      progress(),
      { text: 'turn 2: giving up' },
    ],
  });
  assert.is(r.code, 0, explain(r));
  assert.is(r.stdout, 'turn 2: giving up\n');
  assert.is(r.requests.length, 12, explain(r));
  const events = eventsOf(r);
  assert.equal(turnEndKinds(events), ['completed', 'completed']);
  const notices = gateNotices(events);
  const turn1 = notices.filter((n: any) => turnOf(events, n) === 1).map((n: any) => n.data.source.summary);
  const turn2 = notices.filter((n: any) => turnOf(events, n) === 2).map((n: any) => n.data.source.summary);
  assert.is(turn1.length, 2, JSON.stringify(turn1));
  assert.match(turn1[0], /interception 1\/2$/);
  assert.match(turn1[1], /interception 2\/2$/);
  // Turn 2 starts with a fresh budget of two.
  assert.is(turn2.length, 2, JSON.stringify(turn2));
  const check = toolCalls(events).find((c: any) => c.name === 'test_closure_check');
  assert.ok(check, 'test_closure_check ran');
  assert.is(check.turn, 2);
  assert.ok(check.text.startsWith('not satisfied: last test_run failed (1 failed, 1 passed, 0 skipped (2 total)) in turn 1\n- has failing tests\nfailing: sum adds\n'), check.text);
  assert.ok(check.text.includes('\nunresolved: since turn 1 (a turn was released unverified)'), check.text);
  assert.ok(check.text.includes('gate interceptions this turn: 0 of 2'), check.text);
  // Each turn released red is recorded in the persisted log, where the user reading the session sees it.
  const released = pluginNotices(events, 'unresolved');
  assert.equal(released.map((n: any) => turnOf(events, n)), [1, 2]);
  assert.is(released[0].data.source.summary, 'unresolved: turn 1 ended with test_run red (1 failed)');
  assert.match(released[0].data.content[0].text, /^\[dsh-test-closure\] Turn 1 ended unverified after 2 interceptions: tests are still failing /);
});

// A session resumed in a NEW process: the closure state (last run, interceptions, unresolved)
// is rebuilt from the session log. rc.8's headless cannot resume (new session per process, no
// --resume, no tui profile), so the second process swaps in scripts/e2e/resume-runner.mjs: the
// headless runner's flow over the public ctx.agents.resume({resumeSessionId}).
cli('a session resumed in a new process keeps its closure state (rebuilt from the session log)', async () => {
  const ws = e2e.workspace(NODE_TEST_FILES);
  const first = await e2e.dsh({ cwd: ws, task: 'make the tests pass', steps: [{ call: 'test_run', args: {} }, { text: 'a' }, progress(), { text: 'b' }, progress(), { text: 'c' }] });
  assert.is(first.code, 0, explain(first));
  assert.is(gateNotices(eventsOf(first)).length, 2);
  assert.is(first.sessions.length, 1);
  const sid = first.sessions[0].id;

  const r = await e2e.dsh({
    cwd: ws,
    task: 'are the tests green?',
    resume: sid,
    steps: [{ call: 'test_closure_check', args: {} }, { text: 'resumed: done' }, progress(), { text: 'resumed: again' }, progress(), { text: 'resumed: giving up' }],
  });
  assert.is(r.code, 0, explain(r));
  assert.is(r.stdout, 'resumed: giving up\n');
  assert.is(r.sessions.length, 0, 'no new session: the persisted one was resumed');
  assert.is(r.requests.length, 6);
  const events = eventsOf(r);
  assert.equal(events.filter((e: any) => e.type === 'turn/start').map((e: any) => e.data.turn), [1, 2]);
  assert.equal(turnEndKinds(events), ['completed', 'completed']);
  const check = toolCalls(events).find((c: any) => c.name === 'test_closure_check');
  assert.is(check.turn, 2);
  assert.ok(check.text.startsWith('not satisfied: last test_run failed (1 failed, 1 passed, 0 skipped (2 total)) in turn 1\n- has failing tests\nfailing: sum adds\n'), check.text);
  assert.ok(check.text.includes('\nunresolved: since turn 1 (a turn was released unverified)'), check.text);
  // The gate still knows the session is red: turn 2 gets its own budget of two.
  const turn2 = gateNotices(events).filter((n: any) => turnOf(events, n) === 2).map((n: any) => n.data.source.summary);
  assert.equal(turn2, ['test_run red (1 failed); interception 1/2', 'test_run red (1 failed); interception 2/2']);
});

cli('a background run the turn could outrun: the gate waits for it, and its red verdict survives a new process', async () => {
  const ws = e2e.workspace(NODE_TEST_FILES);
  const first = await e2e.dsh({
    cwd: ws,
    task: 'make the tests pass',
    steps: [{ call: 'test_run', args: { run_in_background: true } }, { text: 'started it, done' }, progress(), { text: 'done' }, progress(), { text: 'done, really' }],
  });
  assert.is(first.code, 0, explain(first));
  const events = eventsOf(first);
  const settled = pluginNotices(events, 'background-run');
  assert.is(settled.length, 1, 'the settled verdict is in the persisted log');
  assert.match(settled[0].data.content[0].text, /^\[dsh-test-closure\] Background test_run test_run-\d+ finished failed \(1 failed, 1 passed, 0 skipped \(2 total\); command: node --test /);
  assert.ok(settled[0].seq < gateNotices(events)[0].seq, 'the gate waited for the job before its first interception');
  assert.is(pluginNotices(events, 'unresolved').length, 1);

  const r = await e2e.dsh({ cwd: ws, task: 'are the tests green?', resume: first.sessions[0].id, steps: [{ call: 'test_closure_check', args: {} }, { text: 'a' }, { text: 'b' }, { text: 'c' }] });
  assert.is(r.code, 0, explain(r));
  const check = toolCalls(eventsOf(r)).find((c: any) => c.name === 'test_closure_check');
  assert.ok(check.text.startsWith('not satisfied: last test_run failed (1 failed, 1 passed, 0 skipped (2 total)) in turn 1\n- has failing tests\nfailing: sum adds\n'), check.text);
  assert.ok(check.text.includes('\nunresolved: since turn 1 (a turn was released unverified)'), check.text);
});

cli('user patch layers: profile layer sets maxInterceptRounds 3; a --patch layer on top sets 1', async () => {
  const steps = [{ call: 'test_run', args: {} }, { text: 'stop 1' }, progress(), { text: 'stop 2' }, progress(), { text: 'stop 3' }, progress(), { text: 'stop 4' }];
  e2e.setProfileLayer(configPatch({ maxInterceptRounds: 3 }));
  try {
    const r3 = await e2e.dsh({ cwd: e2e.workspace(NODE_TEST_FILES), task: 'make the tests pass', steps });
    assert.is(r3.code, 0, explain(r3));
    assert.is(r3.stdout, 'stop 4\n');
    assert.equal(gateNotices(eventsOf(r3)).map((n: any) => n.data.source.summary.replace(/^.*; /, '')), ['interception 1/3', 'interception 2/3', 'interception 3/3']);

    const over = e2e.patchFile('one-round.patch.yml', configPatch({ maxInterceptRounds: 1 }));
    const r1 = await e2e.dsh({ cwd: e2e.workspace(NODE_TEST_FILES), task: 'make the tests pass', steps, patches: [over] });
    assert.is(r1.code, 0, explain(r1));
    assert.is(r1.stdout, 'stop 2\n', 'one interception, then released');
    assert.equal(gateNotices(eventsOf(r1)).map((n: any) => n.data.source.summary.replace(/^.*; /, '')), ['interception 1/1']);
    assert.is(r1.requests.length, 4);
  } finally {
    e2e.setProfileLayer('[]\n');
  }
});

cli('user patch layer `disabled: true` removes the tools and the gate', async () => {
  const off = e2e.patchFile('disabled.patch.yml', '- id: dsh-test-closure\n  disabled: true\n');
  const r = await e2e.dsh({
    cwd: e2e.workspace(NODE_TEST_FILES),
    task: 'make the tests pass',
    // A model that calls test_run anyway gets the registry's unknown-tool error; the red suite is never run, nothing gates.
    steps: [{ call: 'test_run', args: {} }, { text: 'nothing to gate' }],
    patches: [off],
  });
  assert.is(r.code, 0, explain(r));
  assert.is(r.stdout, 'nothing to gate\n');
  assert.is(r.requests.length, 2);
  const tools: string[] = r.requests[0].tools;
  assert.ok(tools.includes('bash') && tools.includes('write'), `host tools still offered: ${tools}`);
  for (const t of PLUGIN_TOOLS) assert.not.ok(tools.includes(t), `${t} must be absent`);
  const events = eventsOf(r);
  const [call] = toolCalls(events);
  assert.is(call.name, 'test_run');
  assert.is(call.isError, true, call.text);
  assert.is(gateNotices(events).length, 0);
  assert.equal(turnEndKinds(events), ['completed']);
  const dump = await e2e.dsh({ cwd: e2e.workspace(), args: ['--dump-config'], patches: [off] });
  assert.is(dump.code, 0, explain(dump));
  assert.match(dump.stdout, /# == dsh-test-closure, patched by [^\n]*disabled\.patch\.yml\n- id: dsh-test-closure\n(  .*\n)*  disabled: true\n/);
});

cli('invalid config in a user patch: the CLI exits non-zero naming both fields', async () => {
  const bad = e2e.patchFile('invalid.patch.yml', configPatch({ maxInterceptRounds: -1, defaultTimeoutMs: 0 }));
  const r = await e2e.dsh({ cwd: e2e.workspace(NODE_TEST_FILES), task: 'make the tests pass', steps: [{ text: 'never reached' }], patches: [bad] });
  assert.is.not(r.code, 0, explain(r));
  assert.ok(
    r.stderr.includes('dsh-test-closure: invalid config: maxInterceptRounds must be an integer >= 0 (got -1); defaultTimeoutMs must be an integer >= 1 (got 0)'),
    explain(r),
  );
  assert.is(r.requests.length, 0, 'no model request before the boot failure');
  assert.is(r.stdout.trim(), '', 'no final text');
});

cli('a config with fields of the wrong type: the first line of stderr names every one of them, before the host\'s stack trace', async () => {
  const bad = e2e.patchFile('wrong-types.patch.yml', configPatch({ maxInterceptRounds: 'three', enabled: 'yes', flaky: 'maybe' }));
  const r = await e2e.dsh({ cwd: e2e.workspace(NODE_TEST_FILES), task: 'make the tests pass', steps: [{ text: 'never reached' }], patches: [bad] });
  assert.is.not(r.code, 0, explain(r));
  assert.is(r.stderr.split('\n')[0], 'dsh-test-closure: invalid config: maxInterceptRounds must be an integer >= 0 (got "three"); enabled must be true or false (got "yes"); flaky must be one of block, allow (got "maybe")', explain(r));
  assert.is(r.requests.length, 0, 'no model request before the boot failure');
});

cli.run();
