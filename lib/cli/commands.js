/**
 * The CLI's commands and argument handling. Pure of process globals: streams, stdin, cwd and
 * the environment come in through {@link CliIo} so tests can drive it in-process.
 *
 * @module dsh-test-closure/cli/commands
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseRunnerOutput } from "../parse.js";
import { prepareCall } from "../call/test-call.js";
import { callPlanner } from "../call/planner.js";
import { lastRunOf, reportInputFrom, reportInputOf, toolValue } from "../call/record.js";
import { DEFAULT_LOOP_POLICY } from "../closure/policy.js";
import { defaultStateDir } from "../closure/harness-baseline.js";
import { expectedSuiteDuration } from "../closure/suite-durations.js";
import { NO_SESSION_CHECKS } from "../closure/verdict.js";
import { fingerprintWorkspace } from "../workspace/fingerprint.js";
import { renderRunResult, failureDigestLines } from "../render/run-result.js";
import { countsWithCauses } from "../render/causes.js";
import { renderProbe } from "../render/probe.js";
import { ctrfReport } from "../render/ctrf.js";
import { junitReport } from "../render/junit.js";
import { describeWorkspace } from "../planning/describe.js";
import {} from "../report/kinds.js";
import { FRAMEWORKS, isFramework, isRunnerKind, RUNNER_KINDS } from "../runners/registry.js";
import { packagesShownOk } from "../report/unshown.js";
import { PLUGIN_NAME } from "../report/names.js";
import { runLocally } from "./local-run.js";
import { readLastRun, writeLastRun } from "./last-run.js";
import { Progress } from "./progress.js";
import { commandHelp, parseCommandArgs, usageLine, UsageError } from "./args.js";
import { paintResult, paletteFor } from "./colour.js";
import { cliMissingProgram, cliNote, cliPlanError, FULL_LIST_IN_JSON } from "./wording.js";
import { detectOutputFramework } from "../detect-output.js";
import { packageVersion } from "./version.js";
export const PROGRAM = PLUGIN_NAME;
/**
 * Default timeout of `run` when --timeout-ms is not given: the suite's own limit (the plugin's
 * `suiteTimeoutMs` default), not a tool call's patience. A person waits for the whole run with
 * its progress on stderr, so a suite of minutes must not be killed at a call's 120 s.
 */
export const DEFAULT_TIMEOUT_MS = 1_800_000;
/** Characters of raw output shown as the tail (same as the plugin's default). */
const TAIL_CHARS = 3000;
const JSON_OPTION = { name: 'json', help: 'print the result as JSON instead of text' };
const REPORT_OPTIONS = [
    { name: 'ctrf', value: 'FILE', help: 'also write a CTRF JSON report (ctrf.io) to FILE' },
    { name: 'junit', value: 'FILE', help: 'also write a JUnit XML report to FILE' },
];
const EXIT_CODES = 'Exit codes: 0 green, 1 red, 2 bad usage or unreadable input.';
/** Every command's arguments, options and help. */
export const COMMANDS = {
    probe: {
        name: 'probe',
        positional: '[dir]',
        positionalHelp: 'the project directory (default: the current directory)',
        summary: 'detect the test runner of a project, without running anything',
        description: [
            `Detects the project's test runner (${FRAMEWORKS.join(', ')}, an npm test script, or a monorepo's packages)`,
            'without running anything, and prints it with the file that decided, why, the command',
            '"run" would run, and the test files found. Exit codes: 0 done, 2 bad usage or no such directory.',
        ],
        options: [JSON_OPTION],
    },
    run: {
        name: 'run',
        positional: '[dir]',
        positionalHelp: 'the project directory (default: the current directory)',
        summary: 'run the project\'s tests once and print a compact result',
        description: [
            'Runs the project\'s tests once (never in watch mode, colour off, stdin closed) on the local',
            'shell, as the dsh plugin\'s test_run tool plans them, and prints a compact result: the',
            'counts, each failing test with its message, notes. Progress goes to stderr. After a red',
            'run, a plain run first re-runs only the tests that failed; the whole suite runs, in the',
            'same call, once they pass.',
            EXIT_CODES,
        ],
        options: [
            { name: 'framework', value: 'F', help: `run this runner instead of the detected one: ${RUNNER_KINDS.join(', ')}` },
            { name: 'target', value: '"WORDS"', help: 'run only these test paths, node ids or files (space-separated; each word is shell-quoted)' },
            { name: 'last-failed', help: 'run only the tests that failed in the previous run in this directory' },
            { name: 'package', value: 'DIR', help: 'in a monorepo, run only this package (its directory, as probe lists it)' },
            { name: 'no-failures-first', help: 'after a red run, run the whole suite at once (by default the tests that failed run first, and the suite only once they pass)' },
            { name: 'command', value: '"CMD"', help: 'run this command verbatim instead of the planned one (parsed as --framework, or as the detected runner)' },
            { name: 'timeout-ms', value: 'N', help: `kill the run after N milliseconds (default ${DEFAULT_TIMEOUT_MS})` },
            JSON_OPTION,
            ...REPORT_OPTIONS,
        ],
    },
    parse: {
        name: 'parse',
        positional: '[file|-]',
        positionalHelp: 'the saved console output of a test run; - or nothing: standard input',
        summary: 'read a saved test log into the same compact result',
        description: [
            'Reads the saved console output of a test run and prints the same compact result as "run".',
            'Without --framework it tells the runner from the log and says which it chose. Green means',
            'the log shows its runner\'s summary, at least one test, and no failure (a log cut short is red).',
            EXIT_CODES,
        ],
        options: [{ name: 'framework', value: 'F', help: `read the log as this runner's: ${FRAMEWORKS.join(', ')} (default: detected from the log)` }, JSON_OPTION, ...REPORT_OPTIONS],
    },
};
const isCommand = (name) => name !== undefined && Object.hasOwn(COMMANDS, name);
/** The top-level help. */
export function mainHelp() {
    const rows = [
        ...Object.values(COMMANDS).map((c) => [`${c.name} ${c.positional}`, c.summary]),
        ['help [command]', 'print this help, or a command\'s'],
    ];
    const width = Math.max(...rows.map(([l]) => l.length)) + 2;
    return [
        `usage: ${PROGRAM} <command> [options]`,
        '',
        'Runs a project\'s tests once and reports them compactly, reads saved test logs, and writes',
        'CTRF and JUnit reports for CI: the detection, planning, parsing and rendering of the dsh',
        'plugin\'s tools, on the local shell.',
        '',
        'commands:',
        ...rows.map(([l, t]) => `  ${l.padEnd(width)}${t}`),
        '',
        'options:',
        `  ${'-h, --help'.padEnd(width)}print this help`,
        `  ${'-v, --version'.padEnd(width)}print the version`,
        '',
        'Exit codes: 0 green (probe: done), 1 red, 2 bad usage or unreadable input.',
        `Run "${PROGRAM} help <command>" for a command's options.`,
        '',
    ].join('\n');
}
/** What a usage error prints: the message, the command's usage line, where the help is. */
export function usageErrorText(error) {
    if (error.command === undefined || !isCommand(error.command))
        return `${PROGRAM}: ${error.message}\n${mainHelp()}`;
    return `${PROGRAM}: ${error.command}: ${error.message}\n${usageLine(PROGRAM, COMMANDS[error.command])}\nRun "${PROGRAM} help ${error.command}" for what each option does.\n`;
}
/** A directory argument that must exist: a one-line error otherwise. */
function existingDir(cwd, dir) {
    const full = resolve(cwd, dir ?? '.');
    let isDir = false;
    try {
        isDir = statSync(full).isDirectory();
    }
    catch {
        throw new Error(`${full}: no such directory`);
    }
    if (!isDir)
        throw new Error(`${full}: not a directory`);
    return full;
}
async function readAll(stream) {
    const chunks = [];
    for await (const chunk of stream)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks).toString('utf8');
}
function json(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}
const stringOption = (args, name) => {
    const v = args.values.get(name);
    return typeof v === 'string' ? v : undefined;
};
/** Writes the reports `--ctrf` and `--junit` ask for; a file that cannot be written is an error naming it. */
function writeReports(args, io, input) {
    const reports = [
        ['ctrf', () => json(ctrfReport(input))],
        ['junit', () => junitReport(input)],
    ];
    for (const [option, build] of reports) {
        const file = stringOption(args, option);
        if (file === undefined)
            continue;
        try {
            writeFileSync(resolve(io.cwd, file), build());
        }
        catch (error) {
            throw new Error(`--${option} ${file}: cannot write (${error.code ?? String(error)})`);
        }
    }
}
/** The nearest existing ancestor of `dir` (itself included) when it is not a directory (a file in the way). */
function nonDirectoryAncestor(dir) {
    for (let at = dir;; at = dirname(at)) {
        if (existsSync(at))
            return statSync(at).isDirectory() ? undefined : at;
        if (dirname(at) === at)
            return undefined;
    }
}
/**
 * Before anything runs: rejects an empty report path, creates the directory each report goes
 * in, and rejects a path that is a directory, so a report that cannot be written fails at
 * once instead of after the whole suite ran.
 */
function prepareReportPaths(args, io, command) {
    for (const option of ['ctrf', 'junit']) {
        const file = stringOption(args, option);
        if (file === undefined)
            continue;
        if (file === '')
            throw new UsageError(`--${option} needs a file name`, command);
        const full = resolve(io.cwd, file);
        const blocker = nonDirectoryAncestor(dirname(full));
        if (blocker !== undefined)
            throw new Error(`--${option} ${file}: ${blocker} is not a directory`);
        try {
            mkdirSync(dirname(full), { recursive: true });
        }
        catch (error) {
            throw new Error(`--${option} ${file}: cannot create its directory (${error.code ?? String(error)})`);
        }
        if (existsSync(full) && statSync(full).isDirectory())
            throw new Error(`--${option} ${file}: is a directory`);
    }
}
/**
 * The probe, with the suite command's usual duration when its history has one: the CLI reads
 * the plugin's default state directory, so a suite run through either front end with the
 * default config counts for both (closure/suite-durations.ts).
 */
async function probe(args, io) {
    const root = existingDir(io.cwd, args.positionals[0]);
    const stateDir = defaultStateDir();
    const result = await describeWorkspace(root, {}, (suite) => expectedSuiteDuration(stateDir, { root, ...suite }));
    io.stdout.write(args.values.has('json') ? json(result) : `${renderProbe(result)}\n`);
    return 0;
}
function timeoutOf(args) {
    const raw = stringOption(args, 'timeout-ms');
    if (raw === undefined)
        return DEFAULT_TIMEOUT_MS;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1)
        throw new UsageError(`--timeout-ms must be a positive integer (got ${JSON.stringify(raw)})`, 'run');
    return value;
}
async function run(args, io) {
    const framework = stringOption(args, 'framework');
    if (framework !== undefined && !isRunnerKind(framework))
        throw new UsageError(`unknown framework ${JSON.stringify(framework)} (expected one of ${RUNNER_KINDS.join(', ')})`, 'run');
    const target = stringOption(args, 'target');
    const command = stringOption(args, 'command');
    const pkg = stringOption(args, 'package');
    if (command !== undefined && command.trim() === '')
        throw new UsageError('--command must not be empty', 'run');
    if (target !== undefined && target.trim() === '')
        throw new UsageError('--target must name at least one path or test', 'run');
    prepareReportPaths(args, io, 'run');
    const timeoutMs = timeoutOf(args);
    const dir = existingDir(io.cwd, args.positionals[0]);
    const callArgs = {
        ...(framework !== undefined && isRunnerKind(framework) ? { framework } : {}),
        ...(target !== undefined ? { target } : {}),
        ...(args.values.has('last-failed') ? { lastFailed: true } : {}),
        ...(command !== undefined ? { command } : {}),
        ...(pkg !== undefined ? { package: pkg } : {}),
        ...(args.values.has('no-failures-first') ? { failuresFirst: false } : {}),
        timeoutMs,
    };
    let prepared;
    try {
        prepared = await prepareCall({
            root: dir,
            args: callArgs,
            settings: cliSettings(),
            ports: { fingerprint: () => fingerprintWorkspace(dir) },
            previous: readLastRun(dir),
        });
    }
    catch (error) {
        throw new Error(cliPlanError(error instanceof Error ? error.message : String(error), dir, target));
    }
    const env = io.env ?? process.env;
    const outcome = await prepared.run(localPort(dir, io, env));
    if (outcome.call.finished.missing)
        throw new Error(cliMissingProgram(outcome.call.finished.missing));
    const record = await prepared.record(outcome);
    const value = toolValue(record);
    const result = { ...value, notes: value.notes.map(cliNote) };
    // The suite's own command is remembered, so the next plain run knows these failures are its.
    writeLastRun(dir, lastRunOf(record, prepared.plan));
    io.stdout.write(args.values.has('json') ? json(result) : `${paintResult(renderRunResult(result, { verdict: false, name: 'run', fullList: FULL_LIST_IN_JSON }), paletteFor(io.stdout, env))}\n`);
    // The reports describe the run the result is (the last one the call ran).
    const input = reportInputOf(record, packageVersion());
    if (input !== undefined)
        writeReports(args, io, input);
    return result.ok ? 0 : 1;
}
/** The CLI's call settings: the plugin's defaults, no deployment options (call/test-call.ts uses the loop policy only with a session); the suite's durations where the plugin keeps them by default. */
function cliSettings() {
    return { planner: callPlanner({}), stateDir: defaultStateDir(), policy: DEFAULT_LOOP_POLICY, checks: NO_SESSION_CHECKS, defaultTimeoutMs: DEFAULT_TIMEOUT_MS, tailChars: TAIL_CHARS };
}
/** The CLI's {@link ExecutePort}: each run on the local shell (cli/local-run.ts), its progress on stderr. */
function localPort(dir, io, env) {
    return {
        root: dir,
        sandboxMode: undefined,
        execute: async (execution) => {
            // Each run of the call (a failures-first re-run, then maybe the suite) reports its own progress.
            const progress = new Progress(io.stderr, { command: execution.plannedCommand, framework: execution.framework, palette: paletteFor(io.stderr, env) });
            const outcome = await runLocally({ command: execution.command, cwd: dir, env: execution.env, timeoutMs: execution.timeoutMs, cookie: execution.cookie, onOutput: (c) => progress.output(c) });
            progress.done();
            return outcome;
        },
    };
}
const LOG_HEADLINE = { passed: 'PASSED', failed: 'FAILED', 'no-tests': 'NO TESTS', incomplete: 'INCOMPLETE' };
/** The log's status: failures first, then a missing summary line, then no test run. */
export function logStatus(result) {
    if (result.summary.failed > 0 || result.failures.length > 0)
        return 'failed';
    if (!result.summarySeen)
        return 'incomplete';
    // go's plain output counts no passing test: its `ok` package lines show tests ran.
    if (result.summary.total === 0 && !packagesShownOk(result))
        return 'no-tests';
    return 'passed';
}
/** The notes of a parsed log. */
export const LOG_NOTES = {
    noSummary: 'no runner summary line was found in the log: it may be cut short, or not this runner\'s output',
    noTests: 'the log shows no test run',
    /** `--framework F` found nothing of F's in the log, and `other`'s parser reads it. */
    notThisRunner: (framework, other) => `the log does not look like ${framework}'s output: no ${framework} summary, test or failure line was found; it reads as ${other}'s (pass --framework ${other}, or leave --framework out)`,
};
/** A log holding nothing but white space: nothing to read, whichever runner it is said to be. */
export function emptyLogMessage(source) {
    return `${source}: the log is empty`;
}
/**
 * The notes of a parsed log. When `--framework` was given, its parser recognizes nothing (no
 * summary, test or failure) and another runner's does, the log is that runner's: said
 * instead of "no summary" (a log no parser reads may still be this runner's, cut short).
 */
export function logNotes(result, status, given, text) {
    const nothing = !result.summarySeen && result.summary.total === 0 && result.failures.length === 0;
    const other = given && nothing ? detectOutputFramework(text) : null;
    if (other !== null && other.framework !== result.framework)
        return [LOG_NOTES.notThisRunner(result.framework, other.framework)];
    return [...(result.summarySeen ? [] : [LOG_NOTES.noSummary]), ...(status === 'no-tests' ? [LOG_NOTES.noTests] : [])];
}
/** The text `parse` prints. */
export function renderLog(result, status, detected, notes) {
    const lines = [`parse ${LOG_HEADLINE[status]}: ${countsWithCauses(result)} — ${result.framework}${detected ? ' (detected from the log)' : ''}, format ${result.format}`];
    if (result.failures.length > 0) {
        lines.push('failures:', ...failureDigestLines(result.failures, { fullList: FULL_LIST_IN_JSON }));
    }
    if (notes.length > 0)
        lines.push('notes:', ...notes.map((n) => `- ${n}`));
    return lines.join('\n');
}
async function parse(args, io) {
    const framework = stringOption(args, 'framework');
    if (framework !== undefined && !isFramework(framework))
        throw new UsageError(`unknown framework ${JSON.stringify(framework)} (expected one of ${FRAMEWORKS.join(', ')})`, 'parse');
    prepareReportPaths(args, io, 'parse');
    const source = args.positionals[0] ?? '-';
    let text;
    let startedAt = Date.now();
    if (source === '-')
        text = await readAll(io.stdin);
    else {
        const file = resolve(io.cwd, source);
        try {
            text = readFileSync(file, 'utf8');
            startedAt = statSync(file).mtimeMs;
        }
        catch (error) {
            throw new Error(`${source}: cannot read (${error.code ?? 'error'})`);
        }
    }
    const named = source === '-' ? 'standard input' : source;
    if (text.trim() === '')
        throw new Error(emptyLogMessage(named));
    let result;
    let detected = false;
    if (framework !== undefined)
        result = parseRunnerOutput(framework, text);
    else {
        const found = detectOutputFramework(text);
        if (found === null)
            throw new Error(`${named}: cannot tell which runner wrote this log; pass --framework ${FRAMEWORKS.join('|')}`);
        result = found.result;
        detected = true;
    }
    const status = logStatus(result);
    const notes = logNotes(result, status, !detected, text);
    const durationMs = result.durationMs ?? 0;
    if (args.values.has('json'))
        io.stdout.write(json({ ...result, status, ok: status === 'passed', detected, notes }));
    else
        io.stdout.write(`${paintResult(renderLog(result, status, detected, notes), paletteFor(io.stdout, io.env ?? process.env))}\n`);
    // A log's run ended by the time it was saved: its file's mtime, less the duration the runner reported.
    writeReports(args, io, reportInputFrom(result, { output: text, startedAt: Math.round(startedAt - durationMs), durationMs: Math.round(durationMs), producerVersion: packageVersion() }));
    return status === 'passed' ? 0 : 1;
}
/** Runs one CLI invocation; returns the exit code. Usage errors print the usage and return 2. */
export async function runCli(argv, io) {
    const [first, ...rest] = argv;
    try {
        if (first === undefined)
            throw new UsageError('missing command');
        if (first === '-h' || first === '--help') {
            io.stdout.write(mainHelp());
            return 0;
        }
        if (first === '-v' || first === '--version') {
            io.stdout.write(`${PROGRAM} ${packageVersion()}\n`);
            return 0;
        }
        if (first === 'help') {
            if (rest.length > 1)
                throw new UsageError(`help takes at most one command (got ${rest.length})`);
            const topic = rest[0];
            if (topic === undefined)
                io.stdout.write(mainHelp());
            else if (isCommand(topic))
                io.stdout.write(commandHelp(PROGRAM, COMMANDS[topic]));
            else
                throw new UsageError(`no help for ${JSON.stringify(topic)}: not a command (${[...Object.keys(COMMANDS), 'help'].join(', ')})`);
            return 0;
        }
        if (!isCommand(first))
            throw new UsageError(`unknown command ${JSON.stringify(first)}`);
        const args = parseCommandArgs(COMMANDS[first], rest);
        if (args.help) {
            io.stdout.write(commandHelp(PROGRAM, COMMANDS[first]));
            return 0;
        }
        switch (first) {
            case 'probe':
                return await probe(args, io);
            case 'run':
                return await run(args, io);
            case 'parse':
                return await parse(args, io);
        }
    }
    catch (error) {
        if (error instanceof UsageError) {
            io.stderr.write(usageErrorText(error));
            return 2;
        }
        io.stderr.write(`${PROGRAM}: ${error instanceof Error ? error.message : String(error)}\n`);
        return 2;
    }
}
