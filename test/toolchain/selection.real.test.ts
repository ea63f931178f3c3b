/**
 * The last_failed selection on a real pytest (the Node runners are in
 * test/runtime/selection.real.test.ts): failing node ids, parametrized with spaces and quotes,
 * run exactly. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ANSI, plan, project, run } from '../support/planned-runs.ts';

const selection = suite('plan: real runners run exactly the last_failed selection');

selection('pytest: failing node ids, parametrized with spaces and quotes, run exactly', async () => {
  const dir = project({
    'test_sel.py': [
      'import pytest',
      "@pytest.mark.parametrize('v', ['a b', \"it's\", 'c'])",
      'def test_param(v):',
      '    assert v',
      'def test_other():',
      '    assert True',
      '',
    ].join('\n'),
  });
  // This tier has pytest (scripts/check-prereqs.mjs --all): its absence is a failure, not a skip.
  const probeRun = await run('python3 -c "import pytest"', dir, {});
  assert.is(probeRun.status, 0, probeRun.output);
  const p = plan('pytest', { lastFailed: ['test_sel.py::test_param[a b]', "test_sel.py::test_param[it's]"] });
  const { status, output } = await run(p.command, dir, p.env);
  assert.is(status, 0, output);
  assert.match(output, /\b2 passed\b/, output);
  assert.not.match(output, /3 passed|4 passed/, output);
  assert.not.match(output, ANSI);
});

selection.run();
