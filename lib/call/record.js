/**
 * The record of one test call, and the views every reader takes of it: the `test_run` value
 * (render/run-result.ts), what the session log keeps (closure/replay.ts `RunMeta`), what the
 * CLI remembers for its next run (cli/last-run.ts) and the CI reports' input
 * (render/ci-report.ts). Each view is made here from the one record, never copied field by
 * field where it is used; which facts of a run each record keeps is run/run-facts.ts's table.
 *
 * @module dsh-test-closure/call/record
 */
import { runMetaOf } from "../closure/replay.js";
import { testRunValue } from "../render/run-result.js";
import { RUNNERS } from "../runners/registry.js";
/** The `test_run` value (and the CLI's `--json`): the run's outcome, its scope, its verdict in words, the session's facts. */
export function toolValue(record) {
    return testRunValue(record.finished.result, record.scope, record.verdict, record.recorded);
}
/** What the session log keeps of a recorded call; undefined without a session. */
export function logMeta(record) {
    return record.recorded === undefined ? undefined : runMetaOf(record.recorded);
}
/** What the CLI remembers for `--last-failed` and failures first: the suite's command (a failures-first re-run records the suite's), its parser and its failures. */
export function lastRunOf(record, suitePlan) {
    return { command: suitePlan.command, framework: suitePlan.parseAs, failures: record.finished.result.failures.filter((f) => f.kind !== 'run') };
}
/**
 * The CI reports' input: the recorded run's parse (its failures as the result states them,
 * relative to the workspace), timing and command. A failures-first
 * re-run's report lists what it selected, as its result counts (closure/loop.ts `withoutDeselected`).
 */
export function reportInputOf(record, producerVersion) {
    const { finished } = record;
    const parsed = finished.parsed;
    if (parsed === undefined)
        return undefined;
    // The failures as the result states them: paths relative to the workspace (a runner may print them absolute).
    const relative = { ...parsed, failures: finished.result.failures };
    const shown = record.scope === 'failures-first' ? { ...relative, summary: finished.result.summary, ...(parsed.tests ? { tests: { ...parsed.tests, skipped: [] } } : {}) } : relative;
    return reportInputFrom(shown, { output: finished.output ?? '', startedAt: finished.startedAt ?? 0, durationMs: finished.result.durationMs, command: finished.result.command, producerVersion });
}
/** The CI reports' input for a parse (of a run, or of a saved log: then no command). */
export function reportInputFrom(parsed, run) {
    return {
        framework: parsed.framework,
        runner: RUNNERS[parsed.framework].report,
        format: parsed.format,
        summary: parsed.summary,
        failures: parsed.failures,
        ...(parsed.tests !== undefined ? { tests: parsed.tests } : {}),
        ...(parsed.unshown !== undefined ? { unshown: parsed.unshown } : {}),
        output: run.output,
        startedAt: run.startedAt,
        durationMs: run.durationMs,
        ...(run.command !== undefined ? { command: run.command } : {}),
        producerVersion: run.producerVersion,
    };
}
