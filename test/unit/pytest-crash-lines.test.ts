/**
 * `--tb=line` crash lines: each doctest counts once, by the first line of its text, whether
 * pytest wrote only the 50-character cut of it (7, 8) or its whole text and location first (9).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LineModeCrashLines } from '../../src/runners/pytest/crash-lines.ts';

const test = suite('pytest --tb=line crash lines');

/** Feeds lines as the fold does: absolute locations by their text, the rest as other lines. */
function feed(lines: string[]): LineModeCrashLines {
  const crash = new LineModeCrashLines();
  for (const line of lines) {
    const loc = /^\/\S+?:\d+: (.*)$/.exec(line);
    if (loc) crash.location(loc[1]!, true);
    else if (line.startsWith('[XPASS(strict)]')) crash.strictXpass(line);
    else crash.other(line, line.trim());
  }
  return crash;
}

// A doctest's text, and what `str(longrepr)[:50]` of it prints: "023 Counts calls.\n024 \n025     >>> c = Counter()\n0".
const TEXT = ['023 Counts calls.', '024 ', '025     >>> c = Counter()', '026     >>> c.bump()', 'Expected:', '    3', 'Got:', '    2', ''];
const CUT = ['023 Counts calls.', '024 ', '025     >>> c = Counter()', '0'];

test('pytest 7 and 8: a cut of several lines is one crash line, its first', () => {
  const crash = feed(['/r/tests/a.py:9: AssertionError: assert 1 == 2', ...CUT, '014 Joins the words of a title with dashes (this d', '[XPASS(strict)] why']);
  assert.equal(crash.pairedWith(4), ['AssertionError: assert 1 == 2', '023 Counts calls.', '014 Joins the words of a title with dashes (this d', '[XPASS(strict)] why']);
  assert.is(crash.pairedWith(3), undefined);
});

test('pytest 9: the whole text and its location stand for the doctest, and its cut is skipped', () => {
  const crash = feed(['/r/tests/a.py:9: AssertionError: assert 1 == 2', ...TEXT, '/r/mod.py:28: DocTestFailure', ...CUT, ...TEXT, '/r/mod.py:28: DocTestFailure', ...CUT]);
  assert.equal(crash.pairedWith(3), ['AssertionError: assert 1 == 2', '023 Counts calls.', '023 Counts calls.']);
});

test('without doctests the lines as written pair up', () => {
  const crash = feed(['/r/tests/a.py:9: AssertionError: x', '/r/tests/b.py:3: ValueError: y']);
  assert.equal(crash.pairedWith(2), ['AssertionError: x', 'ValueError: y']);
});

test.run();
