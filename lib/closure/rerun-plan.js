/**
 * Planning the loop's re-runs (closure/loop.ts): which failures a plain call re-runs first,
 * and the command that selects a set of failing tests in the suite's own runner.
 *
 * A re-run uses the runner the suite's plan runs, with the planner's last_failed selection
 * limited to the failures' files when every one of them names an existing file. The suite's
 * project script (`npm-test`) cannot select tests, and a configured `suiteCommand` is run
 * only as given: neither gets re-runs, since a re-run through another command could fail
 * where the suite passes and hold the loop in red forever.
 *
 * @module dsh-test-closure/closure/rerun-plan
 */
import { isFramework } from "../runners/registry.js";
import { LOOP_NOTES } from "./loop-messages.js";
/**
 * The test files of `failures`, when every one names a file that exists: a re-run of them
 * then loads only these (planning/plan.ts `lastFailedFiles`).
 */
export function failureFiles(failures, fileExists) {
    if (failures.length === 0 || failures.some((f) => f.file === undefined))
        return undefined;
    const files = [...new Set(failures.map((f) => f.file))];
    return files.every(fileExists) ? files : undefined;
}
/** A planner of the loop's re-runs in the suite's runner. */
export function rerunPlanner(context, which) {
    const cannot = which === 'failures-first' ? { npm: LOOP_NOTES.failuresFirstNpm, none: LOOP_NOTES.failuresFirstUnselectable } : { npm: LOOP_NOTES.confirmNpm, none: LOOP_NOTES.confirmUnselectable };
    return (names, failures) => {
        const runner = context.suitePlan.runner;
        // A monorepo selects within its packages (planning/workspaces.ts); npm-test cannot select.
        if (context.configuredSuite || (!isFramework(runner) && runner !== 'workspaces'))
            return { cannotSelect: cannot.npm };
        const selected = new Set(names);
        const files = failureFiles(failures.filter((f) => selected.has(f.name)), context.fileExists);
        const plan = context.plan({ framework: runner, lastFailed: names, ...(files ? { lastFailedFiles: files } : {}) }, context.probe);
        // An unselectable list plans the whole suite; that is not a re-run.
        if (!plan.narrowed || names.length === 0)
            return { cannotSelect: cannot.none };
        return { names, plan };
    };
}
/**
 * The failures a plain call re-runs first, or undefined when it runs the whole suite at once:
 * the last run was red by failing tests of this suite's runner (a whole-suite, narrowed or
 * failures-first run), and those tests are not forgiven by a policy.
 *
 * @param forgiven names the policies forgive (pre-existing, allowed flaky), not re-run.
 */
export function failuresFirstNames(last, suitePlan, policy, forgiven) {
    if (!policy.failuresFirst || !last || last.verdict.verified || last.status !== 'failed')
        return undefined;
    if (last.scope !== 'suite' && last.scope !== 'narrowed' && last.scope !== 'failures-first')
        return undefined;
    // Names are in the parser's spelling: only a run read by the same parser can be re-selected.
    if (last.framework !== undefined && last.framework !== suitePlan.parseAs)
        return undefined;
    return [...new Set(last.failures.filter((f) => f.kind === 'test' && !forgiven.has(f.name)).map((f) => f.name))];
}
