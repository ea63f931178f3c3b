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
import { CHECK_SWITCHES, type CheckSwitch, type GateChecks } from '../closure/checks.ts';
import { DEFAULT_LOOP_POLICY, RED_POLICIES, type LoopPolicy, type RedPolicy } from '../closure/policy.ts';
import { PLUGIN_NAME } from '../report/names.ts';
import { DEFAULT_FAILURE_DETAIL_BYTES } from '../render/failures.ts';

export type { GateChecks } from '../closure/checks.ts';

/** Confirmation re-runs per whole-suite run, at most: each costs a run of every failing test. */
export const MAX_CONFIRM_FAILURES = 10;

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
  /**
   * Run the whole suite once in the background when a session starts (plugin/start-run.ts), so
   * the state it started in is known: failures before the session are facts, and a turn that
   * ends with the suite as red as it started, never run, is not satisfied. The first step does
   * not wait for it.
   */
  startRun: boolean;
}

/** What each check's switch does, as the config schema describes it (the switches are closure/checks.ts's). */
const SWITCH_DESCRIPTIONS: Readonly<Record<CheckSwitch, string>> = {
  baseline: 'Tests as they were at session start must pass on the current code (replayed when the harness changed).',
  totalDropped: 'Fewer tests than the suite has reported blocks a green run.',
  skippedRose: 'More skipped tests than the suite\'s fewest blocks a green run.',
  failedTestMissing: 'A test that failed this session now missing or skipped blocks a green run.',
  testFileGone: 'A test file of the first run deleted blocks a green run.',
  freshness: 'A workspace change after the green run blocks it; false: the verdict stands until the next test_run.',
  editsNeedRun: 'A turn that changed files with no test_run recorded is asked once to run one; false: such a turn always ends.',
};

/** The `checks` object's fields: one boolean per switch, on by default, in the table's order. */
function checkSwitches(): { [S in CheckSwitch]: Schema<boolean> } {
  return Object.fromEntries(CHECK_SWITCHES.map((s) => [s, Schema.boolean().default(true).description(SWITCH_DESCRIPTIONS[s])])) as { [S in CheckSwitch]: Schema<boolean> };
}

export const Config: Schema<Config> = Schema.object({
  maxInterceptRounds: Schema.number().default(2).description('Steers per turn while the last test_run is red (integer >= 0).'),
  defaultTimeoutMs: Schema.number().default(120000).description('Default test_run timeout in ms (integer >= 1).'),
  summaryTailChars: Schema.number().default(3000).description('Characters of raw output kept as outputTail (integer >= 0).'),
  failureDetailBytes: Schema.number().default(DEFAULT_FAILURE_DETAIL_BYTES).description('Bytes of failure detail (expected/received, diff lines) shown for the first failures (integer >= 0; 0: none).'),
  enabled: Schema.boolean().default(true).description('false: register no tools and no gate.'),
  suiteCommand: Schema.string().description('The whole-suite command; unset: the detected runner\'s planned command.'),
  stateDir: Schema.string().description('Where session baselines are kept, outside the workspace; unset: the user cache directory (dsh-test-closure/sessions).'),
  startRun: Schema.boolean().default(true).description('Run the whole suite once in the background when a session starts, so failures before the session are known (the first step does not wait for it).'),
  checks: Schema.object(checkSwitches()).default({}).description('The gate\'s switchable checks; all on by default.'),
  failuresFirst: Schema.boolean().default(DEFAULT_LOOP_POLICY.failuresFirst).description('After a red run, a plain test_run first re-runs only the failing tests; the whole suite runs once they pass.'),
  confirmFailures: Schema.number().default(DEFAULT_LOOP_POLICY.confirmFailures).description('Re-run a whole-suite run\'s failing tests up to this many times to find flaky ones (integer 0-10; 0: off).'),
  flaky: Schema.union(RED_POLICIES as RedPolicy[]).default(DEFAULT_LOOP_POLICY.flaky).description('A test that failed, then passed on a re-run: block (default) or allow the turn to end.'),
  preExisting: Schema.union(RED_POLICIES as RedPolicy[]).default(DEFAULT_LOOP_POLICY.preExisting).description('A test already failing before the session\'s first edit: block (default) or allow the turn to end.'),
});

/** Integer fields: their bounds (a maximum only where a large value multiplies test runs). */
const RULES: ReadonlyArray<[keyof Config, number, number?]> = [
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
function unknownKeys(schema: Schema, value: unknown, path: string): string[] {
  if (schema.type !== 'object' || schema.dict === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const known = Object.keys(schema.dict);
  const problems: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    const field = schema.dict[key];
    if (field === undefined) problems.push(`${at} is not ${path === '' ? 'a config field' : LEVEL_NOUNS[path] ?? `a field of ${path}`} (expected one of ${known.join(', ')})`);
    else problems.push(...unknownKeys(field, inner, at));
  }
  return problems;
}

/** What a nested level's keys are, for the unknown-key message. */
const LEVEL_NOUNS: Readonly<Record<string, string>> = { checks: 'a check' };

/**
 * Checks that every key, at every level, is a field the schema declares, integrality and
 * bounds for every numeric field, that `suiteCommand` is not blank, and that the red policies
 * are `block` or `allow`.
 * @throws Error `dsh-test-closure: invalid config: <field> must be an integer >= <min> (got <value>); ...`
 */
export function validateConfig(config: Config): void {
  const problems: string[] = [];
  for (const [field, min, max] of RULES) {
    const value = config[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
      const range = max === undefined ? `>= ${min}` : `from ${min} to ${max}`;
      problems.push(`${field} must be an integer ${range} (got ${JSON.stringify(value)})`);
    }
  }
  if (config.suiteCommand !== undefined && config.suiteCommand.trim() === '') problems.push('suiteCommand must not be empty');
  if (config.stateDir !== undefined && !isAbsolute(config.stateDir)) problems.push(`stateDir must be an absolute path (got ${JSON.stringify(config.stateDir)})`);
  for (const field of ['flaky', 'preExisting'] as const) {
    if (!RED_POLICIES.includes(config[field])) problems.push(`${field} must be one of ${RED_POLICIES.join(', ')} (got ${JSON.stringify(config[field])})`);
  }
  problems.push(...unknownKeys(Config, config, ''));
  if (problems.length > 0) throw new Error(`${PLUGIN_NAME}: invalid config: ${problems.join('; ')}`);
}
