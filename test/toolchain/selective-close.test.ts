/**
 * The selective close on go and pytest through whole session calls (call/test-call.ts), the
 * host's ports replaced by the local shell: real runs, the real record. go selects packages
 * (its unit), pytest test files; a conftest change runs the whole suite. Needs go and pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { callPlanner } from '../../src/call/planner.ts';
import { toolValue } from '../../src/call/record.ts';
import { prepareCall } from '../../src/call/test-call.ts';
import type { ExecutePort, Execution } from '../../src/call/run-plan.ts';
import { allChecks } from '../../src/closure/checks.ts';
import { DEFAULT_LOOP_POLICY } from '../../src/closure/policy.ts';
import { ClosureStore, emptyClosure } from '../../src/closure/state.ts';
import { runLocally } from '../../src/cli/local-run.ts';
import { fingerprintWorkspace } from '../../src/workspace/fingerprint.ts';

const close = suite('the selective close on go and pytest');

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function session(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'dtc-close-tc-'));
  write(root, files);
  const stateDir = mkdtempSync(join(tmpdir(), 'dtc-close-tc-state-'));
  const store = new ClosureStore(() => emptyClosure());
  const state = store.of({ id: 'tc' } as never);
  const settings = { planner: callPlanner({}), stateDir, policy: DEFAULT_LOOP_POLICY, checks: allChecks(true), defaultTimeoutMs: 120_000, tailChars: 2000 };
  let turn = 0;
  const call = async () => {
    const commands: string[] = [];
    const prepared = await prepareCall({ root, args: {}, settings, ports: { fingerprint: () => fingerprintWorkspace(root) }, session: { id: 'tc', store, state, turn: ++turn, otherJobsRunning: false } });
    const port: ExecutePort = { root, sandboxMode: undefined, execute: (e: Execution) => (commands.push(e.plannedCommand), runLocally({ command: e.command, cwd: root, env: e.env, timeoutMs: e.timeoutMs, cookie: e.cookie })) };
    const record = await prepared.record(await prepared.run(port));
    return { value: toolValue(record), verified: record.verdict.verified, commands };
  };
  return { root, call };
}

close('go: a package and those that import it re-run; a red package is red; the fix closes', async () => {
  const { root, call } = session({
    'go.mod': 'module example.com/m\n\ngo 1.19\n',
    'util/util.go': 'package util\n\nfunc One() int { return 1 }\n',
    'util/util_test.go': 'package util\n\nimport "testing"\n\nfunc TestOne(t *testing.T) { if One() != 1 { t.Fatal("one") } }\n',
    'calc/calc.go': 'package calc\n\nimport "example.com/m/util"\n\nfunc Add(a, b int) int { return a + b + util.One() - 1 }\n',
    'calc/calc_test.go': 'package calc\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) { if Add(1, 2) != 3 { t.Fatal("bad") } }\n',
    'other/other_test.go': 'package other\n\nimport "testing"\n\nfunc TestOther(t *testing.T) {}\n',
  });
  const first = await call();
  assert.is(first.value.status, 'passed');
  write(root, { 'util/util.go': 'package util\n\nfunc One() int { return 1 } // edited\n' });
  const both = await call();
  assert.ok(both.verified);
  assert.equal(both.commands, ['go test -v -count=1 ./calc ./util < /dev/null']);
  assert.ok(both.value.notes.includes('verifies the suite: 2 packages re-run; 1 unchanged since their pass in run 1'), both.value.notes.join('\n'));
  write(root, { 'calc/calc.go': 'package calc\n\nimport "example.com/m/util"\n\nfunc Add(a, b int) int { return a + b + util.One() }\n' });
  const red = await call();
  assert.is(red.value.status, 'failed');
  assert.not.ok(red.verified);
  write(root, { 'calc/calc.go': 'package calc\n\nimport "example.com/m/util"\n\nfunc Add(a, b int) int { return a + b + util.One() - 1 }\n' });
  const fixed = await call();
  assert.ok(fixed.verified);
  assert.ok(fixed.value.notes.includes('failures first: the 1 test that failed last passed on a re-run; then ran the packages whose inputs changed'), fixed.value.notes.join('\n'));
  assert.ok(fixed.value.notes.includes('verifies the suite: 1 package re-run; 2 unchanged since their pass in runs 1–2'), fixed.value.notes.join('\n'));
});

close('pytest: a module re-runs its test files; a conftest change runs the whole suite', async () => {
  const { root, call } = session({
    'pytest.ini': '[pytest]\n',
    'calc/__init__.py': '',
    'calc/add.py': 'def add(a, b):\n    return a + b\n',
    'calc/mul.py': 'def mul(a, b):\n    return a * b\n',
    'tests/test_add.py': 'from calc.add import add\n\ndef test_add():\n    assert add(1, 2) == 3\n',
    'tests/test_mul.py': 'from calc.mul import mul\n\ndef test_mul():\n    assert mul(2, 3) == 6\n',
    'tests/conftest.py': '',
  });
  await call();
  write(root, { 'calc/mul.py': 'def mul(a, b):\n    return a * b  # edited\n' });
  const one = await call();
  assert.ok(one.verified);
  assert.ok(one.value.notes.includes('verifies the suite: 1 test file re-run; 1 unchanged since their pass in run 1'), one.value.notes.join('\n'));
  assert.ok(one.commands[0]!.includes('tests/test_mul.py') && !one.commands[0]!.includes('test_add'), one.commands[0]);
  write(root, { 'tests/conftest.py': 'import pytest\n' });
  const whole = await call();
  assert.ok(whole.value.notes.includes('ran the whole suite: tests/conftest.py changed, which every test reads'), whole.value.notes.join('\n'));
  assert.is(whole.value.summary.total, 2);
});

close.run();
