/**
 * The fairer loop (test/runtime/fairer-loop.test.ts) on a real pytest suite: flaky
 * confirmation tells the flaky test from the broken one by count-based evidence. Needs python3
 * with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { withBootedRuntime } from '../support/runtime.ts';
import { notices, runs } from '../support/gate-session.ts';

// ---

const FLAKY_PYTEST = {
  'pytest.ini': '[pytest]\n',
  'tests/test_flaky.py':
    "import pathlib\n\nMARKER = pathlib.Path(__file__).parent.parent / '.flaky-ran'\n\ndef test_sometimes():\n    if not MARKER.exists():\n        MARKER.write_text('')\n        assert False, 'first run fails'\n\ndef test_broken():\n    assert 1 == 2\n\ndef test_fine():\n    pass\n",
};

const flaky = suite('flaky confirmation');

flaky('pytest: the count-based evidence tells the flaky test from the broken one', () =>
  withBootedRuntime({ files: FLAKY_PYTEST, config: { confirmFailures: 3, flaky: 'allow', maxInterceptRounds: 1 } }, async (rt) => {
    await rt.turn('check', [{ call: 'test_run' }, { text: 'done' }, { text: 'done' }]);
    const { value } = runs(rt)[0]!;
    assert.equal(value.failures.map((f: any) => f.name).sort(), ['tests/test_flaky.py::test_broken', 'tests/test_flaky.py::test_sometimes']);
    assert.equal(value.flaky, { names: ['tests/test_flaky.py::test_sometimes'], blocks: false });
    assert.ok(value.notes.includes('confirmFailures: re-ran the 2 failing tests 3 times: 1 passed on a re-run (flaky)'), value.notes.join('|'));
    assert.is(value.verdict.verified, false, 'the broken test still blocks');
    assert.is(notices(rt, 'intercept').length, 1);
  }));

flaky.run();
