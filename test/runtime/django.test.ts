/**
 * The closed loop for a Django project on the real dsh runtime (in-process; only the model is
 * scripted): Django's manage.py makes it unittest's through `manage.py test -v 2` (plain
 * `python3 -m unittest` cannot load its settings), on the project's virtualenv; a red run
 * names the failing test and where it failed, last_failed re-runs it by its label, the fix's
 * plain run is green and the turn closes. Django is Debian's python3-django (.ci/run installs
 * it), reached through a virtualenv with the system site-packages, as a project's own venv
 * would hold it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';

const valueOf = (o: { value: any }) => o.value;
/** Debian's interpreter, which python3-django installs into. */
const SYSTEM_PYTHON = '/usr/bin/python3';

const FILES = {
  'manage.py': [
    'import os',
    'import sys',
    '',
    'if __name__ == "__main__":',
    '    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")',
    '    from django.core.management import execute_from_command_line',
    '    execute_from_command_line(sys.argv)',
    '',
  ].join('\n'),
  'config/__init__.py': '',
  'config/settings.py': 'SECRET_KEY = "test"\nINSTALLED_APPS = ["shop"]\nDATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}\nUSE_TZ = True\n',
  'shop/__init__.py': '',
  'shop/pricing.py': 'def total(prices):\n    return sum(prices) + 1\n',
  'shop/tests.py': [
    'from django.test import SimpleTestCase',
    '',
    'from shop.pricing import total',
    '',
    '',
    'class PricingTests(SimpleTestCase):',
    '    def test_total(self):',
    '        self.assertEqual(total([1, 2, 3]), 6)',
    '',
    '    def test_callable(self):',
    '        self.assertTrue(callable(total))',
    '',
  ].join('\n'),
};

const loop = suite('closed loop (Django manage.py test, real runtime)');

loop('probe -> red -> last_failed by label -> fix -> green -> turn closes', async () => {
  const django = spawnSync(SYSTEM_PYTHON, ['-c', 'import django; print(django.get_version())'], { encoding: 'utf8' });
  assert.is(django.status, 0, `Django must be importable by ${SYSTEM_PYTHON} (apt-get install python3-django): ${django.stderr}`);
  const rt = await bootRuntime({ files: FILES });
  try {
    const venv = spawnSync(SYSTEM_PYTHON, ['-m', 'venv', '--without-pip', '--system-site-packages', join(rt.workspace, '.venv')], { encoding: 'utf8' });
    assert.is(venv.status, 0, venv.stderr);
    await rt.turn('make the tests pass', [
      { call: 'test_probe' },
      { call: 'test_run' },
      { call: 'test_run', args: { last_failed: true } },
      { text: 'done' },
      { call: 'test_run', before: () => writeFileSync(join(rt.workspace, 'shop/pricing.py'), 'def total(prices):\n    return sum(prices)\n') },
      { text: 'fixed and verified' },
    ]);
    const probe = valueOf(toolResults(rt, 'test_probe')[0]!);
    assert.is(probe.framework, 'unittest');
    assert.is(probe.configPath, 'manage.py');
    assert.is(probe.command, '.venv/bin/python manage.py test -v 2 < /dev/null');
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, 3);
    assert.is(runs[0].status, 'failed');
    assert.equal(runs[0].summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
    assert.equal(runs[0].failures.map((f: any) => [f.name, f.message, f.location]), [['test_total (shop.tests.PricingTests.test_total)', 'AssertionError: 7 != 6', 'shop/tests.py:8']]);
    // Django's labels are unittest's ids.
    assert.is(runs[1].command, '.venv/bin/python manage.py test -v 2 shop.tests.PricingTests.test_total < /dev/null');
    assert.equal(runs[1].summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
    assert.is(runs[2].status, 'passed');
    assert.equal(runs[2].summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
    assert.is(runs[2].verdict.verified, true);
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
  } finally {
    await rt.dispose();
  }
});

loop.run();
