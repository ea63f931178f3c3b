/**
 * - `suite`: the session's suite command (config `suiteCommand`, else the command the first
 *   whole-suite run pinned, else the detected runner's planned command);
 * - `narrowed`: part of the suite (`target`, a `last_failed` selection);
 * - `failures-first`: a plain call's re-run of the tests that failed last, still red
 *   (closure/loop.ts); the loop sets it, never this classification;
 * - `custom`: a model-given `command` that is not the suite command;
 * - `other-suite`: a whole-suite run of something else (a `framework` override, or a runner
 *   detected because the workspace changed).
 */
export const RUN_SCOPES = ['suite', 'narrowed', 'failures-first', 'custom', 'other-suite'];
const STDIN_WRAPPED = /^\(\s*([\s\S]*?)\s*\)\s*<\s*\/dev\/null$/;
const STDIN_CLOSED = /\s*<\s*\/dev\/null$/;
/**
 * A command line reduced to what it runs, for comparing a planned command with one the
 * model or the config typed: without the planner's stdin redirection (`X < /dev/null`) or
 * its subshell wrapper (`( X ) < /dev/null`), whitespace runs collapsed.
 */
export function commandCore(command) {
    let core = command.trim();
    const wrapped = STDIN_WRAPPED.exec(core);
    if (wrapped)
        core = wrapped[1];
    core = core.replace(STDIN_CLOSED, '').replace(/;+$/, '');
    return core.replace(/\s+/g, ' ').trim();
}
/** True when two command lines run the same thing (see {@link commandCore}). */
export function sameCommand(a, b) {
    return commandCore(a) === commandCore(b);
}
/**
 * Classifies one planned run.
 *
 * @param plan what will run.
 * @param request what the model asked for.
 * @param suiteCommand the session's suite command, or undefined when there is none (nothing
 *   detected, nothing configured, nothing pinned).
 */
export function classifyScope(plan, request, suiteCommand) {
    if (suiteCommand !== undefined && sameCommand(plan.command, suiteCommand))
        return 'suite';
    if (plan.narrowed)
        return 'narrowed';
    if (request.command !== undefined)
        return 'custom';
    return 'other-suite';
}
