/**
 * The plugin's configuration: the `Config` interface, its schemastery schema (defaults),
 * and the load-time checks the schema cannot express.
 *
 * Misconfiguration fails loud at load: {@link validateConfig} throws ONE error naming every
 * offending field, so a user fixing a patch layer sees all problems at once.
 *
 * @module dsh-test-closure/plugin/config
 */
import Schema from '@deepseek-ai/schemastery';
import { CHECK_NAMES } from "../closure/checks.js";
import { PLUGIN_NAME } from "../report/names.js";
export { CHECK_NAMES } from "../closure/checks.js";
export const Config = Schema.object({
    maxInterceptRounds: Schema.number().default(2).description('Steers per turn while the last test_run is red (integer >= 0).'),
    defaultTimeoutMs: Schema.number().default(120000).description('Default test_run timeout in ms (integer >= 1).'),
    summaryTailChars: Schema.number().default(3000).description('Characters of raw output kept as outputTail (integer >= 0).'),
    enabled: Schema.boolean().default(true).description('false: register no tools and no gate.'),
    suiteCommand: Schema.string().description('The whole-suite command; unset: the detected runner\'s planned command.'),
    checks: Schema.object({
        totalDropped: Schema.boolean().default(true).description('Fewer tests than the suite has reported blocks a green run.'),
        skippedRose: Schema.boolean().default(true).description('More skipped tests than the suite\'s fewest blocks a green run.'),
        failedTestMissing: Schema.boolean().default(true).description('A test that failed this session now missing or skipped blocks a green run.'),
        testFileGone: Schema.boolean().default(true).description('A test file of the first run deleted blocks a green run.'),
        freshness: Schema.boolean().default(true).description('A workspace change after the green run blocks it; false: the seed\'s behaviour.'),
    }).default({}).description('The gate\'s switchable checks; all on by default.'),
});
const RULES = [
    ['maxInterceptRounds', 0],
    ['defaultTimeoutMs', 1],
    ['summaryTailChars', 0],
];
/**
 * Checks integrality and lower bounds for every numeric field, that `suiteCommand` is not
 * blank, and that `checks` names only known checks (a misspelt switch would silently stay on).
 * @throws Error `dsh-test-closure: invalid config: <field> must be an integer >= <min> (got <value>); ...`
 */
export function validateConfig(config) {
    const problems = [];
    for (const [field, min] of RULES) {
        const value = config[field];
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
            problems.push(`${field} must be an integer >= ${min} (got ${JSON.stringify(value)})`);
        }
    }
    if (config.suiteCommand !== undefined && config.suiteCommand.trim() === '')
        problems.push('suiteCommand must not be empty');
    for (const key of Object.keys(config.checks ?? {})) {
        if (!CHECK_NAMES.includes(key))
            problems.push(`checks.${key} is not a check (expected one of ${CHECK_NAMES.join(', ')})`);
    }
    if (problems.length > 0)
        throw new Error(`${PLUGIN_NAME}: invalid config: ${problems.join('; ')}`);
}
