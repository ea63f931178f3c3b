/**
 * The plugin's configuration: the `Config` interface, its schemastery schema (defaults),
 * and the load-time checks the schema cannot express.
 *
 * Misconfiguration fails loud at load, naming every offending field at once (wrong types
 * included, where the typed schema alone stops at the first): the host validates with
 * {@link Config}, whose issues are {@link configProblems}; {@link validateConfig} throws ONE
 * error with all of them for a caller of `apply`.
 *
 * @module dsh-test-closure/plugin/config
 */
import { isAbsolute } from 'node:path';
import Schema from '@deepseek-ai/schemastery';
import { CHECK_SWITCHES } from "../closure/checks.js";
import { DEFAULT_LOOP_POLICY, RED_POLICIES } from "../closure/policy.js";
import { PLUGIN_NAME } from "../report/names.js";
import { DEFAULT_FAILURE_DETAIL_BYTES } from "../render/failures.js";
/** Confirmation re-runs per whole-suite run, at most: each costs a run of every failing test. */
export const MAX_CONFIRM_FAILURES = 10;
/** What each check's switch does, as the config schema describes it (the switches are closure/checks.ts's). */
const SWITCH_DESCRIPTIONS = {
    baseline: 'Tests as they were at session start must pass on the current code (replayed when the harness changed).',
    totalDropped: 'Fewer tests than the suite has reported blocks a green run.',
    skippedRose: 'More skipped tests than the suite\'s fewest blocks a green run.',
    failedTestMissing: 'A test that failed this session now missing or skipped blocks a green run.',
    testFileGone: 'A test file of the first run deleted blocks a green run.',
    freshness: 'A workspace change after the green run blocks it; false: the verdict stands until the next test_run.',
    editsNeedRun: 'A turn that changed files with no test_run recorded is asked once to run one; false: such a turn always ends.',
};
/** The `checks` object's fields: one boolean per switch, on by default, in the table's order. */
function checkSwitches() {
    return Object.fromEntries(CHECK_SWITCHES.map((s) => [s, Schema.boolean().default(true).description(SWITCH_DESCRIPTIONS[s])]));
}
/** The typed schema: the fields, their defaults and descriptions (what a config UI shows). */
const TypedConfig = Schema.object({
    maxInterceptRounds: Schema.number().default(2).description('Steers per turn while the last test_run is red (integer >= 0).'),
    defaultTimeoutMs: Schema.number().default(120000).description('Default test_run timeout in ms where the call waits for the whole run (integer >= 1).'),
    answerWithinMs: Schema.number().default(30000).description('A test_run without timeout_ms or run_in_background answers within this many ms: a run still going goes on as a job the gate waits for (integer >= 0; 0: wait for the whole run).'),
    suiteTimeoutMs: Schema.number().default(1800000).description('What kills a run that went on as a job: the suite\'s own limit in ms (integer >= 1).'),
    summaryTailChars: Schema.number().default(3000).description('Characters of raw output kept as outputTail (integer >= 0).'),
    failureDetailBytes: Schema.number().default(DEFAULT_FAILURE_DETAIL_BYTES).description('Bytes of failure detail (expected/received, diff lines) shown for the first failures (integer >= 0; 0: none).'),
    enabled: Schema.boolean().default(true).description('false: register no tools and no gate.'),
    suiteCommand: Schema.string().description('The whole-suite command; unset: the detected runner\'s planned command.'),
    stateDir: Schema.string().description('Where session baselines and the suites\' usual durations are kept, outside the workspace; unset: the user cache directory (dsh-test-closure/sessions).'),
    startRun: Schema.boolean().default(true).description('Run the whole suite once in the background when a session starts, so failures before the session are known (the first step does not wait for it).'),
    checks: Schema.object(checkSwitches()).default({}).description('The gate\'s switchable checks; all on by default.'),
    failuresFirst: Schema.boolean().default(DEFAULT_LOOP_POLICY.failuresFirst).description('After a red run, a plain test_run first re-runs only the failing tests; the whole suite runs once they pass.'),
    confirmFailures: Schema.number().default(DEFAULT_LOOP_POLICY.confirmFailures).description('Re-run a whole-suite run\'s failing tests up to this many times to find flaky ones (integer 0-10; 0: off).'),
    flaky: Schema.union(RED_POLICIES).default(DEFAULT_LOOP_POLICY.flaky).description('A test that failed, then passed on a re-run: block (default) or allow the turn to end.'),
    preExisting: Schema.union(RED_POLICIES).default(DEFAULT_LOOP_POLICY.preExisting).description('A test already failing before the session\'s first edit: block (default) or allow the turn to end.'),
    selectiveClose: Schema.boolean().default(DEFAULT_LOOP_POLICY.selectiveClose).description('A plain test_run re-runs only the test files whose inputs changed since their recorded pass; anything it cannot place runs the whole suite. false: always the whole suite.'),
    auditSelection: Schema.boolean().default(DEFAULT_LOOP_POLICY.auditSelection).description('After a green selective close, run the whole suite too; when it fails, that is the result.'),
});
/** The typed schema's own Standard Schema interface, kept before {@link Config} replaces it. */
const typedStandard = TypedConfig['~standard'];
/**
 * The schema the host validates a row's config with (its Standard Schema `validate`): a config
 * with any problem ({@link configProblems}, every field of it) is one issue, the one line that
 * names them all ({@link invalidConfigMessage}); else the typed schema's result, the defaults
 * filled in. The typed schema alone stops at the first field of a wrong type, so a user fixing
 * a patch would learn of one field per launch.
 */
export const Config = Object.defineProperty(TypedConfig, '~standard', {
    configurable: true,
    value: {
        ...typedStandard,
        validate(value) {
            const problems = configProblems(value, { filled: false });
            if (problems.length === 0)
                return typedStandard.validate(value);
            return { issues: [{ message: invalidConfigMessage(problems) }] };
        },
    },
});
/** Integer fields: their bounds (a maximum only where a large value multiplies test runs). */
const RULES = [
    ['maxInterceptRounds', 0],
    ['defaultTimeoutMs', 1],
    ['answerWithinMs', 0],
    ['suiteTimeoutMs', 1],
    ['summaryTailChars', 0],
    ['failureDetailBytes', 0],
    ['confirmFailures', 0, MAX_CONFIRM_FAILURES],
];
/**
 * The keys of `value` that `schema` (an object schema) does not declare, at every level, as
 * dotted paths with what that level holds. Schemastery keeps unknown keys, so without this a
 * misspelt field (`maxInterceptRound: 0`) would be silently ignored and its default used.
 * The known keys come from the schema itself: a field added there is known here.
 */
function unknownKeys(schema, value, path) {
    if (schema.type !== 'object' || schema.dict === undefined || value === null || typeof value !== 'object' || Array.isArray(value))
        return [];
    const known = Object.keys(schema.dict);
    const problems = [];
    for (const [key, inner] of Object.entries(value)) {
        const at = path === '' ? key : `${path}.${key}`;
        const field = schema.dict[key];
        if (field === undefined)
            problems.push(`${at} is not ${path === '' ? 'a config field' : LEVEL_NOUNS[path] ?? `a field of ${path}`} (expected one of ${known.join(', ')})`);
        else
            problems.push(...unknownKeys(field, inner, at));
    }
    return problems;
}
/** What a nested level's keys are, for the unknown-key message. */
const LEVEL_NOUNS = { checks: 'a check' };
/** The one line that names every problem of a config: what the user reads first. */
export function invalidConfigMessage(problems) {
    return `${PLUGIN_NAME}: invalid config: ${problems.join('; ')}`;
}
const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/**
 * Every problem of a config, each naming its field: every key, at every level, is a field the
 * schema declares; every field has its type; numeric fields are integers within their bounds;
 * `suiteCommand` is not blank, `stateDir` is absolute, the red policies are `block` or `allow`.
 * `filled: false` reads a config as written (an absent field takes its default); `filled:
 * true` one the schema has filled (every numeric field must be there).
 */
export function configProblems(value, { filled }) {
    if (value === undefined || value === null)
        value = {};
    if (!isPlainObject(value))
        return [`the config must be a mapping of fields (got ${JSON.stringify(value)})`];
    const config = value;
    const given = (field) => config[field] !== undefined;
    const problems = [];
    for (const [field, min, max] of RULES) {
        const v = config[field];
        if (!filled && v === undefined)
            continue;
        if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || (max !== undefined && v > max)) {
            const range = max === undefined ? `>= ${min}` : `from ${min} to ${max}`;
            problems.push(`${field} must be an integer ${range} (got ${JSON.stringify(v)})`);
        }
    }
    for (const field of ['enabled', 'failuresFirst', 'selectiveClose', 'auditSelection']) {
        if (given(field) && typeof config[field] !== 'boolean')
            problems.push(`${field} must be true or false (got ${JSON.stringify(config[field])})`);
    }
    if (given('suiteCommand') && (typeof config.suiteCommand !== 'string' || config.suiteCommand.trim() === '')) {
        problems.push(typeof config.suiteCommand === 'string' ? 'suiteCommand must not be empty' : `suiteCommand must be a command line (got ${JSON.stringify(config.suiteCommand)})`);
    }
    if (given('stateDir') && (typeof config.stateDir !== 'string' || !isAbsolute(config.stateDir)))
        problems.push(`stateDir must be an absolute path (got ${JSON.stringify(config.stateDir)})`);
    for (const field of ['flaky', 'preExisting']) {
        if ((filled || given(field)) && !RED_POLICIES.includes(config[field]))
            problems.push(`${field} must be one of ${RED_POLICIES.join(', ')} (got ${JSON.stringify(config[field])})`);
    }
    if (given('checks')) {
        if (!isPlainObject(config.checks))
            problems.push(`checks must be a mapping of check switches (got ${JSON.stringify(config.checks)})`);
        else
            for (const s of CHECK_SWITCHES)
                if (config.checks[s] !== undefined && typeof config.checks[s] !== 'boolean')
                    problems.push(`checks.${s} must be true or false (got ${JSON.stringify(config.checks[s])})`);
    }
    problems.push(...unknownKeys(TypedConfig, config, ''));
    return problems;
}
/**
 * Checks a config the schema has filled ({@link configProblems}): the host validates with
 * {@link Config} before `apply`, an embedding that calls `apply` directly is checked here.
 * @throws Error `dsh-test-closure: invalid config: <field> must be an integer >= <min> (got <value>); ...`
 */
export function validateConfig(config) {
    const problems = configProblems(config, { filled: true });
    if (problems.length > 0)
        throw new Error(invalidConfigMessage(problems));
}
