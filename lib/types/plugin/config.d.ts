import Schema from '@deepseek-ai/schemastery';
import { type GateChecks } from '../closure/checks.ts';
import { type LoopPolicy } from '../closure/policy.ts';
export type { GateChecks } from '../closure/checks.ts';
/** Confirmation re-runs per whole-suite run, at most: each costs a run of every failing test. */
export declare const MAX_CONFIRM_FAILURES = 10;
export interface Config extends LoopPolicy {
    /** How many times per turn the gate may steer the agent back while the last run is red. Integer >= 0. */
    maxInterceptRounds: number;
    /** Default `test_run` timeout in milliseconds, where a call waits for its run (see `answerWithinMs`). Integer >= 1. */
    defaultTimeoutMs: number;
    /**
     * How long a `test_run` without `timeout_ms` or `run_in_background` waits before it answers:
     * a run still going then goes on as the session's job, the call returns its progress, and the
     * gate waits for it at the end of the turn (plugin/tools/test-run.ts). 0: wait for the whole
     * run, killed at `defaultTimeoutMs`. Needs the host's jobs service; without it, 0. Integer >= 0.
     */
    answerWithinMs: number;
    /** What kills a run that may go on as a job (`answerWithinMs`): the suite's own limit, not the call's. Integer >= 1. */
    suiteTimeoutMs: number;
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
     * Where the session baselines (closure/harness-baseline.ts) and the suites' usual durations
     * (closure/suite-durations.ts) live: outside the workspace and the sandbox's temp area, so
     * the model's commands cannot write there. Unset: the user's cache directory.
     */
    stateDir?: string;
    /**
     * Run the whole suite once in the background when a session starts (plugin/start-run.ts), so
     * the state it started in is known: failures before the session are facts, and a turn that
     * ends with the suite as red as it started, never run, is not satisfied. The first step does
     * not wait for it.
     */
    startRun: boolean;
}
/**
 * The schema the host validates a row's config with (its Standard Schema `validate`): a config
 * with any problem ({@link configProblems}, every field of it) is one issue, the one line that
 * names them all ({@link invalidConfigMessage}); else the typed schema's result, the defaults
 * filled in. The typed schema alone stops at the first field of a wrong type, so a user fixing
 * a patch would learn of one field per launch.
 */
export declare const Config: Schema<Config>;
/** The one line that names every problem of a config: what the user reads first. */
export declare function invalidConfigMessage(problems: readonly string[]): string;
/**
 * Every problem of a config, each naming its field: every key, at every level, is a field the
 * schema declares; every field has its type; numeric fields are integers within their bounds;
 * `suiteCommand` is not blank, `stateDir` is absolute, the red policies are `block` or `allow`.
 * `filled: false` reads a config as written (an absent field takes its default); `filled:
 * true` one the schema has filled (every numeric field must be there).
 */
export declare function configProblems(value: unknown, { filled }: {
    filled: boolean;
}): string[];
/**
 * Checks a config the schema has filled ({@link configProblems}): the host validates with
 * {@link Config} before `apply`, an embedding that calls `apply` directly is checked here.
 * @throws Error `dsh-test-closure: invalid config: <field> must be an integer >= <min> (got <value>); ...`
 */
export declare function validateConfig(config: Config): void;
