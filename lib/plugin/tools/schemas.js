import { CHECK_IDS } from "../../closure/checks.js";
import { RUN_SCOPES } from "../../closure/scope.js";
import { REPORT_REASONS } from "../../closure/state.js";
import { FRAMEWORKS, RUNNER_KINDS } from "../../runners/registry.js";
import { RUN_STATUSES } from "../../run/result.js";
import { factsKeptBy } from "../../run/run-facts.js";
import { PACKAGE_MANAGERS } from "../../workspace/package-manager.js";
import { PYTHON_ENV_KINDS } from "../../workspace/python-env.js";
const string = { type: 'string', required: true };
const optionalString = { type: 'string' };
const integer = { type: 'integer', required: true };
const boolean = { type: 'boolean', required: true };
const strings = { type: 'array', items: { type: 'string' }, required: true };
const nullable = (schema) => ({ oneOf: [schema, { type: 'null' }], required: true });
const summary = {
    type: 'object',
    additionalProperties: false,
    required: true,
    properties: { total: integer, passed: integer, failed: integer, skipped: integer },
};
const failure = {
    type: 'object',
    additionalProperties: false,
    properties: { name: string, kind: { type: 'string', enum: ['test', 'hook', 'file', 'run'], required: true }, file: optionalString, message: optionalString, location: optionalString, detail: { type: 'array', items: { type: 'string' } } },
};
/** The counts the output does not show (report/types.ts UnshownCounts). */
const unshown = {
    type: 'object',
    additionalProperties: false,
    properties: { counts: { type: 'array', items: { type: 'string', enum: ['passed', 'skipped'] }, required: true }, reason: string, packagesOk: integer },
};
const wordedBlockers = {
    type: 'array',
    required: true,
    items: { type: 'object', additionalProperties: false, properties: { check: { type: 'string', enum: CHECK_IDS, required: true }, text: string } },
};
const scope = { type: 'string', enum: RUN_SCOPES, required: true };
/** A running call's progress (closure/run-progress.ts). */
const runProgress = {
    type: 'object',
    additionalProperties: false,
    properties: {
        elapsedMs: { type: 'number', required: true },
        finished: { type: 'integer' },
        packagesOk: { type: 'integer' },
        failed: integer,
        expectedTotal: { type: 'integer' },
        expectedMs: { type: 'number' },
        failures: { type: 'array', required: true, items: { type: 'object', additionalProperties: false, properties: { name: string, message: optionalString } } },
        moreFailures: integer,
    },
};
/**
 * The schema of each fact of a run (run/result.ts `RunOutcome`), total over it: a new fact asks
 * for its schema here, and the records that keep it (run/run-facts.ts) take theirs from it.
 */
const outcome = {
    ok: boolean,
    status: { type: 'string', enum: RUN_STATUSES, required: true },
    summary,
    failures: { type: 'array', items: failure, required: true },
    outputTail: string,
    command: string,
    framework: { type: 'string', enum: FRAMEWORKS, required: true },
    durationMs: { type: 'number', required: true },
    exitCode: nullable({ type: 'integer' }),
    timedOut: boolean,
    sandbox: { type: 'object', additionalProperties: false, required: true, properties: { mode: string, denied: boolean, reason: { type: 'string' }, remedy: { type: 'string' } } },
    narrowed: boolean,
    summarySeen: boolean,
    packages: {
        type: 'array',
        items: {
            type: 'object',
            additionalProperties: false,
            properties: { dir: string, framework: { type: 'string', enum: FRAMEWORKS, required: true }, status: { type: 'string', enum: RUN_STATUSES, required: true }, exitCode: nullable({ type: 'integer' }), summary, unshown },
        },
    },
    unshown,
    selection: { type: 'object', additionalProperties: false, properties: { ran: { type: 'integer', required: true }, reused: { type: 'integer', required: true }, unit: { type: 'string', enum: ['file', 'package'], required: true } } },
    notes: strings,
};
/** The facts of `outcome` the given keys name: a record's part that holds its run's facts. */
function factsSchema(keys) {
    return Object.fromEntries(keys.map((key) => [key, outcome[key]]));
}
/** The baseline replay's record (closure/harness-replay.ts `BaselineReplay`), total over it: a new field asks for its schema here. */
const replayProperties = {
    ...factsSchema(factsKeptBy('replay')),
    // A run status, or `error` / `not-run` (closure/harness-replay.ts).
    status: string,
    failureCount: integer,
    scope: { type: 'string', enum: ['files', 'suite'], required: true },
    files: strings,
    changed: strings,
    removed: strings,
    added: strings,
    unrestorable: strings,
    conflicts: strings,
    above: { type: 'array', items: { type: 'string' } },
    written: { type: 'array', items: { type: 'string' } },
    // Session-start test files whose replay pass held (call/close-selection.ts `replaySelection`).
    held: { type: 'integer' },
};
const testRunResult = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...outcome,
        scope,
        verdict: {
            type: 'object',
            additionalProperties: false,
            required: true,
            properties: { verified: boolean, blockers: wordedBlockers, forgiven: { type: 'object', additionalProperties: false, properties: { preExisting: strings, flaky: strings } } },
        },
        testFilesChanged: { type: 'array', items: { type: 'string' } },
        flaky: { type: 'object', additionalProperties: false, properties: { names: strings, blocks: boolean } },
        preExisting: { type: 'array', items: { type: 'string' } },
        baselineReplay: { type: 'object', additionalProperties: false, properties: replayProperties },
    },
};
const backgroundStarted = {
    type: 'object',
    additionalProperties: false,
    properties: {
        status: { type: 'string', const: 'running', required: true },
        background: { type: 'boolean', const: true, required: true },
        jobId: string,
        command: string,
        framework: string,
        scope,
        notes: strings,
        progress: runProgress,
    },
};
/** `test_run`: a finished run, or a run started in the background. */
export const TEST_RUN_OUTPUT = { oneOf: [testRunResult, backgroundStarted] };
/** `test_closure_check`. */
export const CLOSURE_CHECK_OUTPUT = {
    type: 'object',
    additionalProperties: false,
    properties: {
        satisfied: boolean,
        lastRun: nullable({
            type: 'object',
            additionalProperties: false,
            properties: { ok: boolean, status: string, summary, command: string, turn: integer, narrowed: boolean, scope, verified: boolean },
        }),
        blockers: wordedBlockers,
        running: strings,
        runningCall: { type: 'object', additionalProperties: false, properties: { jobId: string, scope, progress: { ...runProgress, required: true } } },
        failing: strings,
        suite: nullable({ type: 'string' }),
        testFilesChanged: strings,
        interceptionsThisTurn: integer,
        maxInterceptRounds: integer,
        unresolved: nullable({
            type: 'object',
            additionalProperties: false,
            properties: { turn: integer, failing: strings, reason: { type: 'string', enum: ['no-progress', 'no-run', ...REPORT_REASONS] }, explanation: optionalString },
        }),
        reviews: {
            type: 'array',
            required: true,
            items: {
                type: 'object',
                additionalProperties: false,
                properties: { turn: integer, reason: { type: 'string', enum: REPORT_REASONS, required: true }, tests: strings, explanation: string, changed: strings, removed: strings, added: strings },
            },
        },
    },
};
/** What `test_probe` says of a workspace, or of one package of a monorepo. */
const probeProperties = {
    framework: nullable({ type: 'string', enum: RUNNER_KINDS }),
    configPath: optionalString,
    testFiles: strings,
    testFileCount: integer,
    walkTruncated: boolean,
    reason: string,
    watchScript: optionalString,
    testScript: optionalString,
    parseAs: { type: 'string', enum: FRAMEWORKS },
    packageManager: { type: 'string', enum: PACKAGE_MANAGERS },
    python: {
        type: 'object',
        additionalProperties: false,
        properties: { kind: { type: 'string', enum: PYTHON_ENV_KINDS, required: true }, words: strings, reason: string },
    },
    djangoManage: optionalString,
    localBin: optionalString,
    buildDir: optionalString,
    bundler: optionalString,
    command: string,
};
/** `test_probe`. */
export const PROBE_OUTPUT = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...probeProperties,
        root: optionalString,
        packages: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { ...probeProperties, dir: string } } },
        expectedDuration: { type: 'object', additionalProperties: false, properties: { expectedMs: integer, runs: integer } },
    },
};
true;
true;
true;
