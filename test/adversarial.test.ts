/**
 * Adversarial time: every case of test/support/adversarial.ts parses in time linear in its
 * size. Checked by ratio (8x the input, at most 24x the time, plus 100 ms for a loaded
 * machine): a quadratic parse takes 64x, and at these sizes seconds, where a linear one takes
 * milliseconds. The bench reports the same cases at 10x with the ratio.
 *
 * Also pins the two pytest patterns that were quadratic before (a -v result tail of spaces,
 * a subtest entry of many node-id-like tokens): their rewritten forms accept exactly what
 * the old regexes accepted.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parseLine as parsePytestLine } from './support/pytest-line.ts';
import { parseRunnerOutput } from '../src/index.ts';
import { ADVERSARIAL } from './support/adversarial.ts';
import { assertConsistent } from './support/consistent.ts';

const SMALL = 10_000;

function time(run: () => void): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

const linear = suite('adversarial inputs parse in linear time');

for (const c of ADVERSARIAL) {
  linear(c.name, () => {
    const small = c.build(SMALL);
    const large = c.build(8 * SMALL);
    assertConsistent(parseRunnerOutput(c.framework, small), c.framework);
    // Minimum of two runs each (after the warm-up above): a loaded machine stretches runs, never shortens them.
    const tSmall = Math.min(time(() => parseRunnerOutput(c.framework, small)), time(() => parseRunnerOutput(c.framework, small)));
    const tLarge = Math.min(time(() => parseRunnerOutput(c.framework, large)), time(() => parseRunnerOutput(c.framework, large)));
    assert.ok(tLarge < 24 * tSmall + 100, `${SMALL} chars: ${tSmall.toFixed(1)} ms, ${8 * SMALL} chars: ${tLarge.toFixed(1)} ms`);
  });
}

linear.run();

const same = suite('pytest: the linear forms accept what the old regexes accepted');

// The regexes as they were; each backtracks quadratically on some long lines.
const OLD_VERBOSE_TAIL = /^(?: \(.*\))?\s*(?:\[\s*\d+%\]|\[\s*\d+\/\d+\])?\s*$/;
const OLD_SUBTEST_NODE = /(?:^|\s)([^\s]*::[^\s[]*(?:\[.*?\](?=\s|$))?)(?: - (.*))?$/;

same('a -v result line is one exactly when the old tail regex matched its tail', () => {
  const piece = fc.constantFrom(' ', '  ', '\t', ' (', '(', ')', '[', ']', '%', '/', '1', '23', 'x', '\u00a0', '[ 10%]', '[3/9]', ' (reason)');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 16 }), (parts) => {
      const tail = parts.join('');
      const record = parsePytestLine(`tests/a.py::t PASSED${tail}\n`, { startRule: 'Line' }) as { kind: string };
      assert.is(record.kind === 'result', OLD_VERBOSE_TAIL.test(tail), JSON.stringify(tail));
    }),
    { numRuns: 20_000 },
  );
});

same('a subtest entry names the node id and message the old regex found', () => {
  // (Without U+2028 and U+2029, which the old regex's `.` did not cross and the new code treats as text.)
  const piece = fc.constantFrom('::', ':', '[', ']', '] ', ' - ', ' ', '  ', 'a', 'b', 'x.py', '(i=1)', '-', '\t', '[msg]', 'tests/a.py::t', '] - ');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 14 }), (parts) => {
      const rest = parts.join('');
      const m = OLD_SUBTEST_NODE.exec(rest);
      const expected = m === null ? { kind: 'subEntry', word: 'FAILED' }
        : m[2] === undefined ? { kind: 'subEntry', word: 'FAILED', nodeid: m[1] }
          : { kind: 'subEntry', word: 'FAILED', nodeid: m[1], message: m[2] };
      assert.equal(parsePytestLine(`SUBFAILED${rest}\n`, { startRule: 'Line' }), expected, JSON.stringify(rest));
    }),
    { numRuns: 20_000 },
  );
});

same.run();
