/**
 * Which suite a session is held to, and whether a planned run is it.
 *
 * The suite is, in order: the deployment's `suiteCommand`; else what the session's first
 * whole-suite run pinned; else the detected runner's planned command. The model shapes none
 * of these directly: `framework`, `command` and workspace edits that change detection all
 * produce runs of something else once a suite is pinned. For the project's own test script
 * (`npm-test`) the script's text is part of the suite: `"test": "exit 0"` is another suite.
 *
 * @module dsh-test-closure/closure/suite
 */
import type { ForeignChange } from './environment-change.ts';
import { isWholeSuiteRequest, type CommandPlan, type Planner, type RunRequest } from '../planning/plan.ts';
import type { WorkspaceProbe as ProbeResult } from '../workspace/probe.ts';
import { classifyScope, sameCommand, type RunScope } from './scope.ts';
import type { SuitePin } from './state.ts';

/** What a session's suite is. */
export interface SuiteIdentity {
  command: string;
  runner: string;
  /** `scripts.test` when the suite is the project's test script. */
  script?: string;
}

/** The suite a plain request would run now, if anything is configured or detected. */
function plannedSuite(probe: ProbeResult, planner: Planner, configured: boolean): SuiteIdentity | undefined {
  let plan: CommandPlan;
  try {
    plan = planner({}, probe);
  } catch {
    return undefined; // nothing detected: the planner names that to the model when it matters
  }
  return identityOf(plan, probe, configured);
}

/**
 * The scripts a plan runs without naming them: the project's `scripts.test`, or for a monorepo
 * each package's (`packages/b: exit 0` is another suite, as the root's would be).
 */
function scriptsOf(plan: CommandPlan, probe: ProbeResult): string | undefined {
  if (plan.runner === 'npm-test') return probe.testScript;
  if (plan.runner !== 'workspaces') return undefined;
  const scripts = (probe.packages ?? []).filter((p) => p.framework === 'npm-test').map((p) => `${p.dir}: ${p.testScript ?? ''}`);
  return scripts.length > 0 ? scripts.join('\n') : undefined;
}

function identityOf(plan: CommandPlan, probe: ProbeResult, configured: boolean): SuiteIdentity {
  const script = configured ? undefined : scriptsOf(plan, probe);
  return { command: plan.command, runner: plan.runner, ...(script !== undefined ? { script } : {}) };
}

/**
 * The session's suite for this run.
 *
 * @param pin what the session's first whole-suite run pinned, if any.
 * @param probe the workspace now.
 * @param planner the call's planner; `configured` when the deployment sets the suite (`suiteCommand`).
 * @param request what the model asked for, and `plan` what it plans to: when nothing is
 *   configured, pinned or detected, a plain `framework` run is the only suite there can be.
 */
export function resolveSuite(pin: SuitePin | undefined, probe: ProbeResult, planner: { plan: Planner; configured: boolean }, request: RunRequest, plan: CommandPlan): SuiteIdentity | undefined {
  if (planner.configured) return plannedSuite(probe, planner.plan, true);
  if (pin) return { command: pin.command, runner: pin.runner, ...(pin.script !== undefined ? { script: pin.script } : {}) };
  const detected = plannedSuite(probe, planner.plan, false);
  if (detected) return detected;
  const { framework, ...rest } = request;
  const frameworkOnly = framework !== undefined && isWholeSuiteRequest(rest);
  return frameworkOnly ? identityOf(plan, probe, false) : undefined;
}

/** How a planned run relates to the session's suite. */
export interface SuiteMatch {
  scope: RunScope;
  /** Set when the run is the suite's command but the test script it runs was edited since the pin. */
  scriptChanged?: { was: string; now: string };
  /** Set when a program word of the suite's command runs another file than when the session started. */
  programMoved?: ProgramMove;
  /** Set when the environment changed since the session started in ways no install accounts for (closure/environment-change.ts). */
  environmentChanged?: ForeignChange[];
}

/** A word of the command (`vitest`, `python3`) and the real files it ran at session start and now. */
export interface ProgramMove {
  word: string;
  was: string;
  now: string;
}

/**
 * Classifies `plan` against `suite`, including the test script's text for an `npm-test` suite
 * and, from `moved` (workspace/command-words.ts), the programs its words run: a word that now
 * runs another file than at session start (a script planted as `node_modules/.bin/vitest`)
 * makes it another suite. A word whose file changed in place (a reinstall) or that resolves for
 * the first time (a first `npm install`) does not: the run only notes it.
 */
export function matchSuite(plan: CommandPlan, request: RunRequest, suite: SuiteIdentity | undefined, probe: ProbeResult, moved: readonly { word: string; was?: string; now: string }[] = []): SuiteMatch {
  const scope = classifyScope(plan, request, suite?.command);
  const replaced = moved.find((m) => m.was !== undefined && m.was !== m.now);
  if (scope === 'suite' && replaced !== undefined) return { scope: 'other-suite', programMoved: { word: replaced.word, was: replaced.was!, now: replaced.now } };
  if (scope !== 'suite' || suite?.script === undefined || !sameCommand(plan.command, suite.command)) return { scope };
  const now = probe.testScript ?? '';
  return now === suite.script ? { scope } : { scope: 'other-suite', scriptChanged: { was: suite.script, now } };
}
