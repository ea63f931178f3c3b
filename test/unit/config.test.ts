/** Config: schema defaults and the load-time checks the schema cannot express. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Config, validateConfig } from '../../src/plugin/config.ts';

const config = suite('config');

config('schema fills every default', () => {
  assert.equal(Config({} as never), {
    maxInterceptRounds: 2,
    defaultTimeoutMs: 120000,
    answerWithinMs: 30000,
    suiteTimeoutMs: 1800000,
    summaryTailChars: 3000,
    enabled: true,
    startRun: true,
    checks: { baseline: true, totalDropped: true, skippedRose: true, failedTestMissing: true, testFileGone: true, freshness: true, editsNeedRun: true },
    failuresFirst: true,
    confirmFailures: 0,
    flaky: 'block',
    preExisting: 'block',
    selectiveClose: true,
    auditSelection: false,
    failureDetailBytes: 2000,
  });
});

config('failureDetailBytes is an integer >= 0', () => {
  validateConfig(Config({ failureDetailBytes: 0 } as never));
  assert.throws(
    () => validateConfig(Config({ failureDetailBytes: -1 } as never)),
    (e: Error) => e.message === 'dsh-test-closure: invalid config: failureDetailBytes must be an integer >= 0 (got -1)',
  );
  assert.throws(() => validateConfig(Config({ failureDetailBytes: 2.5 } as never)), /failureDetailBytes must be an integer >= 0 \(got 2\.5\)/);
});

config('the loop\'s policies: confirmFailures bounded, red policies block or allow', () => {
  validateConfig(Config({ confirmFailures: 10, flaky: 'allow', preExisting: 'allow', failuresFirst: false } as never));
  assert.throws(
    () => validateConfig({ ...Config({} as never), confirmFailures: 11, flaky: 'maybe' as never }),
    (e: Error) => e.message === 'dsh-test-closure: invalid config: confirmFailures must be an integer from 0 to 10 (got 11); flaky must be one of block, allow (got "maybe")',
  );
  assert.throws(() => Config({ preExisting: 'sometimes' } as never), /preExisting/);
});

config('a check switched off keeps the others on; suiteCommand is optional', () => {
  const c = Config({ checks: { freshness: false }, suiteCommand: 'make test' } as never);
  assert.equal(c.checks, { baseline: true, totalDropped: true, skippedRose: true, failedTestMissing: true, testFileGone: true, freshness: false, editsNeedRun: true });
  assert.is(c.suiteCommand, 'make test');
  assert.is(Config({} as never).suiteCommand, undefined);
});

config('a misspelt check and a blank suiteCommand are named', () => {
  assert.throws(
    () => validateConfig(Config({ checks: { freshnes: false }, suiteCommand: '  ' } as never)),
    (e: Error) => e.message === 'dsh-test-closure: invalid config: suiteCommand must not be empty; checks.freshnes is not a check (expected one of baseline, totalDropped, skippedRose, failedTestMissing, testFileGone, freshness, editsNeedRun)',
  );
});

config('startRun is on by default, a boolean, and can be turned off', () => {
  assert.is(Config({ startRun: false } as never).startRun, false);
  assert.throws(() => Config({ startRun: 'yes' } as never), /startRun/);
});

config('an unknown top-level key is named, with the fields there are', () => {
  assert.throws(
    () => validateConfig(Config({ maxInterceptRound: 0 } as never)),
    (e: Error) => e.message === 'dsh-test-closure: invalid config: maxInterceptRound is not a config field (expected one of maxInterceptRounds, defaultTimeoutMs, answerWithinMs, suiteTimeoutMs, summaryTailChars, failureDetailBytes, enabled, suiteCommand, stateDir, startRun, checks, failuresFirst, confirmFailures, flaky, preExisting, selectiveClose, auditSelection)',
  );
});

config('unknown keys at every level join the other problems in one error', () => {
  assert.throws(
    () => validateConfig(Config({ maxInterceptRounds: -1, maxInterceptRound: 0, checks: { freshnes: false, totalDroped: false } } as never)),
    (e: Error) => e.message.startsWith('dsh-test-closure: invalid config: maxInterceptRounds must be an integer >= 0 (got -1); ')
      && e.message.includes('; maxInterceptRound is not a config field (expected one of ')
      && e.message.includes('; checks.freshnes is not a check (expected one of ')
      && e.message.includes('; checks.totalDroped is not a check (expected one of ')
      && !e.message.includes('\n'),
  );
});

config('every known key, at every level, passes', () => {
  validateConfig(Config({
    maxInterceptRounds: 1, defaultTimeoutMs: 1000, summaryTailChars: 10, failureDetailBytes: 0, enabled: true, suiteCommand: 'make test',
    checks: { totalDropped: false, skippedRose: false, failedTestMissing: false, testFileGone: false, freshness: false },
    failuresFirst: false, confirmFailures: 1, flaky: 'allow', preExisting: 'allow',
  } as never));
});

config('schema rejects a wrong type with schemastery\'s message', () => {
  assert.throws(() => Config({ enabled: 'yes' } as never), /enabled/);
});

config('valid values pass, including the lower bounds', () => {
  validateConfig(Config({ maxInterceptRounds: 0, defaultTimeoutMs: 1, summaryTailChars: 0, enabled: false } as never));
});

config('one error names every offending field', () => {
  try {
    validateConfig(Config({ maxInterceptRounds: -1, defaultTimeoutMs: 1.5, summaryTailChars: 3000, enabled: true } as never));
    assert.unreachable('should throw');
  } catch (error) {
    assert.is(
      (error as Error).message,
      'dsh-test-closure: invalid config: maxInterceptRounds must be an integer >= 0 (got -1); defaultTimeoutMs must be an integer >= 1 (got 1.5)',
    );
  }
});

config('zero timeout and fractional tail are rejected', () => {
  assert.throws(
    () => validateConfig(Config({ maxInterceptRounds: 2, defaultTimeoutMs: 0, summaryTailChars: 0.5, enabled: true } as never)),
    (e: Error) => e.message.includes('defaultTimeoutMs must be an integer >= 1 (got 0)') && e.message.includes('summaryTailChars must be an integer >= 0 (got 0.5)'),
  );
});

config('what the host validates with: every bad field of a config as written, wrong types included, in one issue that is the one line a person reads', () => {
  const validate = (value: unknown) => Config['~standard'].validate(value) as { value?: unknown; issues?: Array<{ message: string }> };
  const bad = validate({ maxInterceptRounds: 'x', defaultTimeoutMs: 'y', enabled: 'no', checks: { freshness: 'off' }, flaky: 'maybe', maxInterceptRound: 1 });
  assert.equal(bad.issues, [{
    message: 'dsh-test-closure: invalid config: maxInterceptRounds must be an integer >= 0 (got "x"); defaultTimeoutMs must be an integer >= 1 (got "y"); enabled must be true or false (got "no"); flaky must be one of block, allow (got "maybe"); checks.freshness must be true or false (got "off"); maxInterceptRound is not a config field (expected one of maxInterceptRounds, defaultTimeoutMs, answerWithinMs, suiteTimeoutMs, summaryTailChars, failureDetailBytes, enabled, suiteCommand, stateDir, startRun, checks, failuresFirst, confirmFailures, flaky, preExisting, selectiveClose, auditSelection)',
  }]);
  assert.equal(validate({ checks: 'all' }).issues, [{ message: 'dsh-test-closure: invalid config: checks must be a mapping of check switches (got "all")' }]);
  // A good config (or none: a row without config) gets the defaults, as the typed schema gives them.
  assert.equal(validate({ maxInterceptRounds: 3 }).value, Config({ maxInterceptRounds: 3 } as never));
  assert.equal(validate(undefined).value, Config({} as never));
});

config.run();
