/**
 * The CLI's words for what the planner and the run result say in the tool's vocabulary: the
 * CLI has options (`--target`, `--last-failed`, `--command`, `--framework`), not tool
 * parameters, and no gate. Each mapping is exact (from the messages modules), so a changed
 * message shows up as an unmapped one in the tests instead of drifting silently.
 *
 * @module dsh-test-closure/cli/wording
 */
import { NOTES, noFrameworkMessage, watchTargetMessage } from "../planning/plan-messages.js";
import { NARROWED_NOTE } from "../run/result.js";
import { missingProgramMessage } from "../run/missing-program.js";
const FAILURES_FIRST_PARAMETER = '(failures_first: false runs it now)';
/** The narrowed note as the CLI prints it. */
export const CLI_NARROWED_NOTE = 'narrowed: only part of the suite ran (--target or --last-failed)';
/** Where the CLI's text says every failing test of a cause is listed (a cause's `tests:` line). */
export const FULL_LIST_IN_JSON = 'all in --json';
const EXACT_NOTES = new Map([
    [NARROWED_NOTE, CLI_NARROWED_NOTE],
    [NOTES.npmLastFailed, '--last-failed: npm test cannot select tests; ran the full suite'],
    [NOTES.lastFailedEmpty(false), '--last-failed: no previous failures recorded; ran the full suite'],
    [NOTES.lastFailedEmpty(true), '--last-failed: no previous failures recorded; ran the target'],
    [NOTES.lastFailedUnselectable(false), '--last-failed: previous failures name no selectable test; ran the full suite'],
    [NOTES.lastFailedUnselectable(true), '--last-failed: previous failures name no selectable test; ran the target'],
    [NOTES.pytestTargetIgnored, '--target: ignored because the --last-failed node ids already name their files'],
    [NOTES.commandVerbatim, '--command: ran verbatim; --target and --last-failed were ignored'],
    [NOTES.commandWatches, '--command: looks like it starts a watcher; it may run until the timeout'],
    [NOTES.parseAsDefault, 'could not tell which runner the command calls; parsed its output as node:test (pass --framework to choose)'],
]);
/** A note of a run, in the CLI's words (unchanged when it names no tool parameter or gate). */
export function cliNote(note) {
    const exact = EXACT_NOTES.get(note);
    if (exact !== undefined)
        return exact;
    // Counted notes: `last_failed: selected N previously failing test(s) by name` / `node id(s)`.
    if (/^last_failed: selected \d+ previously failing /.test(note))
        return `--last-failed:${note.slice('last_failed:'.length)}`;
    // The failures-first re-run's note names the tool parameter that skips it.
    if (/^failures first: re-ran only the \d+ tests? that failed last /.test(note))
        return note.replace(FAILURES_FIRST_PARAMETER, '(--no-failures-first runs it now)');
    // The detected parser's note names no parameter; the CLI drops the tool's `parse_as:` label.
    if (note.startsWith('parse_as: could not tell which runner the command calls; its output reads as '))
        return `${note.slice('parse_as: '.length)} (pass --framework to choose)`;
    return note;
}
/** A command that could not start, in the CLI's words (test_run's error names its `command` parameter). */
export function cliMissingProgram(missing) {
    return missingProgramMessage(missing).replace(/^test_run: /, '').replace(/, or pass command$/, ', or pass --command');
}
/** A planner error in the CLI's words; `root` is the directory the planner probed. */
export function cliPlanError(message, root, target) {
    if (message === noFrameworkMessage(root))
        return `no test framework detected in ${root}; pass --framework or --command`;
    for (const word of target?.split(/\s+/) ?? []) {
        if (word !== '' && message === watchTargetMessage(word))
            return `--target ${JSON.stringify(word)} would start a watcher; run always runs once`;
    }
    return message.replace(/^test_run: /, '').replace(/, or pass package$/, ', or pass --package');
}
