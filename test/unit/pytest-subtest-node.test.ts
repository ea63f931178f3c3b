/**
 * pytest 9 subtest entries: the grammar keeps the text after the entry's word, and
 * src/runners/pytest/subtest-node.ts finds the node id and message in it, on the captured
 * entries of the subtest fixtures and on the cases its contract names (the first token with
 * `::` reaching the line end or " - ", `[params]` holding spaces and `] `), in linear time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '#grammars/pytest';
import { parseLine } from '../support/pytest-line.ts';
import type { PytestRecord } from '../../src/runners/pytest/records.ts';
import { findSubtestNode, resolveSubtestEntry, type SubEntryRecord } from '../../src/runners/pytest/subtest-node.ts';
import { FIXTURES_ROOT } from '../support/fixtures.ts';

/** The subtest entry lines of a fixture's output. */
const subtestLines = (id: string): string[] =>
  readFileSync(join(FIXTURES_ROOT, 'pytest', id, 'output.txt'), 'utf8').split('\n').filter((l) => l.startsWith('SUB'));

const grammarRecord = (line: string): PytestRecord => parse(`${line}\n`, { startRule: 'Line' }) as PytestRecord;

// ---

const fixtures = suite('pytest subtest entries: captured output');

fixtures('pytest 9 subtests: SUBFAILED[msg] (i=N) nodeid - message', () => {
  const lines = subtestLines('9-subtests-default');
  assert.equal(lines, [
    'SUBFAILED[check] (i=1) tests/test_sub.py::test_with_subtests - assert (1 % 2)...',
    'SUBFAILED[check] (i=3) tests/test_sub.py::test_with_subtests - assert (3 % 2)...',
  ]);
  for (const line of lines) {
    assert.equal(parseLine(`${line}\n`, { startRule: 'Line' }), {
      kind: 'subEntry', word: 'FAILED', nodeid: 'tests/test_sub.py::test_with_subtests', message: `assert (${line.includes('i=1') ? 1 : 3} % 2)...`,
    });
  }
});

fixtures('pytest 9 unittest subTest: SUBFAILED(i=N) nodeid - message', () => {
  const lines = subtestLines('9-unittest-style-default');
  assert.equal(lines, [
    'SUBFAILED(i=1) tests/test_cases.py::TestMath::test_sub - AssertionError: 1 no...',
    'SUBFAILED(i=2) tests/test_cases.py::TestMath::test_sub - AssertionError: 2 no...',
  ]);
  assert.equal(lines.map((l) => findSubtestNode(l.slice('SUBFAILED'.length))), [
    { nodeid: 'tests/test_cases.py::TestMath::test_sub', message: 'AssertionError: 1 no...' },
    { nodeid: 'tests/test_cases.py::TestMath::test_sub', message: 'AssertionError: 2 no...' },
  ]);
});

fixtures('the grammar keeps the text after the word; the record resolves to the same node id', () => {
  for (const id of ['9-subtests-default', '9-subtests-q', '9-subtests-v', '9-subtests-tb-no', '9-unittest-style-default', '9-unittest-style-q', '9-unittest-style-v', '9-unittest-style-tb-short']) {
    for (const line of subtestLines(id)) {
      const record = grammarRecord(line);
      assert.equal(record, { kind: 'subEntry', word: 'FAILED', text: line.slice('SUBFAILED'.length) }, `${id}: ${line}`);
      const { nodeid } = resolveSubtestEntry(record as SubEntryRecord);
      assert.ok(nodeid === 'tests/test_sub.py::test_with_subtests' || nodeid === 'tests/test_cases.py::TestMath::test_sub', `${id}: ${line}`);
    }
  }
});

fixtures.run();

// ---

const contract = suite('pytest subtest entries: the node id and message');

contract('no token holding `::` names no node id; the entry keeps its word alone', () => {
  assert.is(findSubtestNode(''), undefined);
  assert.is(findSubtestNode('(i=1) no node here - at all'), undefined);
  assert.equal(resolveSubtestEntry({ kind: 'subEntry', word: 'PASSED', text: '(i=1)' }), { kind: 'subEntry', word: 'PASSED' });
});

contract('a node id at the line end has no message; one before " - " has the rest, even empty', () => {
  assert.equal(findSubtestNode(' tests/a.py::t'), { nodeid: 'tests/a.py::t' });
  assert.equal(findSubtestNode(' tests/a.py::t - '), { nodeid: 'tests/a.py::t', message: '' });
  assert.equal(findSubtestNode(' tests/a.py::t - a - b'), { nodeid: 'tests/a.py::t', message: 'a - b' });
  assert.equal(resolveSubtestEntry({ kind: 'subEntry', word: 'FAILED', text: ' x.py::t - boom' }), { kind: 'subEntry', word: 'FAILED', nodeid: 'x.py::t', message: 'boom' });
});

contract('a token with `::` that reaches neither the line end nor " - " is passed over', () => {
  assert.equal(findSubtestNode('[a::b] (i=1) tests/a.py::t - m'), { nodeid: 'tests/a.py::t', message: 'm' });
  assert.equal(findSubtestNode('a::b x tests/a.py::t - m'), { nodeid: 'tests/a.py::t', message: 'm' });
  assert.is(findSubtestNode(' tests/a.py::t[x] y'), undefined);
  assert.equal(findSubtestNode(' tests/a.py::t[x] y z::w'), { nodeid: 'z::w' });
});

contract('`[params]` run to the first `]` reaching the line end or " - ", across spaces and `] `', () => {
  assert.equal(findSubtestNode(' tests/a.py::t[a] b] - m'), { nodeid: 'tests/a.py::t[a] b]', message: 'm' });
  assert.equal(findSubtestNode(' tests/a.py::t[1 - 2] - m'), { nodeid: 'tests/a.py::t[1 - 2]', message: 'm' });
  assert.equal(findSubtestNode(' x.py::T::t[p::q]'), { nodeid: 'x.py::T::t[p::q]' });
  // U+2028 is an ordinary character here (the regex this replaced did not cross it).
  assert.equal(findSubtestNode(' tests/a.py::t[a\u2028b] - m'), { nodeid: 'tests/a.py::t[a\u2028b]', message: 'm' });
});

const time = (run: () => void): number => {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
};

contract('linear in the text: many node-id-like tokens with brackets, none qualifying', () => {
  // The adversarial case of test/support/adversarial.ts, which a whole parse no longer
  // resolves (it is no short summary's entry): 8x the text, at most 24x the time, + 100 ms.
  const text = (n: number): string => ` ${'a::b[] x '.repeat(n)}`;
  const small = text(10_000);
  const large = text(80_000);
  assert.is(findSubtestNode(small), undefined);
  const tSmall = Math.min(time(() => findSubtestNode(small)), time(() => findSubtestNode(small)));
  const tLarge = Math.min(time(() => findSubtestNode(large)), time(() => findSubtestNode(large)));
  assert.ok(tLarge < 24 * tSmall + 100, `${small.length} chars: ${tSmall.toFixed(1)} ms, ${large.length} chars: ${tLarge.toFixed(1)} ms`);
});

contract.run();
