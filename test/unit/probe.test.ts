/**
 * probeWorkspace against real temporary workspaces: every detection rule in priority
 * order, the Python-only refinement, watch scripts, package managers, walk budgets,
 * skipped and symlinked directories, malformed package.json, and the root errors.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// describeWorkspace: the probe plus the command it plans, which these tests pin too.
import { describeWorkspace as probeWorkspace } from '../../src/planning/describe.ts';
import {
  MALFORMED_PACKAGE_JSON_SUFFIX,
  REASONS,
  rootMissingMessage,
  rootNotDirectoryMessage,
  rootUnreadableMessage,
} from '../../src/workspace/probe-messages.ts';
import { readScript } from '../../src/workspace/script.ts';
import { planCommand } from '../../src/planning/plan.ts';
import { RUNNER_KINDS, RUNNERS } from '../../src/runners/registry.ts';

const created: string[] = [];

/** Creates a workspace from `{ relativePath: contents }`; a trailing `/` makes an empty directory. */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dsh-probe-'));
  created.push(root);
  for (const [rel, contents] of Object.entries(files)) {
    const full = join(root, rel);
    if (rel.endsWith('/')) {
      mkdirSync(full, { recursive: true });
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, contents);
  }
  return root;
}

/** Asserts that `run` rejects with exactly `message`. */
async function rejectsWith(run: () => Promise<unknown>, message: string): Promise<void> {
  try {
    await run();
  } catch (error) {
    assert.instance(error, Error);
    assert.is((error as Error).message, message);
    return;
  }
  assert.unreachable(`expected rejection: ${message}`);
}

function pkg(json: unknown): string {
  return JSON.stringify(json);
}

process.on('exit', () => {
  for (const root of created) rmSync(root, { recursive: true, force: true });
});

// ---

const rules = suite('probe: detection rules');

rules('vitest in devDependencies → vitest, package.json as config, planned command', async () => {
  const root = workspace({ 'package.json': pkg({ devDependencies: { vitest: '^3' } }), 'src/a.test.ts': '' });
  const p = await probeWorkspace(root);
  assert.is(p.framework, 'vitest');
  assert.is(p.configPath, 'package.json');
  assert.is(p.reason, 'vitest is listed in package.json devDependencies');
  assert.is(p.command, 'npx --no -- vitest run --reporter=verbose --no-color < /dev/null');
  assert.equal(p.testFiles, ['src/a.test.ts']);
  assert.is(p.testFileCount, 1);
  assert.is(p.walkTruncated, false);
  assert.is(p.packageManager, 'npm');
  assert.is(p.parseAs, undefined);
  assert.is(p.watchScript, undefined);
  assert.is(p.root, root);
});

rules('vitest in dependencies is found too, and a vitest.config.* becomes configPath', async () => {
  const root = workspace({ 'package.json': pkg({ dependencies: { vitest: '1' } }), 'vitest.config.mts': '' });
  const p = await probeWorkspace(root);
  assert.is(p.framework, 'vitest');
  assert.is(p.configPath, 'vitest.config.mts');
  assert.is(p.reason, REASONS.dependency('vitest', 'dependencies'));
});

rules('a vitest.config.* alone (no package.json) → vitest', async () => {
  const p = await probeWorkspace(workspace({ 'vitest.config.ts': 'export default {}' }));
  assert.is(p.framework, 'vitest');
  assert.is(p.configPath, 'vitest.config.ts');
  assert.is(p.reason, 'vitest.config.ts is present');
});

rules('vitest outranks jest when both are declared', async () => {
  const p = await probeWorkspace(workspace({ 'package.json': pkg({ devDependencies: { jest: '29', vitest: '2' } }), 'jest.config.js': '' }));
  assert.is(p.framework, 'vitest');
});

rules('jest: in devDependencies, by jest.config.*, by a "jest" key', async () => {
  const dep = await probeWorkspace(workspace({ 'package.json': pkg({ devDependencies: { jest: '30' } }) }));
  assert.is(dep.framework, 'jest');
  assert.is(dep.configPath, 'package.json');
  assert.is(dep.reason, 'jest is listed in package.json devDependencies');
  assert.is(dep.command, 'npx --no -- jest --ci --verbose < /dev/null');

  const config = await probeWorkspace(workspace({ 'jest.config.cjs': 'module.exports = {}', '__tests__/x.js': '' }));
  assert.is(config.framework, 'jest');
  assert.is(config.configPath, 'jest.config.cjs');
  assert.is(config.reason, 'jest.config.cjs is present');
  assert.equal(config.testFiles, ['__tests__/x.js']);

  const key = await probeWorkspace(workspace({ 'package.json': pkg({ jest: { testEnvironment: 'node' } }) }));
  assert.is(key.framework, 'jest');
  assert.is(key.configPath, 'package.json');
  assert.is(key.reason, 'package.json has a "jest" key');
});

rules('mocha: in devDependencies, by .mocharc.*; after jest; its script refines it like jest\'s', async () => {
  const dep = await probeWorkspace(workspace({ 'package.json': pkg({ devDependencies: { mocha: '11.8.0' } }), 'test/a.test.js': '', 'test/unit/b.test.js': '' }));
  assert.is(dep.framework, 'mocha');
  assert.is(dep.configPath, 'package.json');
  assert.is(dep.reason, 'mocha is listed in package.json devDependencies');
  assert.is(dep.command, 'npx --no -- mocha --reporter spec --no-color < /dev/null');
  // mocha's default spec: ./test/*.{js,cjs,mjs}, not recursive.
  assert.equal(dep.testFiles, ['test/a.test.js']);

  const config = await probeWorkspace(workspace({ '.mocharc.yml': 'spec: test/**/*.js\n' }));
  assert.is(config.framework, 'mocha');
  assert.is(config.configPath, '.mocharc.yml');
  assert.is(config.reason, '.mocharc.yml is present');

  const jest = await probeWorkspace(workspace({ 'package.json': pkg({ devDependencies: { mocha: '1', jest: '1' } }) }));
  assert.is(jest.framework, 'jest');
  const plain = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'mocha' }, devDependencies: { mocha: '1' } }) }));
  assert.is(plain.framework, 'mocha');
  const suite = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'mocha --require ts-node/register' }, devDependencies: { mocha: '1' } }) }));
  assert.is(suite.framework, 'npm-test');
  assert.is(suite.parseAs, 'mocha');
  assert.is(suite.reason, 'mocha is listed in package.json devDependencies, but scripts.test is the suite: it passes its own options (--require ts-node/register)');
});

rules('playwright: @playwright/test declared, or a root playwright.config.*; after mocha; its script refines it', async () => {
  const dep = await probeWorkspace(workspace({ 'package.json': pkg({ devDependencies: { '@playwright/test': '^1.65.1' } }), 'tests/a.spec.ts': '', 'e2e/b.test.js': '', 'tests/helper.ts': '' }));
  assert.is(dep.framework, 'playwright');
  assert.is(dep.configPath, 'package.json');
  assert.is(dep.reason, '@playwright/test is listed in package.json devDependencies');
  assert.is(dep.command, 'npx --no -- playwright test --reporter=list < /dev/null');
  assert.equal([...dep.testFiles].sort(), ['e2e/b.test.js', 'tests/a.spec.ts']);

  const config = await probeWorkspace(workspace({ 'playwright.config.ts': 'export default {};\n', 'tests/a.spec.ts': '' }));
  assert.is(config.framework, 'playwright');
  assert.is(config.configPath, 'playwright.config.ts');
  assert.is(config.reason, 'playwright.config.ts is present');

  const mocha = await probeWorkspace(workspace({ 'package.json': pkg({ devDependencies: { mocha: '1', '@playwright/test': '1' } }) }));
  assert.is(mocha.framework, 'mocha');
  const plain = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'playwright test' }, devDependencies: { '@playwright/test': '1' } }) }));
  assert.is(plain.framework, 'playwright');
  const suite = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'playwright test --project=chromium' }, devDependencies: { '@playwright/test': '1' } }) }));
  assert.is(suite.framework, 'npm-test');
  assert.is(suite.parseAs, 'playwright');
  assert.is(suite.reason, '@playwright/test is listed in package.json devDependencies, but scripts.test is the suite: it passes its own options (--project=chromium)');
});

rules('bun: a `bun test` script, or a bun lockfile with test files; a declared runner comes first', async () => {
  const script = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'bun test' } }), 'src/a.test.ts': '' }));
  assert.is(script.framework, 'bun');
  assert.is(script.reason, 'package.json scripts.test runs bun test');
  assert.is(script.command, 'bun test < /dev/null');
  assert.equal(script.testFiles, ['src/a.test.ts']);
  const more = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'bun test --preload ./setup.ts' } }) }));
  assert.is(more.framework, 'npm-test');
  assert.is(more.parseAs, 'bun');
  const lock = await probeWorkspace(workspace({ 'bun.lockb': '', 'package.json': pkg({}), 'a.test.js': '' }));
  assert.is(lock.framework, 'bun');
  assert.is(lock.configPath, 'bun.lockb');
  assert.is(lock.reason, "bun.lockb is present (bun's lockfile) and no runner is declared");
  const declared = await probeWorkspace(workspace({ 'bun.lock': '', 'package.json': pkg({ devDependencies: { vitest: '3' } }) }));
  assert.is(declared.framework, 'vitest');
  const noTests = await probeWorkspace(workspace({ 'bun.lock': '', 'test/x.py': '' }));
  assert.is.not(noTests.framework, 'bun');
});

rules('a declared runner outranks a plain test script; scripts.test outranks pytest markers', async () => {
  const jest = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'jest --ci --verbose' }, devDependencies: { jest: '1' } }) }));
  assert.is(jest.framework, 'jest');
  const npm = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'node --test' } }), 'pytest.ini': '[pytest]\n' }));
  assert.is(npm.framework, 'npm-test');
});

rules('scripts.test → npm-test with parseAs from the script', async () => {
  const cases: Array<[string, string | undefined]> = [
    ['node --test', 'node:test'],
    ['tsc -b && node --import tsx --test test/', 'node:test'],
    ['cross-env NODE_ENV=test ./node_modules/.bin/jest --coverage', 'jest'],
    ['python -m pytest -q', 'pytest'],
    ['mocha', 'mocha'],
    ['ava', undefined],
  ];
  for (const [script, parseAs] of cases) {
    const p = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: script } }) }));
    assert.is(p.framework, 'npm-test', script);
    assert.is(p.configPath, 'package.json', script);
    assert.is(p.reason, 'package.json defines scripts.test', script);
    assert.is(p.parseAs, parseAs, script);
    assert.is(p.command, 'npm test < /dev/null', script);
  }
});

rules("npm's default test script is not a test suite: the next rules decide", async () => {
  const p = await probeWorkspace(
    workspace({ 'package.json': pkg({ scripts: { test: 'echo "Error: no test specified" && exit 1' } }), 'test/a.js': '' }),
  );
  assert.is(p.framework, 'node:test');
  assert.is(p.configPath, undefined);
  const none = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'echo "Error: no test specified" && exit 1' } }) }));
  assert.is(none.framework, null);
});

rules('pytest markers, each on its own', async () => {
  const cases: Array<[Record<string, string>, string, string]> = [
    [{ 'pyproject.toml': '[project]\nname="x"\n[tool.pytest.ini_options]\naddopts="-q"\n' }, 'pyproject.toml', 'pyproject.toml contains [tool.pytest…]'],
    [{ 'pytest.ini': '' }, 'pytest.ini', 'pytest.ini is present'],
    [{ 'setup.cfg': '[metadata]\n[tool:pytest]\n' }, 'setup.cfg', 'setup.cfg contains [tool:pytest]'],
    [{ 'tox.ini': '[tox]\n[pytest]\n' }, 'tox.ini', 'tox.ini contains [pytest]'],
    [{ 'conftest.py': '' }, 'conftest.py', 'conftest.py is present'],
    [{ 'tests/conftest.py': '', 'tests/unit/conftest.py': '' }, 'tests/conftest.py', 'tests/conftest.py is present'],
  ];
  for (const [files, configPath, reason] of cases) {
    const p = await probeWorkspace(workspace({ ...files, 'tests/test_x.py': '', 'pkg/y_test.py': '', 'web/a.test.js': '' }));
    assert.is(p.framework, 'pytest', configPath);
    assert.is(p.configPath, configPath);
    assert.is(p.reason, reason);
    assert.is(p.command, 'python3 -m pytest -v -rfE --tb=short --color=no < /dev/null');
    // The listing follows the framework: Python tests only, not the stray JS test.
    assert.equal(p.testFiles, ['pkg/y_test.py', 'tests/test_x.py']);
  }
});

rules('pytest.ini wins over pyproject.toml (pytest precedence); files without the section do not count', async () => {
  const both = await probeWorkspace(workspace({ 'pytest.ini': '', 'pyproject.toml': '[tool.pytest.ini_options]\n' }));
  assert.is(both.configPath, 'pytest.ini');
  const unmarked = await probeWorkspace(workspace({ 'pyproject.toml': '[tool.black]\n', 'setup.cfg': '[flake8]\n', 'tox.ini': '[tox]\n' }));
  assert.is(unmarked.framework, null);
});

rules('node:test from *.test.* / *.spec.* files or JS files under test/ and tests/', async () => {
  const byName = await probeWorkspace(workspace({ 'src/a.spec.mjs': '', 'src/b.test.cjs': '', 'src/index.js': '' }));
  assert.is(byName.framework, 'node:test');
  assert.is(byName.configPath, undefined);
  assert.is(byName.reason, 'JS/TS test files were found and no runner is declared');
  assert.is(byName.command, 'node --test --test-reporter=spec --test-reporter-destination=stdout < /dev/null');
  assert.equal(byName.testFiles, ['src/a.spec.mjs', 'src/b.test.cjs']);

  const byDir = await probeWorkspace(workspace({ 'test/basics.js': '', 'tests/more.ts': '', 'tests/types.d.ts': '', 'test/data.json': '' }));
  assert.is(byDir.framework, 'node:test');
  assert.equal(byDir.testFiles, ['test/basics.js', 'tests/more.ts']);
});

rules('refinement: only Python test files and nothing declaring pytest → pytest, not node:test', async () => {
  const p = await probeWorkspace(workspace({ 'tests/test_core.py': '', 'src/pkg/__init__.py': '', 'src/pkg/io_test.py': '' }));
  assert.is(p.framework, 'pytest');
  assert.is(p.configPath, undefined);
  assert.is(p.reason, 'only Python test files (test_*.py, *_test.py) were found');
  assert.equal(p.testFiles, ['src/pkg/io_test.py', 'tests/test_core.py']);
});

rules("refinement: Django's manage.py → unittest through manage.py test, unless a pytest marker says pytest", async () => {
  const manage = 'import os\nimport sys\n\nos.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")\nfrom django.core.management import execute_from_command_line\nexecute_from_command_line(sys.argv)\n';
  const tests = 'from django.test import TestCase\n\n\nclass T(TestCase):\n    def test_x(self):\n        pass\n';
  // JS test files (a front end's) would otherwise make it node:test; the Django rule comes first.
  const p = await probeWorkspace(workspace({ 'manage.py': manage, 'shop/__init__.py': '', 'shop/tests.py': tests, 'static/app.test.js': '' }));
  assert.is(p.framework, 'unittest');
  assert.is(p.configPath, 'manage.py');
  assert.is(p.reason, "manage.py is a Django project's: its tests run with manage.py test, whose runner is unittest's");
  assert.is(p.command, 'python3 manage.py test -v 2 < /dev/null');
  assert.equal(p.testFiles, ['shop/tests.py']);
  // Its labels are unittest's ids: last_failed passes them to manage.py test.
  const plan = planCommand({ lastFailed: ['test_x (shop.tests.T.test_x)'] }, p);
  assert.is(plan.command, "python3 manage.py test -v 2 shop.tests.T.test_x < /dev/null");
  // pytest-django projects configure pytest: the marker decides, as before.
  assert.is((await probeWorkspace(workspace({ 'manage.py': manage, 'shop/tests.py': tests, 'pytest.ini': '[pytest]\nDJANGO_SETTINGS_MODULE = config.settings\n' }))).framework, 'pytest');
  // A project that declares or uses pytest (pytest-django configured by its environment) is
  // pytest's: Django's runner would not find its pytest-style tests.
  assert.is((await probeWorkspace(workspace({ 'manage.py': manage, 'shop/tests.py': tests, 'tests/test_a.py': 'def test_a():\n    pass\n', 'requirements.txt': 'django\npytest-django\n' }))).framework, 'pytest');
  assert.is((await probeWorkspace(workspace({ 'manage.py': manage, 'shop/tests.py': tests, 'tests/test_a.py': 'import pytest\n' }))).framework, 'pytest');
  // A manage.py that is not Django's is no reason.
  assert.is((await probeWorkspace(workspace({ 'manage.py': 'print("hello")\n', 'tests/test_a.py': 'def test_a():\n    pass\n' }))).framework, 'pytest');
});

rules('refinement: unittest modules, no pytest used, declared or installed → unittest', async () => {
  const mod = 'import unittest\n\n\nclass TestK(unittest.TestCase):\n    def test_x(self):\n        pass\n';
  const p = await probeWorkspace(workspace({ 'tests/__init__.py': '', 'tests/test_core.py': mod, 'tests.py': 'from unittest import TestCase\n', 'src/pkg/__init__.py': '' }));
  assert.is(p.framework, 'unittest');
  assert.is(p.configPath, undefined);
  assert.is(p.reason, 'only Python test modules were found; they import unittest, none uses pytest, and no pytest is declared or installed in the workspace');
  assert.is(p.command, 'python3 -m unittest -v < /dev/null');
  assert.equal(p.testFiles, ['tests.py', 'tests/test_core.py']);

  // Any sign of pytest keeps pytest, which runs unittest modules too.
  const usesPytest = await probeWorkspace(workspace({ 'tests/test_core.py': mod, 'tests/test_more.py': 'import pytest\n' }));
  assert.is(usesPytest.framework, 'pytest');
  const declared = await probeWorkspace(workspace({ 'tests/test_core.py': mod, 'requirements-dev.txt': 'pytest==8.4\n' }));
  assert.is(declared.framework, 'pytest');
  const installed = await probeWorkspace(workspace({ 'tests/test_core.py': mod, '.venv/lib/python3.12/site-packages/pytest/__init__.py': '' }));
  assert.is(installed.framework, 'pytest');
  const marker = await probeWorkspace(workspace({ 'tests/test_core.py': mod, 'pytest.ini': '[pytest]\n' }));
  assert.is(marker.framework, 'pytest');
  // JS test files still win, as for pytest.
  const js = await probeWorkspace(workspace({ 'tests/test_core.py': mod, 'web/a.test.ts': '' }));
  assert.is(js.framework, 'node:test');
});

rules('refinement: a root go.mod → go, after the JS and pytest declarations, before test-file guesses', async () => {
  const p = await probeWorkspace(workspace({ 'go.mod': 'module example.com/m\n\ngo 1.19\n', 'calc/calc.go': 'package calc\n', 'calc/calc_test.go': 'package calc\n', 'web/test/a.js': '' }));
  assert.is(p.framework, 'go');
  assert.is(p.configPath, 'go.mod');
  assert.is(p.reason, 'go.mod is present');
  assert.is(p.command, 'go test -v -count=1 ./... < /dev/null');
  assert.equal(p.testFiles, ['calc/calc_test.go']);
  const script = await probeWorkspace(workspace({ 'go.mod': 'module m\n', 'package.json': JSON.stringify({ scripts: { test: 'make test' } }) }));
  assert.is(script.framework, 'npm-test');
  const nested = await probeWorkspace(workspace({ 'svc/go.mod': 'module m\n', 'svc/a_test.go': '' }));
  assert.is(nested.framework, null);
});

rules('refinement: a root Cargo.toml → cargo, after go.mod', async () => {
  const p = await probeWorkspace(workspace({ 'Cargo.toml': '[package]\nname = "x"\n', 'src/lib.rs': '', 'tests/api.rs': '', 'test/a.js': '' }));
  assert.is(p.framework, 'cargo');
  assert.is(p.configPath, 'Cargo.toml');
  assert.is(p.reason, 'Cargo.toml is present');
  assert.is(p.command, 'cargo test --no-fail-fast --color never < /dev/null');
  assert.equal(p.testFiles, ['tests/api.rs']);
});

rules('JS and Python test files, nothing declared → node:test, listing JS only', async () => {
  const p = await probeWorkspace(workspace({ 'tests/test_core.py': '', 'web/a.test.ts': '' }));
  assert.is(p.framework, 'node:test');
  assert.equal(p.testFiles, ['web/a.test.ts']);
});

rules('nothing at all → framework null, empty command', async () => {
  const p = await probeWorkspace(workspace({ 'README.md': '', 'src/index.ts': '' }));
  assert.is(p.framework, null);
  assert.is(p.command, '');
  assert.is(p.reason, 'no runner config, test script or test files were found');
  assert.equal(p.testFiles, []);
  assert.is(p.testFileCount, 0);
  assert.is(p.configPath, undefined);
});

rules('RUNNER_KINDS is the frameworks plus npm-test and workspaces', () => {
  assert.equal([...RUNNER_KINDS], [...Object.keys(RUNNERS), 'npm-test', 'workspaces']);
});

rules('the project\'s own test script is the suite when it says more than a plain call of the declared runner', async () => {
  const cases: Array<[string, 'vitest' | 'jest', string]> = [
    ['node scripts/test.mjs', 'vitest', 'it calls node, not vitest'],
    ['uvu test', 'vitest', 'it calls uvu, not vitest'],
    ['node --test', 'jest', 'it calls node:test, not jest'],
    ['tsc --noEmit && vitest run', 'vitest', 'it runs more than vitest'],
    ['node check.mjs && vitest', 'vitest', 'it runs more than vitest'],
    ['jest --config jest.unit.config.js', 'jest', 'it passes its own options (--config jest.unit.config.js)'],
    ['vitest --coverage', 'vitest', 'it passes its own options (--coverage)'],
    ['vitest run --project unit', 'vitest', 'it passes its own options (--project unit)'],
    ['jest --runInBand', 'jest', 'it passes its own options (--runInBand)'],
    ['cross-env TZ=UTC jest', 'jest', 'it sets its own environment'],
    ['TZ=UTC vitest run', 'vitest', 'it sets its own environment'],
  ];
  for (const [test, runner, why] of cases) {
    const p = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test }, devDependencies: { [runner]: '1' } }) }));
    assert.is(p.framework, 'npm-test', test);
    assert.is(p.reason, `${runner} is listed in package.json devDependencies, but scripts.test is the suite: ${why}`, test);
    assert.is(p.testScript, test);
  }
});

rules('a plain call of the declared runner keeps the runner\'s planned command; a plain watcher runs it once', async () => {
  for (const [test, runner] of [['vitest', 'vitest'], ['vitest run', 'vitest'], ['npx vitest run --passWithNoTests', 'vitest'], ['jest', 'jest'], ['jest --ci --silent', 'jest'], ['jest --watch', 'jest']] as const) {
    const p = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test }, devDependencies: { [runner]: '1' } }) }));
    assert.is(p.framework, runner, test);
    assert.ok(p.command.startsWith(`npx --no -- ${runner}`), `${test}: ${p.command}`);
  }
  // A vitest.config file declares vitest too.
  const byConfig = await probeWorkspace(workspace({ 'vitest.config.ts': 'export default {}\n', 'package.json': pkg({ scripts: { test: 'vitest run --config vitest.unit.ts' } }) }));
  assert.is(byConfig.reason, 'vitest.config.ts is present, but scripts.test is the suite: it passes its own options (--config vitest.unit.ts)');
});

rules.run();

// ---

const malformed = suite('probe: malformed package.json');

malformed('invalid JSON is noted in reason and the other rules still apply', async () => {
  const p = await probeWorkspace(workspace({ 'package.json': '{ "devDependencies": { "vitest": ', 'pytest.ini': '' }));
  assert.is(p.framework, 'pytest');
  assert.is(p.reason, 'pytest.ini is present (package.json is not a valid JSON object and was ignored)');
});

malformed('a JSON array or string is malformed too; a vitest config file still counts', async () => {
  const arr = await probeWorkspace(workspace({ 'package.json': '[1,2]', 'vitest.config.js': '' }));
  assert.is(arr.framework, 'vitest');
  assert.is(arr.reason, REASONS.filePresent('vitest.config.js') + MALFORMED_PACKAGE_JSON_SUFFIX);
  const none = await probeWorkspace(workspace({ 'package.json': '"x"' }));
  assert.is(none.framework, null);
  assert.is(none.reason, 'no runner config, test script or test files were found (package.json is not a valid JSON object and was ignored)');
  assert.is(none.packageManager, 'npm');
});

malformed('a BOM before valid JSON is accepted; odd field types are ignored, not thrown on', async () => {
  const bom = await probeWorkspace(workspace({ 'package.json': '\uFEFF' + pkg({ devDependencies: { jest: '1' } }) }));
  assert.is(bom.framework, 'jest');
  const odd = await probeWorkspace(workspace({ 'package.json': pkg({ devDependencies: ['vitest'], scripts: { test: 42 }, packageManager: 7 }) }));
  assert.is(odd.framework, null);
  assert.is(odd.reason, REASONS.nothing);
});

malformed.run();

// ---

const watch = suite('probe: watch scripts');

watch('watching scripts are flagged, one-shot ones are not', () => {
  const watching = ['vitest', 'vitest --coverage', 'vitest watch', 'vitest dev', 'vitest related src/a.ts', 'jest --watch', 'jest --watchAll', 'react-scripts test', 'craco test --env=jsdom'];
  const once = ['vitest run', 'vitest --run', 'vitest --watch=false', 'jest', 'jest --watchAll=false', 'react-scripts test --watchAll=false', 'node --test', 'pytest'];
  for (const s of watching) assert.ok(readScript(s).watch !== undefined, s);
  for (const s of once) assert.is(readScript(s).watch, undefined, s);
  assert.is(readScript('vitest').watch, 'vitest');
  assert.is(readScript('npx jest --watch').watch, 'jest');
  assert.is(readScript('react-scripts test').watch, 'react-scripts');
});

watch('bare vitest with vitest declared: watchScript set, the command runs once', async () => {
  const p = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'vitest' }, devDependencies: { vitest: '3' } }) }));
  assert.is(p.framework, 'vitest');
  assert.is(p.watchScript, 'vitest');
  assert.is(p.command, 'npx --no -- vitest run --reporter=verbose --no-color < /dev/null');
});

watch('jest --watchAll with jest declared: runs jest once', async () => {
  const p = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'jest --watchAll' }, devDependencies: { jest: '29' } }) }));
  assert.is(p.framework, 'jest');
  assert.is(p.watchScript, 'jest --watchAll');
  assert.is(p.command, 'npx --no -- jest --ci --verbose < /dev/null');
});

watch('a uvu script: npm-test, parsed as uvu (uvu is read from scripts, not detected on its own)', async () => {
  assert.equal(readScript('uvu tests'), { runner: 'uvu' });
  assert.equal(readScript('tsc && npx uvu -r tsm test'), { runner: 'uvu' });
  const p = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'uvu tests' }, devDependencies: { uvu: '0.5.6' } }), 'tests/a.test.js': '' }));
  assert.is(p.framework, 'npm-test');
  assert.is(p.parseAs, 'uvu');
});

watch('react-scripts test: npm-test parsed as jest, run with --watchAll=false', async () => {
  const p = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'react-scripts test' } }), 'src/App.test.js': '' }));
  assert.is(p.framework, 'npm-test');
  assert.is(p.parseAs, 'jest');
  assert.is(p.watchScript, 'react-scripts test');
  assert.is(p.command, 'npm test -- --watchAll=false < /dev/null');
  assert.equal(p.testFiles, ['src/App.test.js']);
});

watch('vitest watch script without vitest declared: runs vitest once directly', async () => {
  const p = await probeWorkspace(workspace({ 'package.json': pkg({ scripts: { test: 'vitest watch' } }), 'pnpm-lock.yaml': '' }));
  assert.is(p.framework, 'npm-test');
  assert.is(p.parseAs, 'vitest');
  assert.is(p.watchScript, 'vitest watch');
  assert.is(p.command, 'pnpm exec vitest run --reporter=verbose --no-color < /dev/null');
});

watch.run();

// ---

const pm = suite('probe: package manager');

pm('lockfiles decide; packageManager field beats them; npm by default', async () => {
  const base = { 'package.json': pkg({ devDependencies: { vitest: '3' } }) };
  const cases: Array<[Record<string, string>, string, string]> = [
    [{}, 'npm', 'npx --no -- vitest'],
    [{ 'package-lock.json': '{}' }, 'npm', 'npx --no -- vitest'],
    [{ 'pnpm-lock.yaml': '' }, 'pnpm', 'pnpm exec vitest'],
    [{ 'yarn.lock': '' }, 'yarn', 'yarn vitest'],
    [{ 'bun.lockb': '' }, 'bun', 'bunx vitest'],
    [{ 'bun.lock': '' }, 'bun', 'bunx vitest'],
  ];
  for (const [files, manager, prefix] of cases) {
    const p = await probeWorkspace(workspace({ ...base, ...files }));
    assert.is(p.packageManager, manager, JSON.stringify(files));
    assert.ok(p.command.startsWith(`${prefix} run `), p.command);
  }
  const field = await probeWorkspace(
    workspace({ 'package.json': pkg({ packageManager: 'yarn@4.1.0', scripts: { test: 'node --test' } }), 'package-lock.json': '{}' }),
  );
  assert.is(field.packageManager, 'yarn');
  assert.is(field.command, 'yarn test < /dev/null');
  const unknown = await probeWorkspace(workspace({ 'package.json': pkg({ packageManager: 'deno@2' }), 'pnpm-lock.yaml': '' }));
  assert.is(unknown.packageManager, 'pnpm');
});

pm.run();

// ---

const walk = suite('probe: walk');

walk('skips dependency, VCS, build, cache and virtualenv directories; keeps lib/', async () => {
  const root = workspace({
    'package.json': pkg({ devDependencies: { vitest: '3' } }),
    'src/keep.test.ts': '',
    'lib/also-kept.test.js': '',
    'node_modules/dep/x.test.js': '',
    '.git/x.test.js': '',
    'dist/x.test.js': '',
    'build/x.test.js': '',
    'out/x.test.js': '',
    'coverage/x.test.js': '',
    '.next/x.test.js': '',
    '.cache/x.test.js': '',
    '__pycache__/x.test.js': '',
    '.pytest_cache/x.test.js': '',
    '.venv/x.test.js': '',
    'venv/x.test.js': '',
    'env-custom/pyvenv.cfg': 'home = /usr/bin',
    'env-custom/lib/x.test.js': '',
    'packages/a/node_modules/y.test.js': '',
  });
  const p = await probeWorkspace(root);
  assert.equal(p.testFiles, ['lib/also-kept.test.js', 'src/keep.test.ts']);
  assert.is(p.testFileCount, 2);
});

walk('a symlinked directory (here a loop to the root) is not followed', async () => {
  const root = workspace({ 'a/b/c.test.js': '' });
  symlinkSync(root, join(root, 'a', 'loop'), 'dir');
  symlinkSync(join(root, 'a'), join(root, 'a-link'), 'dir');
  const p = await probeWorkspace(root);
  assert.equal(p.testFiles, ['a/b/c.test.js']);
  assert.is(p.walkTruncated, false);
});

walk('the entry budget stops the walk and says so; counts stay within it', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 30; i++) files[`t/${String(i).padStart(2, '0')}.test.js`] = '';
  const root = workspace(files);
  const cut = await probeWorkspace(root, { maxEntries: 11 });
  // 1 root entry (t/) + 10 of t/'s 30 entries.
  assert.is(cut.walkTruncated, true);
  assert.is(cut.testFileCount, 10);
  assert.is(cut.framework, 'node:test');
  const exact = await probeWorkspace(root, { maxEntries: 31 });
  assert.is(exact.walkTruncated, false);
  assert.is(exact.testFileCount, 30);
  const nan = await probeWorkspace(root, { maxEntries: Number.NaN, maxListedFiles: -1 });
  assert.is(nan.walkTruncated, false);
  assert.is(nan.testFileCount, 30);
  assert.equal(nan.testFiles, []);
  const zero = await probeWorkspace(root, { maxEntries: 0 });
  assert.is(zero.walkTruncated, true);
  assert.is(zero.testFileCount, 0);
  assert.is(zero.framework, null);
});

walk('listing is sorted, relative and bounded by maxListedFiles (default 20); the count is not', async () => {
  const files: Record<string, string> = {};
  for (let i = 25; i > 0; i--) files[`z/${i}.test.js`] = '';
  files['a/first.test.js'] = '';
  const root = workspace(files);
  const p = await probeWorkspace(root);
  assert.is(p.testFiles.length, 20);
  assert.is(p.testFileCount, 26);
  assert.is(p.testFiles[0], 'a/first.test.js');
  assert.equal(p.testFiles, [...p.testFiles].sort());
  assert.ok(p.testFiles.every((f) => !f.startsWith('/')));
  const three = await probeWorkspace(root, { maxListedFiles: 3 });
  assert.equal(three.testFiles, ['a/first.test.js', 'z/1.test.js', 'z/10.test.js']);
  assert.is(three.testFileCount, 26);
});

walk.run();

// ---

const errors = suite('probe: root errors');

errors('missing root, root through a file, root that is a file', async () => {
  const root = workspace({ 'file.txt': 'x' });
  const missing = join(root, 'nope');
  await rejectsWith(() => probeWorkspace(missing), `test_probe: workspace ${missing} does not exist`);
  const through = join(root, 'file.txt', 'sub');
  await rejectsWith(() => probeWorkspace(through), rootMissingMessage(through));
  const file = join(root, 'file.txt');
  await rejectsWith(() => probeWorkspace(file), `test_probe: workspace ${file} is not a directory`);
  assert.is(rootNotDirectoryMessage('/w'), 'test_probe: workspace /w is not a directory');
});

errors('unreadable root reports the errno code', async () => {
  assert.is(rootUnreadableMessage('/w', 'EACCES'), 'test_probe: workspace /w is not readable: EACCES');
  // Root bypasses permission bits, so the real-filesystem check only runs unprivileged.
  if (process.getuid?.() === 0) return;
  const root = workspace({ 'sealed/': '' });
  const sealed = join(root, 'sealed');
  chmodSync(sealed, 0o000);
  try {
    await rejectsWith(() => probeWorkspace(sealed), `test_probe: workspace ${sealed} is not readable: EACCES`);
  } finally {
    chmodSync(sealed, 0o755);
  }
});

errors('an unreadable subdirectory is skipped, not an error', async () => {
  const root = workspace({ 'ok/a.test.js': '', 'sealed/b.test.js': '' });
  chmodSync(join(root, 'sealed'), 0o000);
  try {
    const p = await probeWorkspace(root);
    assert.ok(p.testFiles.includes('ok/a.test.js'));
  } finally {
    chmodSync(join(root, 'sealed'), 0o755);
  }
});

errors.run();
