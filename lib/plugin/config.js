/**
 * The plugin's configuration: the `Config` interface, its schemastery schema (defaults),
 * and the load-time checks the schema cannot express.
 *
 * Misconfiguration fails loud at load: {@link validateConfig} throws ONE error naming every
 * offending field, so a user fixing a patch layer sees all problems at once.
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
export const Config = Schema.object({
    maxInterceptRounds: Schema.number().default(2).description('Steers per turn while the last test_run is red (integer >= 0).'),
    defaultTimeoutMs: Schema.number().default(120000).description('Default test_run timeout in ms (integer >= 1).'),
    summaryTailChars: Schema.number().default(3000).description('Characters of raw output kept as outputTail (integer >= 0).'),
    failureDetailBytes: Schema.number().default(DEFAULT_FAILURE_DETAIL_BYTES).description('Bytes of failure detail (expected/received, diff lines) shown for the first failures (integer >= 0; 0: none).'),
    enabled: Schema.boolean().default(true).description('false: register no tools and no gate.'),
    suiteCommand: Schema.string().description('The whole-suite command; unset: the detected runner\'s planned command.'),
    stateDir: Schema.string().description('Where session baselines are kept, outside the workspace; unset: the user cache directory (dsh-test-closure/sessions).'),
    checks: Schema.object(checkSwitches()).default({}).description('The gate\'s switchable checks; all on by default.'),
    failuresFirst: Schema.boolean().default(DEFAULT_LOOP_POLICY.failuresFirst).description('After a red run, a plain test_run first re-runs only the failing tests; the whole suite runs once they pass.'),
    confirmFailures: Schema.number().default(DEFAULT_LOOP_POLICY.confirmFailures).description('Re-run a whole-suite run\'s failing tests up to this many times to find flaky ones (integer 0-10; 0: off).'),
    flaky: Schema.union(RED_POLICIES).default(DEFAULT_LOOP_POLICY.flaky).description('A test that failed, then passed on a re-run: block (default) or allow the turn to end.'),
    preExisting: Schema.union(RED_POLICIES).default(DEFAULT_LOOP_POLICY.preExisting).description('A test already failing before the session\'s first edit: block (default) or allow the turn to end.'),
});
/** Integer fields: their bounds (a maximum only where a large value multiplies test runs). */
const RULES = [
    ['maxInterceptRounds', 0],
    ['defaultTimeoutMs', 1],
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
/**
 * Checks that every key, at every level, is a field the schema declares, integrality and
 * bounds for every numeric field, that `suiteCommand` is not blank, and that the red policies
 * are `block` or `allow`.
 * @throws Error `dsh-test-closure: invalid config: <field> must be an integer >= <min> (got <value>); ...`
 */
export function validateConfig(config) {
    const problems = [];
    for (const [field, min, max] of RULES) {
        const value = config[field];
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
            const range = max === undefined ? `>= ${min}` : `from ${min} to ${max}`;
            problems.push(`${field} must be an integer ${range} (got ${JSON.stringify(value)})`);
        }
    }
    if (config.suiteCommand !== undefined && config.suiteCommand.trim() === '')
        problems.push('suiteCommand must not be empty');
    if (config.stateDir !== undefined && !isAbsolute(config.stateDir))
        problems.push(`stateDir must be an absolute path (got ${JSON.stringify(config.stateDir)})`);
    for (const field of ['flaky', 'preExisting']) {
        if (!RED_POLICIES.includes(config[field]))
            problems.push(`${field} must be one of ${RED_POLICIES.join(', ')} (got ${JSON.stringify(config[field])})`);
    }
    problems.push(...unknownKeys(Config, config, ''));
    if (problems.length > 0)
        throw new Error(`${PLUGIN_NAME}: invalid config: ${problems.join('; ')}`);
}
