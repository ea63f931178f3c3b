/**
 * The output schemas of the three tools: the registry validates every value against its
 * schema before the model sees it, and `defineTool` infers the value's type from it, so
 * `render` and `execute` are typed without casts. Each schema mirrors a value type the host-
 * free layers define (render/run-result.ts, render/closure-check.ts, planning/describe.ts);
 * the `satisfies` checks below fail to compile when the two drift apart.
 *
 * @module dsh-test-closure/plugin/tools/schemas
 */
import type { InferValue } from '@deepseek-ai/dsh-tools';
import { CHECK_IDS } from '../../closure/checks.ts';
import { RUN_SCOPES } from '../../closure/scope.ts';
import { REPORT_REASONS } from '../../closure/state.ts';
import type { ProbeResult } from '../../planning/describe.ts';
import type { BaselineReplay } from '../../closure/harness-replay.ts';
import type { ClosureCheckValue } from '../../render/closure-check.ts';
import type { BackgroundRunStarted, TestRunResult } from '../../render/run-result.ts';
import { FRAMEWORKS, RUNNER_KINDS } from '../../runners/registry.ts';
import { RUN_STATUSES, type RunOutcome } from '../../run/result.ts';
import { factsKeptBy } from '../../run/run-facts.ts';
import { PACKAGE_MANAGERS } from '../../workspace/package-manager.ts';
import { PYTHON_ENV_KINDS } from '../../workspace/python-env.ts';

const string = { type: 'string', required: true } as const;
const optionalString = { type: 'string' } as const;
const integer = { type: 'integer', required: true } as const;
const boolean = { type: 'boolean', required: true } as const;
const strings = { type: 'array', items: { type: 'string' }, required: true } as const;
const nullable = <const S extends object>(schema: S) => ({ oneOf: [schema, { type: 'null' }], required: true }) as const;

const summary = {
  type: 'object',
  additionalProperties: false,
  required: true,
  properties: { total: integer, passed: integer, failed: integer, skipped: integer },
} as const;

const failure = {
  type: 'object',
  additionalProperties: false,
  properties: { name: string, kind: { type: 'string', enum: ['test', 'hook', 'file', 'run'], required: true }, file: optionalString, message: optionalString, location: optionalString, detail: { type: 'array', items: { type: 'string' } } },
} as const;

/** The counts the output does not show (report/types.ts UnshownCounts). */
const unshown = {
  type: 'object',
  additionalProperties: false,
  properties: { counts: { type: 'array', items: { type: 'string', enum: ['passed', 'skipped'] }, required: true }, reason: string, packagesOk: integer },
} as const;

const wordedBlockers = {
  type: 'array',
  required: true,
  items: { type: 'object', additionalProperties: false, properties: { check: { type: 'string', enum: CHECK_IDS, required: true }, text: string } },
} as const;

const scope = { type: 'string', enum: RUN_SCOPES, required: true } as const;

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
} as const;

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
} as const satisfies Record<keyof RunOutcome, object>;

/** The facts of `outcome` the given keys name: a record's part that holds its run's facts. */
function factsSchema<K extends keyof typeof outcome>(keys: readonly K[]): Pick<typeof outcome, K> {
  return Object.fromEntries(keys.map((key) => [key, outcome[key]])) as Pick<typeof outcome, K>;
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
} as const satisfies Record<keyof BaselineReplay, object>;

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
} as const;

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
} as const;

/** `test_run`: a finished run, or a run started in the background. */
export const TEST_RUN_OUTPUT = { oneOf: [testRunResult, backgroundStarted] } as const;

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
} as const;

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
} as const;

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
} as const;

// The schemas and the value types agree, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<InferValue<typeof TEST_RUN_OUTPUT>, TestRunResult | BackgroundRunStarted>;
true satisfies Same<InferValue<typeof CLOSURE_CHECK_OUTPUT>, ClosureCheckValue>;
true satisfies Same<InferValue<typeof PROBE_OUTPUT>, ProbeResult>;
