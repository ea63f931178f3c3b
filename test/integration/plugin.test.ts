/**
 * The real `apply` against a minimal context: real tool registry (so `defineTool` compiles
 * parameter and output schemas for real), a real local shell, and the gate driven through
 * the real event bus with a fake agent (only `id` and `steer`).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Context } from '@deepseek-ai/cordis';
import ToolRuntime from '@deepseek-ai/dsh-tools';
import SystemPrompt from '@deepseek-ai/dsh-system-prompt';
import LocalSubprocessRuntime from '@deepseek-ai/dsh-subprocess-local';
import * as ShellEnv from '@deepseek-ai/dsh-shell-env';
import { LocalBashExecutor } from '@deepseek-ai/dsh-bash-local';
import * as TestClosure from '../../src/plugin/index.ts';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClosureStore } from '../../src/closure/state.ts';
import { recordSuiteDuration } from '../../src/closure/suite-durations.ts';
import { RUNNERS } from '../../src/runners/registry.ts';

/** The services the plugin injects, and nothing more: tools, a local shell, shell env. */
async function hostContext(bashConfig: Record<string, unknown> = {}): Promise<any> {
  const ctx = new Context();
  await ctx.plugin(SystemPrompt, {});
  await ctx.plugin(ToolRuntime, {});
  await ctx.plugin(LocalSubprocessRuntime);
  await ctx.plugin(ShellEnv, { dshHome: '/tmp/dtc-dsh-home' });
  await ctx.plugin(LocalBashExecutor, bashConfig);
  return ctx;
}

async function minimalContext(config: Record<string, unknown> = {}) {
  const ctx = await hostContext();
  const fiber = await ctx.plugin(TestClosure, config);
  return { ctx, fiber };
}

const TOOL_NAMES = ['test_closure_check', 'test_probe', 'test_run'];
const registered = (ctx: any): string[] => ctx.get('tools').schemas().map((s: any) => s.name).filter((n: string) => TOOL_NAMES.includes(n)).sort();

const shape = suite('plugin export shape');

shape('named exports only, no default export', () => {
  assert.is('default' in TestClosure, false);
  assert.is(TestClosure.name, 'dsh-test-closure');
  assert.equal(TestClosure.inject, ['tools', 'shell']);
  assert.type(TestClosure.apply, 'function');
  assert.type(TestClosure.Config, 'function');
});

shape.run();

const mount = suite('plugin mount');

mount('registers the three tools with compiled schemas', async () => {
  const { ctx } = await minimalContext();
  assert.equal(registered(ctx), TOOL_NAMES);
  const run = ctx.get('tools').schemas().find((s: any) => s.name === 'test_run');
  assert.equal(Object.keys(run.parameters.properties).sort(), ['command', 'failures_first', 'framework', 'last_failed', 'package', 'run_in_background', 'target', 'timeout_ms']);
  assert.equal(run.parameters.properties.framework.enum, [...Object.keys(RUNNERS), 'npm-test', 'workspaces']);
  assert.is(run.parameters.properties.timeout_ms.type, 'integer');
  await ctx.fiber.dispose();
});

mount('the tool descriptions the model reads are exactly those docs/model-visible-text.md lists', async () => {
  const { ctx } = await minimalContext();
  const description = (name: string) => ctx.get('tools').schemas().find((s: any) => s.name === name).description;
  assert.is(description('test_run'), 'Run the project\'s tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, the output tail, and whether the run verifies the suite. Re-run after every fix; the turn cannot end until a plain test_run (no target, last_failed, command or framework override) passes on the current code, the tests as they were when the session started included.');
  assert.is(description('test_closure_check'), 'Check whether this session may finish: satisfied when no test_run was recorded and the suite was not red when the session started, or the last one verified the whole suite (the tests as they were when the session started included) and the workspace has not changed since. Reports what blocks it, failing tests, running background runs, gate interceptions used this turn, the unresolved marker and test-change reviews.');
  const listed = readFileSync(new URL('../../docs/model-visible-text.md', import.meta.url), 'utf8');
  // The docs write the list of every runner as `<runners>`: the registry is its one home.
  const documented = (text: string) => text.replaceAll(Object.keys(RUNNERS).join(', '), '<runners>');
  for (const name of ['test_probe', 'test_run', 'test_closure_check', 'test_closure_report']) assert.ok(listed.includes(documented(description(name))), `docs/model-visible-text.md lists the ${name} description`);
  await ctx.fiber.dispose();
});

mount('disposing the plugin fiber removes the tools', async () => {
  const { ctx, fiber } = await minimalContext();
  await fiber.dispose();
  assert.equal(registered(ctx), []);
  await ctx.fiber.dispose();
});

mount('enabled: false contributes no tools and no gate', async () => {
  const { ctx } = await minimalContext({ enabled: false });
  assert.equal(registered(ctx), []);
  let steered = 0;
  await ctx.serial('agent/turn-stopping', { agent: { id: 's', steer: () => steered++ }, turn: 1, signal: new AbortController().signal });
  assert.is(steered, 0);
  await ctx.fiber.dispose();
});

mount('an invalid config is rejected at load with one message naming every bad field', async () => {
  const ctx = await hostContext();
  let message = '';
  try {
    await ctx.plugin(TestClosure, { maxInterceptRounds: 1.5, defaultTimeoutMs: -3 });
  } catch (error) {
    message = (error as Error).message;
  }
  assert.ok(message.includes('maxInterceptRounds must be an integer >= 0 (got 1.5)'), message);
  assert.ok(message.includes('defaultTimeoutMs must be an integer >= 1 (got -3)'), message);
  assert.equal(registered(ctx), []);
  await ctx.fiber.dispose();
});

mount('test_closure_check without an agent: satisfied, nothing recorded', async () => {
  const { ctx } = await minimalContext();
  const out = await ctx.get('tools').execute({ callId: 'c1', name: 'test_closure_check', arguments: {}, signal: new AbortController().signal });
  assert.is(out.isError, false);
  assert.equal(out.value, { satisfied: true, lastRun: null, blockers: [], running: [], failing: [], suite: null, testFilesChanged: [], interceptionsThisTurn: 0, maxInterceptRounds: 2, unresolved: null, reviews: [] });
  assert.is(out.content[0].text, 'satisfied: no test_run recorded in this session\ngate interceptions this turn: 0 of 2\nunresolved: no');
  await ctx.fiber.dispose();
});

mount('test_run rejects bad arguments with a clear error and runs nothing', async () => {
  const { ctx } = await minimalContext();
  const exec = (args: unknown) => ctx.get('tools').execute({ callId: 'c', name: 'test_run', arguments: args, signal: new AbortController().signal });
  const negative = await exec({ timeout_ms: -5, command: 'touch /tmp/dtc-should-not-exist' });
  assert.is(negative.isError, true);
  assert.is(negative.error.message, 'test_run: timeout_ms must be a positive integer (got -5)');
  const fractional = await exec({ timeout_ms: 1.5 });
  assert.is(fractional.isError, true);
  const unknown = await exec({ framework: 'ava' });
  assert.is(unknown.isError, true);
  assert.match(unknown.error.message, /framework/);
  const empty = await exec({ command: '   ' });
  assert.is(empty.error.message, 'test_run: command must not be empty');
  const wrongType = await exec({ timeout_ms: '100' });
  assert.is(wrongType.isError, true);
  const wrongBool = await exec({ run_in_background: 'yes' });
  assert.is(wrongBool.isError, true);
  const outside = await ctx.get('tools').execute({ callId: 'p', name: 'test_probe', arguments: { dir: '../..' }, signal: new AbortController().signal });
  assert.is(outside.isError, true);
  assert.match(outside.error.message, /^test_probe: dir "\.\.\/\.\." is outside the workspace /);
  assert.not.ok(existsSync('/tmp/dtc-should-not-exist'));
  await ctx.fiber.dispose();
});

mount('test_probe reports the suite command\'s usual duration from the configured stateDir\'s history, in its value and its text', async () => {
  const ws = mkdtempSync(join(tmpdir(), 'dtc-durations-ws-'));
  mkdirSync(join(ws, 'test'));
  writeFileSync(join(ws, 'test', 'a.test.mjs'), "import test from 'node:test';\ntest('a', () => {});\n");
  const stateDir = mkdtempSync(join(tmpdir(), 'dtc-durations-state-'));
  const ctx = await hostContext({ cwd: ws });
  await ctx.plugin(TestClosure, { stateDir });
  // With no session, the tool probes this process's cwd: the workspace, for this test.
  const before = process.cwd();
  process.chdir(ws);
  const probe = () => ctx.get('tools').execute({ callId: 'p', name: 'test_probe', arguments: {}, signal: new AbortController().signal });
  try {
    const unknown = await probe();
    assert.is(unknown.value.root, ws);
    assert.is(unknown.isError, false);
    assert.is(unknown.value.expectedDuration, undefined);
    assert.not.match(unknown.content[0].text, /usual duration/);
    // Another root's history and another command's are not this suite's.
    recordSuiteDuration(stateDir, { root: join(ws, 'test'), runner: 'node:test', command: unknown.value.command, durationMs: 1_000, at: 1 });
    recordSuiteDuration(stateDir, { root: ws, runner: 'node:test', command: `${unknown.value.command} --other`, durationMs: 1_000, at: 1 });
    assert.is((await probe()).value.expectedDuration, undefined);
    for (const durationMs of [152_000, 149_000]) recordSuiteDuration(stateDir, { root: ws, runner: 'node:test', command: unknown.value.command, durationMs, at: 1 });
    const known = await probe();
    assert.equal(known.value.expectedDuration, { expectedMs: 150_500, runs: 2 });
    assert.ok(known.content[0].text.includes(`\ncommand: ${unknown.value.command}\nusual duration: about 2m 31s (last 2 runs)\n`), known.content[0].text);
  } finally {
    process.chdir(before);
    await ctx.fiber.dispose();
  }
});

mount('a target with shell metacharacters is passed as literal arguments, never executed', async () => {
  const ws = mkdtempSync(join(tmpdir(), 'dtc-meta-'));
  mkdirSync(join(ws, 'test'));
  writeFileSync(join(ws, 'test', 'a.test.mjs'), "import test from 'node:test';\ntest('a', () => {});\n");
  const marker = join(ws, 'pwned');
  const ctx = await hostContext({ cwd: ws });
  await ctx.plugin(TestClosure, {});
  for (const target of [`; touch ${marker}`, `$(touch ${marker})`, `\`touch ${marker}\``, `a.test.mjs && touch ${marker}`, `| touch ${marker}`]) {
    const out = await ctx.get('tools').execute({ callId: 'm', name: 'test_run', arguments: { framework: 'node:test', target, timeout_ms: 30000 }, signal: new AbortController().signal });
    assert.is(out.isError, false, target);
    assert.not.ok(existsSync(marker), `executed: ${target}`);
  }
  await ctx.fiber.dispose();
});

mount.run();

const gate = suite('gate through the event bus (fake agent)');

gate('the real listener steers a red session and caps itself', async () => {
  // Drive the real gate with a store we can seed: apply's store is private, so register
  // the gate module directly on the same event bus the plugin uses.
  const { registerGate } = await import('../../src/plugin/gate.ts');
  const ctx = new Context() as any;
  const store = new ClosureStore();
  const { SessionBaselines } = await import('../../src/plugin/session-baselines.ts');
  const ws = mkdtempSync(join(tmpdir(), 'dtc-gate-'));
  registerGate(ctx, store, TestClosure.Config({ maxInterceptRounds: 2 } as never), new SessionBaselines(ctx, mkdtempSync(join(tmpdir(), 'dtc-state-'))));
  store.recordRun('s1', {
    ok: false, status: 'failed', summary: { total: 2, passed: 1, failed: 1, skipped: 0 }, summarySeen: true,
    failures: [{ name: 'a > b', kind: 'test', message: 'boom' }], failureCount: 1, command: 'npm test', runner: 'npm-test', turn: 1, exitCode: 1, timedOut: false, narrowed: false,
    scope: 'suite', verdict: { verified: false, blockers: [{ check: 'passed', status: 'failed', exitCode: 1, total: 2 }] }, root: ws, fingerprint: 'f', testFilesChanged: [],
  });
  const steers: any[] = [];
  const appended: any[] = [];
  const agent = { id: 's1', steer: (m: any) => steers.push(m), session: { events: [], append: (type: string, m: any) => appended.push({ type, m }) } };
  let edit = 0;
  // Each stop follows an edit (the model is working): no interception is "no progress".
  const stop = () => {
    writeFileSync(join(ws, `edit-${++edit}.js`), '');
    return ctx.serial('agent/turn-stopping', { agent, turn: 1, signal: new AbortController().signal });
  };
  await stop();
  await stop();
  await stop();
  assert.is(steers.length, 2);
  assert.equal(steers[0].source, { kind: 'plugin', plugin: 'dsh-test-closure', form: 'notice', summary: 'test_run red (1 failed); interception 1/2', record: { kind: 'intercept' } });
  assert.ok(steers[1].content[0].text.includes('Since the previous run: 0 fixed, 1 still failing, 0 newly failing.'));
  assert.equal(store.get('s1')!.unresolved, { turn: 1, failing: ['a > b'] });
  // The release is recorded in the log, not steered: no further step runs.
  assert.is(appended.length, 1);
  assert.is(appended[0].type, 'user/message');
  assert.equal(appended[0].m.source.record, { kind: 'unresolved', unresolved: { turn: 1, failing: ['a > b'] } });
  await ctx.fiber.dispose();
});

gate.run();
