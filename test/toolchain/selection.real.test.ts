/**
 * The last_failed selection on real pytest, RSpec and Minitest (the Node runners are in
 * test/runtime/selection.real.test.ts): the failing tests, and only they, run. Needs python3
 * with pytest, rspec, and ruby with minitest (scripts/check-prereqs.mjs --all names them): in
 * this tier their absence is a failure, not a skip.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { ANSI, plan, project, run } from '../support/planned-runs.ts';
import { FIXTURES_ROOT, loadFixtures } from '../support/fixtures.ts';
import { parseRSpecOutput } from '../../src/runners/rspec/parse.ts';
import { selectRSpecTests } from '../../src/runners/rspec/selection.ts';
import { parseMinitestOutput } from '../../src/runners/minitest/parse.ts';
import { selectMinitestTests } from '../../src/runners/minitest/selection.ts';
import { MINITEST_LOADER } from '../../src/runners/minitest/runner.ts';

const fixtureText = (dir: string, id: string): string => loadFixtures(dir).find((f) => f.id === `${dir}/${id}`)!.output;

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

selection('rspec: the filters run exactly the failing examples of a real project', () => {
  const before = parseRSpecOutput(fixtureText('rspec', '3.12-nested-progress'));
  const s = selectRSpecTests(before.failures.map((f) => f.name), [])!;
  // The planned formatter: its tree lists no other example.
  const run = spawnSync('rspec', ['--no-color', '--format', 'documentation', ...s.flags, ...s.operands], { cwd: `${FIXTURES_ROOT}projects/rspec/nested`, encoding: 'utf8' });
  assert.ok(run.error === undefined, `rspec: ${run.error?.message}`);
  const after = parseRSpecOutput(`${run.stdout}${run.stderr}`);
  assert.equal(after.summary, { total: 2, passed: 0, failed: 2, skipped: 0 });
  assert.equal(after.failures.map((f) => f.name), before.failures.map((f) => f.name));
  assert.equal(after.tests, { passed: [], skipped: [] });
});

selection('minitest: the pattern runs exactly the failing tests of a real project', () => {
  const project = `${FIXTURES_ROOT}projects/minitest/unicode-names`;
  const before = parseMinitestOutput(fixtureText('minitest', '5.17-unicode-names-verbose'));
  const s = selectMinitestTests(before.failures.map((f) => f.name), [])!;
  // Under the machine's locale and under C, where Ruby reads the argument as bytes.
  for (const locale of [{}, { LANG: 'C', LC_ALL: 'C' }]) {
    const run = spawnSync('ruby', ['-Ilib', '-Itest', '-e', MINITEST_LOADER, 'test/unicode_test.rb', '-v', ...s.flags], { cwd: project, encoding: 'utf8', env: { ...process.env, ...locale } });
    assert.ok(run.error === undefined, `ruby: ${run.error?.message}`);
    const after = parseMinitestOutput(`${run.stdout}${run.stderr}`);
    assert.equal(after.summary, { total: 2, passed: 0, failed: 2, skipped: 0 }, JSON.stringify(locale));
    assert.equal(after.failures.map((f) => f.name).sort(), before.failures.map((f) => f.name).sort());
  }
});

selection.run();
