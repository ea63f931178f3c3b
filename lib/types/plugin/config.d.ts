import Schema from '@deepseek-ai/schemastery';
import { type GateChecks } from '../closure/checks.ts';
import { type LoopPolicy } from '../closure/policy.ts';
export type { GateChecks } from '../closure/checks.ts';
/** Confirmation re-runs per whole-suite run, at most: each costs a run of every failing test. */
export declare const MAX_CONFIRM_FAILURES = 10;
export interface Config extends LoopPolicy {
    /** How many times per turn the gate may steer the agent back while the last run is red. Integer >= 0. */
    maxInterceptRounds: number;
    /** Default `test_run` timeout in milliseconds. Integer >= 1. */
    defaultTimeoutMs: number;
    /** How many trailing characters of raw runner output `test_run` returns as `outputTail`. Integer >= 0. */
    summaryTailChars: number;
    /** Bytes of failure detail (expected/received, diff lines) test_run and the notices show, for the first failures. Integer >= 0; 0: none. */
    failureDetailBytes: number;
    /** `false` contributes no tools and no gate. */
    enabled: boolean;
    /**
     * The deployment's own whole-suite command. When set, a plain `test_run` runs it, and it is
     * the only command whose green run can close a turn. Unset: the detected runner's planned command.
     */
    suiteCommand?: string;
    checks: GateChecks;
    /**
     * Where the session baselines live (closure/harness-baseline.ts): outside the workspace and
     * the sandbox's temp area, so the model's commands cannot write there. Unset: the user's
     * cache directory.
     */
    stateDir?: string;
}
export declare const Config: Schema<Config>;
/**
 * Checks that every key, at every level, is a field the schema declares, integrality and
 * bounds for every numeric field, that `suiteCommand` is not blank, and that the red policies
 * are `block` or `allow`.
 * @throws Error `dsh-test-closure: invalid config: <field> must be an integer >= <min> (got <value>); ...`
 */
export declare function validateConfig(config: Config): void;
