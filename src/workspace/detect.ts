/**
 * The detection rules: which runner a workspace uses, decided over its facts (facts.ts)
 * alone, by the registry's one ordered list (`DETECTION_ORDER`, runners/registry.ts), first
 * match wins. Each step reads one runner's detection evidence (its `detection`,
 * runners/<runner>/runner.ts) by one of the rules here; the order, and why:
 * 1. the declared runners, vitest, jest, mocha, playwright: a package.json dependency, a root
 *    config file, or a package.json key. Refined: when `scripts.test` says more than a plain
 *    call of the declared runner (another runner, steps before or after it, its own options,
 *    its own environment), the script is the suite (npm-test): it is what the project runs
 *    (script.ts `scriptRole`). mocha and playwright refine rule 3 (before them such a project
 *    was npm-test, its script read as node:test output); a project with both runs mocha for
 *    its unit tests;
 * 2. bun: `scripts.test` calls `bun test` (a refinement of rule 3); refined by the script likewise;
 * 3. npm-test: package.json `scripts.test`, unless it is npm's `echo "Error: no test specified"`;
 * 4. pytest: its ini-style files with their section (pytest's own precedence), else any
 *    `conftest.py`; refined: **unittest** through Django's runner when there is no such marker,
 *    the root holds Django's `manage.py` and no pytest is in sight (rule 8's `python3 -m
 *    unittest` cannot run a Django project's tests: they need its settings, which `manage.py
 *    test` loads);
 * 5. bun again: a root lockfile of bun's and JS/TS test files (a bun project's tests are bun's);
 * 6. go: a root `go.mod`; cargo: a root `Cargo.toml` (their test files are no JS or Python
 *    test files, so no later rule could name them);
 * 7. node:test: JS/TS test files by its conventions;
 * 8. pytest again when the only test files are Python ones; refined: **unittest** when those
 *    modules are unittest's (some import unittest, none uses pytest; `test*.py` counts too)
 *    and the workspace shows no pytest (no dependency file names it, no root virtualenv holds
 *    it: python-facts.ts), since `python3 -m pytest` would then fail where `python3 -m
 *    unittest` runs the same tests.
 * A package.json that is not a JSON object is skipped by rules 1–3. A monorepo root that
 * rules 1–3 do not decide is probed package by package before the others (probe.ts).
 *
 * @module dsh-test-closure/workspace/detect
 */
import { REASONS } from './probe-messages.ts';
import type { Framework, RunnerKind } from '../report/kinds.ts';
import { DETECTION_ORDER, RUNNERS } from '../runners/registry.ts';
import type { DetectionStep } from '../runners/runner.ts';
import type { WorkspaceFacts } from './facts.ts';
import { isNpmDefaultTestScript, readScript, scriptRole } from './script.ts';

/** What the rules decided, and why. */
export interface Detection {
  /** Never `workspaces`: a monorepo is the probe's answer after it has probed the packages (probe.ts). */
  framework: Exclude<RunnerKind, 'workspaces'> | null;
  /** The file that decided (or declared the runner). */
  configPath?: string;
  /** One short sentence: which file or field decided. */
  reason: string;
}

/** One detection rule: its decision, or undefined to let the next rule decide. */
type Rule = (facts: WorkspaceFacts) => Detection | undefined;

/** `scripts.test`, unless it is npm's placeholder: the project's own test command. */
export function testScriptOf(facts: WorkspaceFacts): string | undefined {
  const script = facts.manifest.scripts['test'];
  return script !== undefined && !isNpmDefaultTestScript(script) ? script : undefined;
}

function shallowestFirst(a: string, b: string): number {
  const depth = a.split('/').length - b.split('/').length;
  return depth !== 0 ? depth : a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A declared runner, unless the project's test script says more than a plain call of it:
 * then the script is the suite, since it is what the project itself runs.
 */
function declared(facts: WorkspaceFacts, runner: Framework, configPath: string, reason: string): Detection {
  const script = testScriptOf(facts);
  const role = script === undefined ? undefined : scriptRole(script, runner);
  if (role?.kind === 'suite') return { framework: 'npm-test', configPath: 'package.json', reason: REASONS.scriptIsSuite(reason, role.why) };
  return { framework: runner, configPath, reason };
}

/** A runner the project declares: a package.json dependency, else a root config file, else a package.json key. */
function declaredBy(runner: Framework): Rule {
  const { dependencies = [], manifestKey } = RUNNERS[runner].detection;
  return (facts) => {
    const config = facts.configFiles[runner];
    for (const name of dependencies) {
      const field = facts.manifest.dependencies.get(name);
      if (field !== undefined) return declared(facts, runner, config ?? 'package.json', REASONS.dependency(name, field));
    }
    if (config !== undefined) return declared(facts, runner, config, REASONS.filePresent(config));
    if (manifestKey !== undefined && facts.manifest.keys.has(manifestKey.key)) return declared(facts, runner, 'package.json', manifestKey.reason);
    return undefined;
  };
}

/** `scripts.test` calls the runner: declared by the script itself. */
function calledByScript(runner: Framework): Rule {
  const reason = RUNNERS[runner].detection.scriptReason;
  return (facts) => {
    const script = testScriptOf(facts);
    return reason !== undefined && script !== undefined && readScript(script).runner === runner ? declared(facts, runner, 'package.json', reason) : undefined;
  };
}

/** The project's own `scripts.test`, whatever it calls. */
const projectScript: Rule = (facts) => (testScriptOf(facts) !== undefined ? { framework: 'npm-test', configPath: 'package.json', reason: REASONS.scriptTest } : undefined);

/** The runner's marked root files, in its precedence order; else its hook file at any depth, shallowest first. */
function markedFiles(runner: Framework): Rule {
  const { markedFiles = [], hookFile } = RUNNERS[runner].detection;
  return (facts) => {
    for (const [file, marker] of markedFiles) {
      if (!facts.rootFiles.has(file)) continue;
      if (marker === null) return { framework: runner, configPath: file, reason: REASONS.filePresent(file) };
      if (facts.markedTexts.get(file)?.includes(marker)) return { framework: runner, configPath: file, reason: REASONS.fileContains(file, marker) };
    }
    if (hookFile === undefined) return undefined;
    const hook = facts.files.filter((f) => f === hookFile || f.endsWith(`/${hookFile}`)).sort(shallowestFirst)[0];
    return hook === undefined ? undefined : { framework: runner, configPath: hook, reason: REASONS.filePresent(hook) };
  };
}

/**
 * Django's manage.py, and no pytest in sight (a project that declares or uses pytest runs
 * pytest-django, whose pytest-style tests Django's runner would not find).
 */
function djangoProject(runner: Framework): Rule {
  const reason = RUNNERS[runner].detection.djangoReason;
  return (facts) => {
    const { djangoManage, pytestModules, pytestDeclaredBy } = facts.python;
    if (reason === undefined || djangoManage === undefined || pytestModules > 0 || pytestDeclaredBy !== undefined) return undefined;
    return { framework: runner, configPath: djangoManage, reason };
  };
}

/** The Python test modules are unittest's, and no pytest is in sight. */
function unittestImports(runner: Framework): Rule {
  const reason = RUNNERS[runner].detection.importsReason;
  return (facts) => {
    const { unittestModules, pytestModules, pytestDeclaredBy } = facts.python;
    if (reason === undefined || unittestModules === 0 || pytestModules > 0 || pytestDeclaredBy !== undefined) return undefined;
    return { framework: runner, reason };
  };
}

/** One of the runner's lockfiles at the root, and test files of its. */
function lockfileAndTests(runner: Framework): Rule {
  const { lockfiles } = RUNNERS[runner].detection;
  return (facts) => {
    const lock = lockfiles?.files.find((f) => facts.rootFiles.has(f));
    return lockfiles !== undefined && lock !== undefined && facts.files.some(RUNNERS[runner].isTestFile) ? { framework: runner, configPath: lock, reason: lockfiles.reason(lock) } : undefined;
  };
}

/** The runner's manifest at the root. */
function rootManifest(runner: Framework): Rule {
  const { manifest } = RUNNERS[runner].detection;
  return (facts) => (manifest !== undefined && facts.rootFiles.has(manifest) ? { framework: runner, configPath: manifest, reason: REASONS.filePresent(manifest) } : undefined);
}

/** Test files of the runner's, and nothing earlier decided. */
function testFilesOf(runner: Framework): Rule {
  const reason = RUNNERS[runner].detection.testFilesReason;
  return (facts) => (reason !== undefined && facts.files.some(RUNNERS[runner].isTestFile) ? { framework: runner, reason } : undefined);
}

/** How each kind of detection step reads a runner's evidence. */
const RULES: Readonly<Record<Exclude<DetectionStep['rule'], 'project-script'>, (runner: Framework) => Rule>> = {
  declared: declaredBy,
  script: calledByScript,
  'marked-files': markedFiles,
  django: djangoProject,
  lockfile: lockfileAndTests,
  manifest: rootManifest,
  'test-files': testFilesOf,
  imports: unittestImports,
};

/** The registry's detection order, each step bound to its runner's evidence. */
const STEPS: readonly Rule[] = DETECTION_ORDER.map((step) => (step.rule === 'project-script' ? projectScript : RULES[step.rule](step.runner)));

/** Decides the runner. Pure: the same facts always give the same answer. */
export function detectRunner(facts: WorkspaceFacts): Detection {
  for (const step of STEPS) {
    const detection = step(facts);
    if (detection !== undefined) return detection;
  }
  return { framework: null, reason: REASONS.nothing };
}
