/**
 * The plugin's configuration: the `Config` interface, its schemastery schema (defaults),
 * and the load-time checks the schema cannot express.
 *
 * Misconfiguration fails loud at load: {@link validateConfig} throws ONE error naming every
 * offending field, so a user fixing a patch layer sees all problems at once.
 *
 * @module dsh-test-closure/config
 */
import Schema from '@deepseek-ai/schemastery';
export const Config = Schema.object({
    maxInterceptRounds: Schema.number().default(2).description('Steers per turn while the last test_run is red (integer >= 0).'),
    defaultTimeoutMs: Schema.number().default(120000).description('Default test_run timeout in ms (integer >= 1).'),
    summaryTailChars: Schema.number().default(3000).description('Characters of raw output kept as outputTail (integer >= 0).'),
    enabled: Schema.boolean().default(true).description('false: register no tools and no gate.'),
});
const RULES = [
    ['maxInterceptRounds', 0],
    ['defaultTimeoutMs', 1],
    ['summaryTailChars', 0],
];
/**
 * Checks integrality and lower bounds for every numeric field.
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
    if (problems.length > 0)
        throw new Error(`dsh-test-closure: invalid config: ${problems.join('; ')}`);
}
