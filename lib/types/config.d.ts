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
export interface Config {
    /** How many times per turn the gate may steer the agent back while the last run is red. Integer >= 0. */
    maxInterceptRounds: number;
    /** Default `test_run` timeout in milliseconds. Integer >= 1. */
    defaultTimeoutMs: number;
    /** How many trailing characters of raw runner output `test_run` returns as `outputTail`. Integer >= 0. */
    summaryTailChars: number;
    /** `false` contributes no tools and no gate. */
    enabled: boolean;
}
export declare const Config: Schema<Config>;
/**
 * Checks integrality and lower bounds for every numeric field.
 * @throws Error `dsh-test-closure: invalid config: <field> must be an integer >= <min> (got <value>); ...`
 */
export declare function validateConfig(config: Config): void;
