/**
 * The CLI's commands and argument handling. Pure of process globals: streams, stdin and cwd
 * come in through {@link CliIo} so tests can drive it in-process.
 *
 * @module dsh-test-closure/cli/commands
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseRunnerOutput } from "../parse.js";
import { matchSuite, resolveSuite } from "../closure/suite.js";
import { judgeAlone } from "../closure/verdict.js";
import { planCommand } from "../planning/plan.js";
import { buildRunResult } from "../run/result.js";
import { renderRunResult, testRunValue } from "../render/run-result.js";
import { renderProbe } from "../render/probe.js";
import { describeWorkspace } from "../planning/describe.js";
import { probeWorkspace } from "../workspace/probe.js";
import { isRunnerKind, RUNNER_KINDS } from "../report/kinds.js";
import { FRAMEWORKS, isFramework } from "../report/kinds.js";
import { runLocally } from "./local-run.js";
import { readLastFailed, writeLastFailed } from "./last-run.js";
import { Progress } from "./progress.js";
import { PLUGIN_NAME } from "../report/names.js";
export const USAGE = `usage:
  dsh-test-closure probe [dir] [--json]
  dsh-test-closure run [dir] [--framework ${RUNNER_KINDS.join('|')}] [--target "<paths or ids>"] [--last-failed] [--timeout-ms N] [--json]
  dsh-test-closure parse --framework ${FRAMEWORKS.join('|')} [file|-] [--json]
`;
/** Default timeout of `run` when --timeout-ms is not given (same as the plugin's default). */
const DEFAULT_TIMEOUT_MS = 120_000;
/** Characters of raw output shown as the tail (same as the plugin's default). */
const TAIL_CHARS = 3000;
class UsageError extends Error {
}
function usage(message) {
    throw new UsageError(message);
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
async function probe(args, io) {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true });
    if (positionals.length > 1)
        usage('probe takes at most one directory');
    const result = await describeWorkspace(existingDir(io.cwd, positionals[0]));
    io.stdout.write(values.json ? json(result) : `${renderProbe(result)}\n`);
    return 0;
}
async function run(args, io) {
    const { values, positionals } = parseArgs({
        args,
        options: {
            framework: { type: 'string' },
            target: { type: 'string' },
            'last-failed': { type: 'boolean' },
            'timeout-ms': { type: 'string' },
            command: { type: 'string' },
            json: { type: 'boolean' },
        },
        allowPositionals: true,
    });
    if (positionals.length > 1)
        usage('run takes at most one directory');
    if (values.framework !== undefined && !isRunnerKind(values.framework))
        usage(`unknown framework "${values.framework}" (expected one of ${RUNNER_KINDS.join(', ')})`);
    let timeoutMs = DEFAULT_TIMEOUT_MS;
    if (values['timeout-ms'] !== undefined) {
        timeoutMs = Number(values['timeout-ms']);
        if (!/^\d+$/.test(values['timeout-ms']) || !Number.isSafeInteger(timeoutMs) || timeoutMs < 1)
            usage(`--timeout-ms must be a positive integer (got "${values['timeout-ms']}")`);
    }
    const dir = existingDir(io.cwd, positionals[0]);
    const request = {
        ...(values.framework !== undefined && isRunnerKind(values.framework) ? { framework: values.framework } : {}),
        ...(values.target !== undefined ? { target: values.target } : {}),
        ...(values['last-failed'] ? { lastFailed: readLastFailed(dir) } : {}),
        ...(values.command !== undefined ? { command: values.command } : {}),
    };
    const probe = await probeWorkspace(dir);
    const plan = planCommand(request, probe);
    const { scope } = matchSuite(plan, request, resolveSuite(undefined, probe, {}, request, plan), probe);
    const progress = new Progress(io.stderr, plan.command);
    const outcome = await runLocally({ command: plan.command, cwd: dir, env: plan.env, timeoutMs, onOutput: (c) => progress.output(c) });
    progress.done();
    const run = buildRunResult(outcome, parseRunnerOutput(plan.parseAs, outcome.output), { command: plan.command, notes: plan.notes, tailChars: TAIL_CHARS, narrowed: plan.narrowed });
    const result = testRunValue(run, scope, judgeAlone({ ...run, scope }));
    writeLastFailed(dir, result.failures.filter((f) => f.kind !== 'run').map((f) => f.name));
    io.stdout.write(values.json ? json(result) : `${renderRunResult(result, { verdict: false })}\n`);
    return result.ok ? 0 : 1;
}
async function parse(args, io) {
    const { values, positionals } = parseArgs({ args, options: { framework: { type: 'string' }, json: { type: 'boolean' } }, allowPositionals: true });
    if (values.framework === undefined)
        usage('parse needs --framework');
    if (!isFramework(values.framework))
        usage(`unknown framework "${values.framework}" (expected one of ${FRAMEWORKS.join(', ')})`);
    if (positionals.length > 1)
        usage('parse takes at most one file');
    const source = positionals[0] ?? '-';
    let text;
    if (source === '-')
        text = await readAll(io.stdin);
    else {
        try {
            text = readFileSync(resolve(io.cwd, source), 'utf8');
        }
        catch (error) {
            throw new Error(`${source}: cannot read (${error.code ?? 'error'})`);
        }
    }
    const result = parseRunnerOutput(values.framework, text);
    if (values.json)
        io.stdout.write(json(result));
    else {
        const s = result.summary;
        const lines = [`${result.framework} (${result.format}): ${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped (${s.total} total)${result.summarySeen ? '' : ' — no summary line seen'}`];
        for (const f of result.failures)
            lines.push(`- ${f.name}${f.message ? ` — ${f.message}` : ''}${f.file && !f.name.includes(f.file) ? ` (${f.file})` : ''}`);
        io.stdout.write(`${lines.join('\n')}\n`);
    }
    return 0;
}
/** Runs one CLI invocation; returns the exit code. Usage errors print the usage and return 2. */
export async function runCli(argv, io) {
    const [command, ...rest] = argv;
    try {
        switch (command) {
            case 'probe':
                return await probe(rest, io);
            case 'run':
                return await run(rest, io);
            case 'parse':
                return await parse(rest, io);
            case '-h':
            case '--help':
            case 'help':
                io.stdout.write(USAGE);
                return 0;
            default:
                usage(command === undefined ? 'missing command' : `unknown command "${command}"`);
        }
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof UsageError || error.code?.startsWith('ERR_PARSE_ARGS')) {
            io.stderr.write(`${PLUGIN_NAME}: ${message}\n${USAGE}`);
            return 2;
        }
        io.stderr.write(`${PLUGIN_NAME}: ${message}\n`);
        return 2;
    }
}
