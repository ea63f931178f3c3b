/** The public entry's own contract: dispatch, totality guard, argument checking. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FRAMEWORKS, parseRunnerOutput } from '../src/index.ts';

const entry = suite('parseRunnerOutput');

entry('rejects an unknown framework with a message naming it and the known ones', () => {
  assert.throws(
    () => parseRunnerOutput('ava' as never, ''),
    (e: Error) => e instanceof TypeError && e.message.includes('"ava"') && e.message.includes('vitest, jest, mocha, bun, playwright, pytest, node:test'),
  );
});

entry('every framework returns a consistent empty result for empty input', () => {
  for (const fw of FRAMEWORKS) {
    const r = parseRunnerOutput(fw, '');
    assert.is(r.framework, fw);
    assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
    assert.equal(r.failures, []);
    assert.is(r.summarySeen, false);
    assert.equal(r.diagnostics, { lines: 0, unrecognizedLines: 0 }, fw);
  }
});

entry('degenerate input has the same diagnostics for every framework', () => {
  for (const fw of FRAMEWORKS) {
    assert.equal(parseRunnerOutput(fw, '\n').diagnostics, { lines: 1, unrecognizedLines: 0 }, `${fw}: one empty line`);
    assert.equal(parseRunnerOutput(fw, '\n\n\n').diagnostics, { lines: 3, unrecognizedLines: 0 }, `${fw}: empty lines`);
    assert.equal(parseRunnerOutput(fw, 'not a runner line').diagnostics, { lines: 1, unrecognizedLines: 1 }, `${fw}: one foreign line`);
  }
});

entry('a non-string input is parsed as its string form, not thrown on', () => {
  for (const fw of FRAMEWORKS) {
    const r = parseRunnerOutput(fw, Buffer.from('\x00\xff junk') as unknown as string);
    assert.is(r.summary.total, r.summary.passed + r.summary.failed + r.summary.skipped);
  }
});

entry.run();
