/**
 * Whole test calls (call/test-call.ts) with the hosts' ports replaced: the sequence both front
 * ends run, proven without booting a runtime. The ports are what differs between the hosts
 * (running a process, the fingerprint, the spill store, the log); everything else is the real
 * call: probe, plan, loop, parse, evidence, record and its views.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { callPlanner } from '../../src/call/planner.ts';
import { lastRunOf, logMeta, reportInputOf, toolValue } from '../../src/call/record.ts';
import type { Executed, ExecutePort, Execution } from '../../src/call/run-plan.ts';
import { prepareCall, type CallInput, type CallSettings } from '../../src/call/test-call.ts';
import { allChecks } from '../../src/closure/checks.ts';
import { DEFAULT_LOOP_POLICY } from '../../src/closure/policy.ts';
import { ClosureStore, emptyClosure } from '../../src/closure/state.ts';
import { runLocally } from '../../src/cli/local-run.ts';
import { fingerprintWorkspace } from '../../src/workspace/fingerprint.ts';
import { expectedSuiteDuration } from '../../src/closure/suite-durations.ts';
import { usualDurationNote } from '../../src/render/running.ts';

const call = suite('a whole test call, its ports replaced');

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dtc-call-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const NODE_SUITE = {
  'package.json': '{"name":"p","type":"module"}\n',
  'test/a.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('fails', () => assert.equal(1, 2));\ntest('passes', () => {});\n",
};

const SETTINGS: CallSettings = { planner: callPlanner({}), policy: DEFAULT_LOOP_POLICY, checks: allChecks(true), defaultTimeoutMs: 60_000, tailChars: 2000 };

/** A port that runs each process on the local shell, as the CLI does, and keeps what it was asked to run. */
function localPort(root: string, sandboxMode?: string): ExecutePort & { executions: Execution[] } {
  const executions: Execution[] = [];
  return {
    root,
    sandboxMode,
    executions,
    execute: (execution) => {
      executions.push(execution);
      return runLocally({ command: execution.command, cwd: root, env: execution.env, timeoutMs: execution.timeoutMs, cookie: execution.cookie });
    },
  };
}

function input(root: string, over: Partial<CallInput> = {}): CallInput {
  return { root, args: {}, settings: SETTINGS, ports: { fingerprint: () => fingerprintWorkspace(root) }, ...over };
}

call('without a session (the CLI): the runner writes its report file, the call reads it and removes it', async () => {
  const root = project(NODE_SUITE);
  const prepared = await prepareCall(input(root));
  const port = localPort(root);
  const record = await prepared.record(await prepared.run(port));
  const [execution] = port.executions;
  const destination = /--test-reporter-destination=(\S+)/.exec(execution!.command)?.[1];
  assert.ok(destination !== undefined, execution!.command);
  assert.is(execution!.plannedCommand, prepared.plan.command, 'people see the planned command');
  assert.not.ok(existsSync(destination!.replace(/^'|'$/g, '')), 'the report file is read and removed');
  // The tests listed by name are the report file's (planning/report-file.ts), in the CI report too.
  assert.equal(record.finished.parsed?.tests, { passed: ['passes'], skipped: [] });
  assert.equal(reportInputOf(record, '0.0.0')?.tests, { passed: ['passes'], skipped: [] });
  const value = toolValue(record);
  assert.is(value.status, 'failed');
  assert.equal(value.failures.map((f) => f.name), ['fails']);
  assert.is(value.command, prepared.plan.command, 'the value names the planned command');
  assert.is(logMeta(record), undefined, 'no session, nothing logged');
  assert.equal(lastRunOf(record, prepared.plan), { command: prepared.plan.command, framework: 'node:test', failures: value.failures });
});

call('without a session: the previous run of this suite puts its failing tests first', async () => {
  const root = project(NODE_SUITE);
  const first = await prepareCall(input(root));
  const red = await first.record(await first.run(localPort(root)));
  const previous = lastRunOf(red, first.plan);
  const second = await prepareCall(input(root, { previous }));
  const port = localPort(root);
  const record = await second.record(await second.run(port));
  assert.is(port.executions.length, 1, 'the failing test still fails: the suite does not run after it');
  assert.is(record.scope, 'failures-first');
  assert.is(toolValue(record).verdict.verified, false);
});

call('a sandbox denial is read from the output, whichever host ran it', async () => {
  const root = project(NODE_SUITE);
  const prepared = await prepareCall(input(root));
  const denied: ExecutePort = {
    root,
    sandboxMode: 'workspace-write',
    execute: async (): Promise<Executed> => ({
      exitCode: 1,
      timedOut: false,
      aborted: false,
      sandbox: { mode: 'workspace-write', denied: true },
      output: "Error: EACCES: permission denied, open '/etc/app.conf'\n",
      truncated: false,
      durationMs: 5,
    }),
  };
  const value = toolValue(await prepared.record(await prepared.run(denied)));
  assert.is(value.status, 'sandbox-denied');
  assert.is(value.sandbox.reason, 'a write to /etc/app.conf is outside the sandbox');
});

call('with a session: the run is judged by the gate, recorded in the state and logged', async () => {
  const root = project({ ...NODE_SUITE, 'test/a.test.mjs': "import test from 'node:test';\ntest('passes', () => {});\n" });
  const store = new ClosureStore(() => emptyClosure());
  const state = store.of({ id: 's1' } as never);
  const logged: string[] = [];
  const references = async (): Promise<string[]> => ['the full output: artifact a1'];
  const prepared = await prepareCall(input(root, { session: { id: 's1', store, state, turn: 3, otherJobsRunning: false }, ports: { fingerprint: () => fingerprintWorkspace(root), references, log: (l) => logged.push(l) } }));
  const record = await prepared.record(await prepared.run(localPort(root)));
  const value = toolValue(record);
  assert.is(value.status, 'passed');
  assert.is(value.verdict.verified, true);
  assert.is(value.notes.at(-1), 'the full output: artifact a1', 'the spill store names the output last');
  assert.is(state.lastRun?.turn, 3);
  assert.is(state.lastRun?.scope, 'suite');
  assert.is(logMeta(record)?.command, prepared.plan.command);
  assert.equal(record.recorded, state.lastRun);
});

call('a session\'s call plans the suite the session pinned, whatever the probe finds now', async () => {
  const root = project(NODE_SUITE);
  const store = new ClosureStore(() => emptyClosure());
  const state = store.of({ id: 's2' } as never);
  const session = { id: 's2', store, state, turn: 1, otherJobsRunning: false };
  const first = await prepareCall(input(root, { session }));
  await first.record(await first.run(localPort(root)));
  assert.is(state.suite?.command, first.plan.command);
  // A command the model names is another suite's run: it never verifies.
  const shaped = await prepareCall(input(root, { session: { ...session, turn: 2 }, args: { command: 'node --test test/' } }));
  assert.is(shaped.match.scope, 'custom');
});

call('a complete whole-suite run is the suite\'s duration; a run its limit stopped says how long the suite usually takes', async () => {
  const root = project({ ...NODE_SUITE, 'test/a.test.mjs': "import test from 'node:test';\ntest('passes', () => {});\n" });
  const stateDir = mkdtempSync(join(tmpdir(), 'dtc-call-state-'));
  const settings = { ...SETTINGS, stateDir };
  const prepared = await prepareCall(input(root, { settings }));
  const green = await prepared.record(await prepared.run(localPort(root)));
  const usual = expectedSuiteDuration(stateDir, { root, runner: prepared.plan.runner, command: prepared.plan.command });
  assert.is(usual?.runs, 1);
  assert.is(usual?.expectedMs, green.finished.result.durationMs);
  // A narrowed run is not the suite's duration.
  const narrowed = await prepareCall(input(root, { settings, args: { target: 'test/a.test.mjs' } }));
  await narrowed.record(await narrowed.run(localPort(root)));
  assert.is(expectedSuiteDuration(stateDir, { root, runner: prepared.plan.runner, command: prepared.plan.command })?.runs, 1);
  writeFileSync(join(root, 'test/a.test.mjs'), "import test from 'node:test';\ntest('hangs', () => new Promise(() => setInterval(() => {}, 1000)));\n");
  const hung = await prepareCall(input(root, { settings, args: { timeoutMs: 1500 } }));
  const value = toolValue(await hung.record(await hung.run(localPort(root))));
  assert.is(value.status, 'timed-out');
  assert.ok(value.notes.includes(usualDurationNote(usual!)), value.notes.join('\n'));
  assert.is(expectedSuiteDuration(stateDir, { root, runner: prepared.plan.runner, command: prepared.plan.command })?.runs, 1, 'a stopped run is no duration');
});

call.run();
