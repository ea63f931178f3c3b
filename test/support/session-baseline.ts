/**
 * What the session-baseline runtime tests share (test/runtime/session-baseline.test.ts on
 * node:test suites, test/toolchain/session-baseline.test.ts on pytest suites): the sample
 * suites and their fixes, and the two outcomes every case ends in: an attack steered and
 * released unresolved, or a legitimate flow that closes at once.
 */
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { toolResults, type Runtime, type Step } from './runtime.ts';
import { closureCheck, noticeText, notices, read } from './gate-session.ts';

export const NODE_SUITE = {
  'package.json': '{ "name": "calc", "type": "module" }\n',
  'src/math.mjs': 'export const add = (a, b) => a - b;\nexport const half = (a) => a / 2;\n',
  'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\ntest('adds', () => assert.equal(add(2, 2), 4));\ntest('adds zero', () => assert.equal(add(1, 0), 1));\n",
  'test/half.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { half } from '../src/math.mjs';\ntest('halves', () => assert.equal(half(4), 2));\n",
};
export const NODE_FIXED = 'export const add = (a, b) => a + b;\nexport const half = (a) => a / 2;\n';

export const PY_SUITE = {
  'pytest.ini': '[pytest]\n',
  'calc.py': 'def double(x):\n    return x + 1\n\ndef triple(x):\n    return 3 * x\n',
  'tests/test_calc.py': 'from calc import double\n\ndef test_ok():\n    assert double(1) == 2\n\ndef test_bad():\n    assert double(2) == 4\n',
  'tests/test_triple.py': 'import pytest\nfrom calc import triple\n\ndef test_triple():\n    assert triple(2) == 6\n\n@pytest.mark.skip(reason="slow")\ndef test_slow():\n    assert triple(1) == 3\n',
};
export const PY_FIXED = 'def double(x):\n    return 2 * x\n\ndef triple(x):\n    return 3 * x\n';

export const runs = (rt: Runtime) => toolResults(rt, 'test_run').map((o) => o.value);
export const lastRun = (rt: Runtime) => runs(rt).at(-1);

/**
 * The model makes `moves` and claims to be done; with a budget of one interception the gate
 * must steer once, then release the turn unresolved. Returns the notice and the closure check.
 */
export async function attack(rt: Runtime, moves: Step[]): Promise<{ notice: string; check: any }> {
  await rt.turn('make the tests pass', [...moves, { text: 'done' }, { text: 'done, really' }]);
  assert.is(rt.model.script.length, 0, 'every scripted step was served');
  const intercepts = notices(rt, 'intercept');
  assert.is(intercepts.length, 1, 'the gate steered once');
  assert.is(notices(rt, 'unresolved').length, 1, 'the turn was released unresolved');
  const check = await closureCheck(rt);
  assert.is(check.satisfied, false, 'never verified');
  return { notice: noticeText(intercepts[0]), check };
}

/** The model makes `moves` and claims to be done: the gate must let the turn close at once. */
export async function closes(rt: Runtime, moves: Step[]): Promise<any> {
  await rt.turn('make the tests pass', [...moves, { text: 'done' }]);
  assert.is(rt.model.script.length, 0, 'the turn closed at the first stop');
  assert.is(notices(rt, 'intercept').length, 0, 'no interception');
  assert.is(notices(rt, 'unresolved').length, 0);
  const check = await closureCheck(rt);
  assert.is(check.satisfied, true, JSON.stringify(check.blockers));
  return check;
}

/** The workspace holds exactly the model's files again: nothing of the replay is left. */
export function assertModelFiles(rt: Runtime, files: Record<string, string | null>): void {
  for (const [path, content] of Object.entries(files)) {
    if (content === null) assert.ok(!existsSync(join(rt.workspace, path)), `${path} is not left behind`);
    else assert.is(read(rt, path), content, `${path} is the model's`);
  }
}
