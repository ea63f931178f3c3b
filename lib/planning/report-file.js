/**
 * A runner's own report, written to a second destination the run's tests cannot print into.
 *
 * A console reporter copies what tests print: node:test's spec reporter prints a test's stdout
 * raw, so a passing test that prints `✔ <a failing test's name>` would list that name as
 * passed. node:test can send a second reporter to a file, and its TAP reporter turns every line
 * a test prints into a `# ` comment. So a planned node:test run also writes TAP to a file of
 * its own in the plugin's private directory in the temp area (outside the workspace; the
 * sandbox lets a run write there), and the tests listed by name are read from that file only:
 *
 * - `tests` (every test by name, with its outcome) comes from the TAP file, never from the
 *   console; a run whose file is missing or unreadable lists no tests by name (its earlier
 *   failures are then judged by file, closure/verdict.ts);
 * - a failure the TAP file reports that the console does not makes the run failed, with the
 *   file's counts: printed text can make a run look greener, the runner's own report cannot.
 *
 * The console keeps its reporter, so what the model reads (failures, details) is unchanged,
 * and the command the model and the log see is the planned one: the added destination is the
 * plugin's plumbing, not part of the suite. Only the planned command form (`--test-reporter=spec
 * --test-reporter-destination=stdout`) gets one; a project's own script is left as it is.
 *
 * @module dsh-test-closure/planning/report-file
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseRunnerOutput } from "../parse.js";
import { RUNNERS } from "../runners/registry.js";
import { ensurePrivateDir, privateCacheDir } from "../run/sandbox-writes.js";
import { quoteArg } from "./shell-quote.js";
/** The planned node:test command's words: the program (`node --test`), then its console reporter, after which the second reporter goes. */
const PLANNED = RUNNERS['node:test'].command.words;
const PROGRAM = `${PLANNED.filter((w) => !w.startsWith('--test-reporter')).join(' ')} `;
const SPEC_TO_STDOUT = PLANNED.filter((w) => w.startsWith('--test-reporter')).join(' ');
/** Sandbox modes under which a run may write to the temp area. */
const WRITES_TEMP = new Set([undefined, 'none', 'workspace-write', 'danger-full-access']);
/**
 * The report file a planned run writes, or undefined when its runner has none or its command
 * is not the planned form, or the sandbox `mode` forbids the write.
 *
 * @param runId unique per run (the run's cookie): names the file.
 */
export function plannedReportFile(plan, mode, runId) {
    if (plan.parseAs !== 'node:test' || plan.detectParser || plan.packages !== undefined)
        return undefined;
    if (!WRITES_TEMP.has(mode) || !plan.command.startsWith(PROGRAM) || plan.command.split(SPEC_TO_STDOUT).length !== 2)
        return undefined;
    const dir = join(privateCacheDir(), 'reports');
    if (!ensurePrivateDir(dir))
        return undefined;
    // The run id is unique per run, so no earlier file can be there to be read as this run's.
    const path = join(dir, `${runId.replace(/[^A-Za-z0-9_-]/g, '')}.tap`);
    return { path, command: plan.command.replace(SPEC_TO_STDOUT, `${SPEC_TO_STDOUT} --test-reporter=tap --test-reporter-destination=${quoteArg(path)}`) };
}
/**
 * The console's parse, with the tests listed by name taken from the report file (then removed)
 * and, when the file reports more failing tests than the console, the file's counts and
 * failures. Never throws.
 */
export function withReportFile(parsed, report) {
    let text;
    try {
        text = readFileSync(report.path, 'utf8');
    }
    catch {
        text = '';
    }
    finally {
        rmSync(report.path, { force: true });
    }
    const { tests: _printed, ...rest } = parsed;
    const own = text === '' ? undefined : parseRunnerOutput('node:test', text);
    if (own === undefined || !own.summarySeen || own.tests === undefined)
        return rest;
    const worse = own.summary.failed > parsed.summary.failed;
    return {
        ...rest,
        ...(worse ? { summary: own.summary, failures: own.failures } : {}),
        tests: own.tests,
    };
}
