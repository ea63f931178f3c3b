/**
 * The detection rules: which runner a workspace uses, decided over its facts (facts.ts)
 * alone, first match wins:
 * 1. vitest: `vitest` in package.json dependencies/devDependencies, or a root `vitest.config.*`;
 * 2. jest: `jest` in those fields, a root `jest.config.*`, or a `jest` key in package.json;
 *    for both, refined: when `scripts.test` says more than a plain call of the declared runner
 *    (another runner, steps before or after it, its own options, its own environment), the
 *    script is the suite (npm-test): it is what the project runs (script.ts `scriptRole`);
 * 3. mocha: `mocha` in those fields, or a root `.mocharc.*` (a refinement of rule 4: before
 *    this rule such a project was npm-test, its script unrecognised, run with CI=1 and read as
 *    node:test output); refined by its test script as vitest and jest are;
 *    playwright: `@playwright/test` in those fields, or a root `playwright.config.*`, likewise
 *    (a refinement of rule 4, after mocha: a project with both runs mocha for its unit tests);
 * 4. bun: `scripts.test` calls `bun test` (a refinement of rule 5, which ran such a script
 *    with CI=1 and read it as node:test output); refined by the script like rules 1-3;
 * 5. npm-test: package.json `scripts.test`, unless it is npm's `echo "Error: no test specified"`;
 * 6. pytest: `pytest.ini`, `pyproject.toml` with `[tool.pytest`, `tox.ini` with `[pytest]`,
 *    `setup.cfg` with `[tool:pytest]` (pytest's own precedence), else any `conftest.py`;
 *    refined: **unittest** through Django's runner when there is no such marker, the root
 *    holds Django's `manage.py` and no pytest is in sight as for rule 11's refinement (a
 *    refinement of rule 11, whose `python3 -m unittest` cannot run a Django project's tests:
 *    they need its settings, which `manage.py test` loads);
 * 7. bun again: a root `bun.lock` / `bun.lockb` and JS/TS test files (a refinement of rule 10:
 *    a bun project's tests are bun's);
 * 8. go: a root `go.mod` (refinement: a Go module's tests are `go test`'s, and its `_test.go`
 *    files are no JS or Python test files, so no later rule could name it);
 * 9. cargo: a root `Cargo.toml`, likewise (a Rust crate or workspace; its tests are libtest's);
 * 10. node:test: JS/TS test files (`*.test.*`, `*.spec.*`, node's defaults, files under `test/`/`tests/`);
 * 11. pytest again when the only test files are Python ones (`test_*.py`, `*_test.py`);
 *    refined: **unittest** when those modules are unittest's (some import unittest, none uses
 *    pytest; `test*.py`, unittest's own pattern, counts too) and the workspace shows no pytest
 *    (no dependency file names it, no root virtualenv holds it: python-facts.ts), since
 *    `python3 -m pytest` would then fail where `python3 -m unittest` runs the same tests.
 * A package.json that is not a JSON object is skipped by rules 1–5. A monorepo root that
 * rules 1–5 do not decide is probed package by package before rules 6–11 (probe.ts).
 *
 * @module dsh-test-closure/workspace/detect
 */
import { REASONS } from './probe-messages.ts';
import type { RunnerKind } from '../report/kinds.ts';
import { PYTEST_INI_FILES, type WorkspaceFacts } from './facts.ts';
import { isNpmDefaultTestScript, readScript, scriptRole, type DeclaredRunner } from './script.ts';
import { isBunTestFile, isNodeTestFile, isPythonTestFile } from '../runners/test-files.ts';

/** bun's lockfiles: the text one (1.2+) and the binary one. */
const BUN_LOCKFILES = ['bun.lock', 'bun.lockb'];

/** What the rules decided, and why. */
export interface Detection {
  /** Never `workspaces`: a monorepo is the probe's answer after it has probed the packages (probe.ts). */
  framework: Exclude<RunnerKind, 'workspaces'> | null;
  /** The file that decided (or declared the runner). */
  configPath?: string;
  /** One short sentence: which file or field decided. */
  reason: string;
}

/** `scripts.test`, unless it is npm's placeholder: the project's own test command. */
export function testScriptOf(facts: WorkspaceFacts): string | undefined {
  const script = facts.manifest.scripts['test'];
  return script !== undefined && !isNpmDefaultTestScript(script) ? script : undefined;
}

function shallowestFirst(a: string, b: string): number {
  const depth = a.split('/').length - b.split('/').length;
  return depth !== 0 ? depth : a < b ? -1 : a > b ? 1 : 0;
}

function pytestMarker(facts: WorkspaceFacts): Detection | undefined {
  const texts = new Map(facts.pytestIni);
  for (const [file, marker] of PYTEST_INI_FILES) {
    if (!facts.rootFiles.has(file)) continue;
    if (marker === null) return { framework: 'pytest', configPath: file, reason: REASONS.pytestFile(file) };
    if (texts.get(file)?.includes(marker)) return { framework: 'pytest', configPath: file, reason: REASONS.pytestMarker(file, marker) };
  }
  const conftest = facts.files.filter((f) => f === 'conftest.py' || f.endsWith('/conftest.py')).sort(shallowestFirst)[0];
  return conftest === undefined ? undefined : { framework: 'pytest', configPath: conftest, reason: REASONS.pytestFile(conftest) };
}

/**
 * A declared runner, unless the project's test script says more than a plain call of it:
 * then the script is the suite, since it is what the project itself runs.
 */
function declared(facts: WorkspaceFacts, runner: DeclaredRunner, configPath: string, reason: string): Detection {
  const script = testScriptOf(facts);
  const role = script === undefined ? undefined : scriptRole(script, runner);
  if (role?.kind === 'suite') return { framework: 'npm-test', configPath: 'package.json', reason: REASONS.scriptIsSuite(reason, role.why) };
  return { framework: runner, configPath, reason };
}

/**
 * Rule 6's refinement: Django's manage.py, and no pytest in sight (a project that declares or
 * uses pytest runs pytest-django, whose pytest-style tests Django's runner would not find).
 */
function djangoProject(facts: WorkspaceFacts): Detection | undefined {
  const { djangoManage, pytestModules, pytestDeclaredBy } = facts.python;
  if (djangoManage === undefined || pytestModules > 0 || pytestDeclaredBy !== undefined) return undefined;
  return { framework: 'unittest', configPath: djangoManage, reason: REASONS.djangoManage };
}

/** Rule 6's refinement: unittest modules, and no pytest in sight. */
function unittestModules(facts: WorkspaceFacts): Detection | undefined {
  const { unittestModules: unittest, pytestModules, pytestDeclaredBy } = facts.python;
  if (unittest === 0 || pytestModules > 0 || pytestDeclaredBy !== undefined) return undefined;
  return { framework: 'unittest', reason: REASONS.unittestModules };
}

/** Decides the runner. Pure: the same facts always give the same answer. */
export function detectRunner(facts: WorkspaceFacts): Detection {
  const { dependencies, jestKey } = facts.manifest;
  const { vitest: vitestConfig, jest: jestConfig, mocha: mochaConfig, playwright: playwrightConfig } = facts.configFiles;

  const vitestDep = dependencies.get('vitest');
  if (vitestDep !== undefined) return declared(facts, 'vitest', vitestConfig ?? 'package.json', REASONS.depVitest(vitestDep));
  if (vitestConfig !== undefined) return declared(facts, 'vitest', vitestConfig, REASONS.configVitest(vitestConfig));

  const jestDep = dependencies.get('jest');
  if (jestDep !== undefined) return declared(facts, 'jest', jestConfig ?? 'package.json', REASONS.depJest(jestDep));
  if (jestConfig !== undefined) return declared(facts, 'jest', jestConfig, REASONS.configJest(jestConfig));
  if (jestKey) return declared(facts, 'jest', 'package.json', REASONS.keyJest);

  const mochaDep = dependencies.get('mocha');
  if (mochaDep !== undefined) return declared(facts, 'mocha', mochaConfig ?? 'package.json', REASONS.depMocha(mochaDep));
  if (mochaConfig !== undefined) return declared(facts, 'mocha', mochaConfig, REASONS.configMocha(mochaConfig));

  const playwrightDep = dependencies.get('@playwright/test');
  if (playwrightDep !== undefined) return declared(facts, 'playwright', playwrightConfig ?? 'package.json', REASONS.depPlaywright(playwrightDep));
  if (playwrightConfig !== undefined) return declared(facts, 'playwright', playwrightConfig, REASONS.configPlaywright(playwrightConfig));

  const script = testScriptOf(facts);
  if (script !== undefined && readScript(script).runner === 'bun') return declared(facts, 'bun', 'package.json', REASONS.scriptBun);

  if (script !== undefined) return { framework: 'npm-test', configPath: 'package.json', reason: REASONS.scriptTest };

  const pytest = pytestMarker(facts);
  if (pytest !== undefined) return pytest;
  const django = djangoProject(facts);
  if (django !== undefined) return django;

  const bunLock = BUN_LOCKFILES.find((f) => facts.rootFiles.has(f));
  if (bunLock !== undefined && facts.files.some(isBunTestFile)) return { framework: 'bun', configPath: bunLock, reason: REASONS.lockBun(bunLock) };
  if (facts.rootFiles.has('go.mod')) return { framework: 'go', configPath: 'go.mod', reason: REASONS.goModule };
  if (facts.rootFiles.has('Cargo.toml')) return { framework: 'cargo', configPath: 'Cargo.toml', reason: REASONS.cargoManifest };

  if (facts.files.some(isNodeTestFile)) return { framework: 'node:test', reason: REASONS.jsTests };
  const unittest = unittestModules(facts);
  if (unittest !== undefined) return unittest;
  if (facts.files.some(isPythonTestFile)) return { framework: 'pytest', reason: REASONS.pythonTestsOnly };
  return { framework: null, reason: REASONS.nothing };
}
