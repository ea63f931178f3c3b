import { isWholeSuiteRequest } from "../planning/plan.js";
import { classifyScope, sameCommand } from "./scope.js";
/** The suite a plain request would run now, if anything is configured or detected. */
function plannedSuite(probe, planner, configured) {
    let plan;
    try {
        plan = planner({}, probe);
    }
    catch {
        return undefined; // nothing detected: the planner names that to the model when it matters
    }
    return identityOf(plan, probe, configured);
}
/**
 * The scripts a plan runs without naming them: the project's `scripts.test`, or for a monorepo
 * each package's (`packages/b: exit 0` is another suite, as the root's would be).
 */
function scriptsOf(plan, probe) {
    if (plan.runner === 'npm-test')
        return probe.testScript;
    if (plan.runner !== 'workspaces')
        return undefined;
    const scripts = (probe.packages ?? []).filter((p) => p.framework === 'npm-test').map((p) => `${p.dir}: ${p.testScript ?? ''}`);
    return scripts.length > 0 ? scripts.join('\n') : undefined;
}
function identityOf(plan, probe, configured) {
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
export function resolveSuite(pin, probe, planner, request, plan) {
    if (planner.configured)
        return plannedSuite(probe, planner.plan, true);
    if (pin)
        return { command: pin.command, runner: pin.runner, ...(pin.script !== undefined ? { script: pin.script } : {}) };
    const detected = plannedSuite(probe, planner.plan, false);
    if (detected)
        return detected;
    const { framework, ...rest } = request;
    const frameworkOnly = framework !== undefined && isWholeSuiteRequest(rest);
    return frameworkOnly ? identityOf(plan, probe, false) : undefined;
}
/**
 * Classifies `plan` against `suite`, including the test script's text for an `npm-test` suite
 * and, from `moved` (workspace/command-words.ts), the programs its words run: a word that now
 * runs another file than at session start (a script planted as `node_modules/.bin/vitest`)
 * makes it another suite. A word whose file changed in place (a reinstall) or that resolves for
 * the first time (a first `npm install`) does not: the run only notes it.
 */
export function matchSuite(plan, request, suite, probe, moved = []) {
    const scope = classifyScope(plan, request, suite?.command);
    const replaced = moved.find((m) => m.was !== undefined && m.was !== m.now);
    if (scope === 'suite' && replaced !== undefined)
        return { scope: 'other-suite', programMoved: { word: replaced.word, was: replaced.was, now: replaced.now } };
    if (scope !== 'suite' || suite?.script === undefined || !sameCommand(plan.command, suite.command))
        return { scope };
    const now = probe.testScript ?? '';
    return now === suite.script ? { scope } : { scope: 'other-suite', scriptChanged: { was: suite.script, now } };
}
