/**
 * Runs one plan of a call to its finished run, the same for every host: the report file the
 * runner writes beside its console output (planning/report-file.ts), the caches it must not
 * write outside the workspace under the sandbox (runners/outside-writes.ts), the cookie that marks
 * every process of the run (run/strays.ts), then, from what the host's process came to, what
 * its sandbox denied (run/sandbox-denial.ts), the parse, the result and whether the command
 * could start at all. The host only runs the process: {@link ExecutePort}.
 *
 * @module dsh-test-closure/call/run-plan
 */
import { readPlannedOutput } from "../planning/read-output.js";
import { plannedReportFile, withReportFile } from "../planning/report-file.js";
import { buildRunResult } from "../run/result.js";
import { missingProgram } from "../run/missing-program.js";
import { cookieEnv, newRunCookie } from "../run/strays.js";
import { readDenial } from "../run/sandbox-denial.js";
import { outsideWriters, sandboxWriteEnv } from "../runners/outside-writes.js";
/** The frameworks a plan runs: its parser's, and each package's in a monorepo. */
function frameworksOf(plan) {
    return [plan.parseAs, ...(plan.packages ?? []).map((p) => p.parseAs)];
}
/** The outcome with what its sandbox denied, read from its output (run/sandbox-denial.ts). */
function withDenial(outcome, root) {
    if (!outcome.sandbox.denied)
        return outcome;
    const denial = readDenial(outcome.output, outcome.sandbox.mode, root, outsideWriters());
    if (denial === undefined)
        return outcome;
    return { ...outcome, sandbox: { ...outcome.sandbox, reason: denial.text, ...(denial.remedy !== undefined ? { remedy: denial.remedy } : {}) } };
}
/** What a plan's process came to, read into a finished run. */
export function finishRun(executed, plan, root, startedAt, report) {
    const { hostNotes = [], shellSpills = [], ...processOutcome } = executed;
    const outcome = withDenial(processOutcome, root);
    const read = readPlannedOutput({ ...plan, notes: [...plan.notes, ...hostNotes] }, outcome.output);
    const { notes, packages } = read;
    // The runner's own report, where it wrote one, decides which tests are listed by name.
    const parsed = report === undefined ? read.parsed : withReportFile(read.parsed, report);
    const result = buildRunResult(outcome, parsed, { command: plan.command, notes, tailChars: plan.tailChars, narrowed: plan.narrowed, root, ...(packages ? { packages } : {}) });
    const missing = outcome.aborted || outcome.timedOut ? undefined : missingProgram(outcome.exitCode, outcome.output, parsed.summarySeen || parsed.summary.total > 0);
    return {
        result,
        ...(missing ? { missing } : {}),
        ...(parsed.tests ? { tests: parsed.tests } : {}),
        ...(parsed.files && !outcome.truncated ? { files: parsed.files } : {}),
        output: outcome.output,
        ...(shellSpills.length > 0 ? { shellSpills } : {}),
        parsed,
        startedAt,
    };
}
/** Runs one plan through the host's port and reads what it came to. */
export async function runPlan(plan, port) {
    const cookie = newRunCookie();
    const report = plannedReportFile(plan, port.sandboxMode, cookie.value);
    const env = { ...sandboxWriteEnv(frameworksOf(plan), port.sandboxMode), ...plan.env, ...cookieEnv(cookie) };
    const startedAt = port.now?.() ?? Date.now();
    const executed = await port.execute({ command: report?.command ?? plan.command, plannedCommand: plan.command, env, timeoutMs: plan.timeoutMs, cookie, framework: plan.parseAs });
    return finishRun(executed, plan, port.root, startedAt, report);
}
