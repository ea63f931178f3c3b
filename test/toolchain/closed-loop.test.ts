/**
 * The closed loop (test/support/closed-loop.ts) on the runners that need a toolchain besides
 * Node: go test (Debian's golang-go), cargo test (Debian's cargo), Python's unittest, and a
 * Django project's manage.py test (Debian's python3-django on /usr/bin/python3, reached through
 * a virtualenv with the system site-packages, as a project's own venv would hold it), RSpec
 * (Debian's ruby-rspec), Minitest through Ruby (ruby-minitest), both also through Bundler's
 * `bundle exec` (Debian's bundler), and ExUnit through mix (elixir).
 * `.ci/run` installs them; scripts/check-prereqs.mjs --all names what is missing.
 */
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { closedLoopSuites } from '../support/closed-loop.ts';
import { MINITEST_LOADER } from '../../src/runners/minitest/runner.ts';
import { BUNDLED_MINITEST_PROJECT, BUNDLED_RSPEC_PROJECT, CARGO_CRATE, DJANGO_PROJECT, GO_MODULE, MINITEST_PROJECT, MIX_PROJECT, RSPEC_PROJECT, UNITTEST_PACKAGE } from '../support/sample-projects.ts';

/** Debian's interpreter, which python3-django installs into. */
const SYSTEM_PYTHON = '/usr/bin/python3';

closedLoopSuites([
  {
    title: 'go test',
    files: GO_MODULE.files,
    fix: GO_MODULE.fixed,
    probe: { framework: 'go', command: 'go test -v -count=1 ./... < /dev/null' },
    red: {
      summary: { total: 4, passed: 3, failed: 1, skipped: 0 },
      failure: (f) => [f.name, f.kind, f.message],
      failures: [['example.com/calc/TestAdd', 'test', 'Add(2, 2) = 0, want 4']],
    },
    // -run over the failing test's package.
    lastFailed: { inLoop: false, command: "go test -v -count=1 -run '^(TestAdd)$' example.com/calc < /dev/null", summary: { total: 1, passed: 0, failed: 1, skipped: 0 } },
    green: { summary: { total: 4, passed: 4, failed: 0, skipped: 0 } },
  },
  {
    title: 'cargo test',
    files: CARGO_CRATE.files,
    fix: CARGO_CRATE.fixed,
    runArgs: { timeout_ms: 600_000 },
    probe: { framework: 'cargo', command: 'cargo test --no-fail-fast --color never < /dev/null' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      // libtest's name for the test.
      failure: (f) => [f.name, f.kind],
      failures: [['tests::adds', 'test']],
      check: (run) => assert.match(run.failures[0].message, /left == right/),
    },
    // The failing test by its exact name.
    lastFailed: { inLoop: false, command: 'cargo test --no-fail-fast --color never -- --exact tests::adds < /dev/null', summary: { total: 1, passed: 0, failed: 1, skipped: 0 } },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 } },
  },
  {
    title: 'unittest',
    files: UNITTEST_PACKAGE.files,
    fix: UNITTEST_PACKAGE.fixed,
    // unittest modules and no pytest: unittest's.
    probe: { framework: 'unittest', command: 'python3 -m unittest -v < /dev/null' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      failure: (f) => [f.kind, f.message],
      failures: [['test', 'AssertionError: 0 != 4']],
      check: (run) => {
        // Named as unittest names it (3.11+ adds the method to the class path).
        assert.match(run.failures[0].name, /^test_add \(tests\.test_calc\.TestCalc(?:\.test_add)?\)$/);
        assert.is(run.summarySeen, true);
      },
    },
    // The failing test by its unittest id.
    lastFailed: {
      inLoop: false,
      command: 'python3 -m unittest -v tests.test_calc.TestCalc.test_add < /dev/null',
      summary: { total: 1, passed: 0, failed: 1, skipped: 0 },
      check: (run) => assert.is(run.narrowed, true),
    },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 }, check: (run) => assert.is(run.ok, true) },
  },
  {
    title: 'Django manage.py test',
    files: DJANGO_PROJECT.files,
    fix: DJANGO_PROJECT.fixed,
    prepare: (rt) => {
      const django = spawnSync(SYSTEM_PYTHON, ['-c', 'import django; print(django.get_version())'], { encoding: 'utf8' });
      assert.is(django.status, 0, `Django must be importable by ${SYSTEM_PYTHON} (apt-get install python3-django): ${django.stderr}`);
      const venv = spawnSync(SYSTEM_PYTHON, ['-m', 'venv', '--without-pip', '--system-site-packages', join(rt.workspace, '.venv')], { encoding: 'utf8' });
      assert.is(venv.status, 0, venv.stderr);
    },
    // manage.py makes it unittest's through `manage.py test -v 2` (plain `python3 -m unittest`
    // cannot load its settings), on the project's virtualenv.
    probe: { framework: 'unittest', configPath: 'manage.py', command: '.venv/bin/python manage.py test -v 2 < /dev/null' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      failure: (f) => [f.name, f.message, f.location],
      failures: [['test_total (shop.tests.PricingTests.test_total)', 'AssertionError: 7 != 6', 'shop/tests.py:8']],
    },
    // Django's labels are unittest's ids.
    lastFailed: { inLoop: true, command: '.venv/bin/python manage.py test -v 2 shop.tests.PricingTests.test_total < /dev/null', summary: { total: 1, passed: 0, failed: 1, skipped: 0 } },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 } },
  },
  {
    title: 'rspec',
    files: RSPEC_PROJECT.files,
    fix: RSPEC_PROJECT.fixed,
    // .rspec decides; the command line pins the documentation formatter, whatever .rspec names.
    probe: { framework: 'rspec', configPath: '.rspec', command: 'rspec --no-color --format documentation < /dev/null' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      // The example's full description; the location as RSpec prints it.
      failure: (f) => [f.name, f.kind, f.location],
      failures: [['Calc adds', 'test', './spec/calc_spec.rb:5']],
      check: (run) => assert.match(run.failures[0].message, /expected: 4/),
    },
    // The failing example by its full description.
    lastFailed: { inLoop: false, command: "rspec --no-color --format documentation -e 'Calc adds' < /dev/null", summary: { total: 1, passed: 0, failed: 1, skipped: 0 } },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 } },
  },
  {
    title: 'rspec through bundle exec',
    files: BUNDLED_RSPEC_PROJECT.files,
    fix: BUNDLED_RSPEC_PROJECT.fixed,
    // The Gemfile decides; its lock locks rspec-core, so the command runs through the bundle.
    probe: { framework: 'rspec', configPath: 'Gemfile', command: 'bundle exec rspec --no-color --format documentation < /dev/null' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      failure: (f) => [f.name, f.kind, f.location],
      failures: [['Calc adds', 'test', './spec/calc_spec.rb:5']],
    },
    lastFailed: { inLoop: false, command: "bundle exec rspec --no-color --format documentation -e 'Calc adds' < /dev/null", summary: { total: 1, passed: 0, failed: 1, skipped: 0 } },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 } },
  },
  {
    title: 'minitest',
    files: MINITEST_PROJECT.files,
    fix: MINITEST_PROJECT.fixed,
    // The Rakefile's test task decides; the test files run through Ruby.
    probe: { framework: 'minitest', configPath: 'Rakefile' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      failure: (f) => [f.name, f.kind, f.location],
      failures: [['CalcTest#test_adds', 'test', 'test/calc_test.rb:5']],
      check: (run) => {
        assert.ok(run.command.startsWith("ruby -Ilib -Itest -e '"), run.command);
        assert.match(run.failures[0].message, /Expected: 4/);
      },
    },
    // The failing test by one anchored -n.
    lastFailed: {
      inLoop: false,
      command: `ruby -Ilib -Itest -e '${MINITEST_LOADER}' -- -v -n '/^(?:CalcTest#test_adds)$/' < /dev/null`,
      summary: { total: 1, passed: 0, failed: 1, skipped: 0 },
    },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 } },
  },
  {
    title: 'minitest through bundle exec',
    files: BUNDLED_MINITEST_PROJECT.files,
    fix: BUNDLED_MINITEST_PROJECT.fixed,
    // The Rakefile decides; the lock locks minitest, so Ruby runs through the bundle.
    probe: { framework: 'minitest', configPath: 'Rakefile', command: `bundle exec ruby -Ilib -Itest -e '${MINITEST_LOADER}' -- -v < /dev/null` },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      failure: (f) => [f.name, f.kind, f.location],
      failures: [['CalcTest#test_adds', 'test', 'test/calc_test.rb:5']],
    },
    lastFailed: {
      inLoop: false,
      command: `bundle exec ruby -Ilib -Itest -e '${MINITEST_LOADER}' -- -v -n '/^(?:CalcTest#test_adds)$/' < /dev/null`,
      summary: { total: 1, passed: 0, failed: 1, skipped: 0 },
    },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 } },
  },
  {
    title: 'mix test',
    files: MIX_PROJECT.files,
    fix: MIX_PROJECT.fixed,
    // mix compiles before the first test.
    runArgs: { timeout_ms: 600_000 },
    probe: { framework: 'exunit', configPath: 'mix.exs', command: 'mix test --force --no-color < /dev/null' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      // ExUnit's name for the test.
      failure: (f) => [f.name, f.kind, f.location],
      failures: [['test adds (CalcTest)', 'test', 'test/calc_test.exs:5']],
    },
    // The failing test by its test tag; ExUnit counts the others as excluded.
    lastFailed: { inLoop: false, command: "mix test --force --no-color --only 'test:test adds' < /dev/null", summary: { total: 2, passed: 0, failed: 1, skipped: 1 } },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 } },
  },
]);
