import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { DETAIL_MAX_CHARS, DETAIL_MAX_LINES, frameLocation, relativeLocation, selectDetail } from '../../src/parsing/failure-context.ts';

const test = suite('failure context');

test('frameLocation: a project frame in each runner\'s form; dependencies and the runtime are not', () => {
  assert.is(frameLocation('      at Object.toBe (calc.test.js:9:25)'), 'calc.test.js:9:25');
  assert.is(frameLocation('    at async TestContext.<anonymous> (file:///w/test/a%20b.test.js:5:3)'), '/w/test/a b.test.js:5:3');
  assert.is(frameLocation('    at /w/test/x.test.js:11:25'), '/w/test/x.test.js:11:25');
  assert.is(frameLocation('    at async /w/test/x.test.js:11:25'), '/w/test/x.test.js:11:25');
  assert.is(frameLocation(' ❯ test/slug.test.js:11:25'), 'test/slug.test.js:11:25');
  assert.is(frameLocation(' ❯ readConfig test/errors.test.js:6:10'), 'test/errors.test.js:6:10');
  for (const line of ['    at Resolver.resolve (../node_modules/jest-resolve/build/index.js:4:1)', '    at node:internal/process/task_queues:95:5', '    at async node:internal/modules/esm/loader:647:26', '    at new Promise (<anonymous>)', 'Expected: 1', '    at Array.map (<anonymous>)']) {
    assert.is(frameLocation(line), undefined, line);
  }
});

test('selectDetail: without diff lines every line, trimmed; with them only the lines that are not context', () => {
  assert.equal(selectDetail(['', 'Expected: "a-b"', 'Received: "a_b"', '']), ['Expected: "a-b"', 'Received: "a_b"']);
  assert.equal(selectDetail(['- Expected  - 1', '+ Received  + 1', '', '@@ -1,3 +1,3 @@', '  Object {', '-   "a": 1,', '+   "a": 2,', '  }']), ['- Expected  - 1', '+ Received  + 1', '-   "a": 1,', '+   "a": 2,']);
});

test('selectDetail: at most 8 lines and about 600 characters, the crossing line cut with …', () => {
  assert.is(selectDetail(Array.from({ length: 20 }, (_, i) => `line ${i}`)).length, DETAIL_MAX_LINES);
  const long = selectDetail(['x'.repeat(500), 'y'.repeat(500)]);
  assert.equal(long.map((l) => l.length), [500, DETAIL_MAX_CHARS - 500]);
  assert.ok(long[1]!.endsWith('…'));
  fc.assert(fc.property(fc.array(fc.string({ maxLength: 300 }), { maxLength: 40 }), (lines) => {
    const d = selectDetail(lines);
    assert.ok(d.length <= DETAIL_MAX_LINES && d.reduce((n, l) => n + l.length, 0) <= DETAIL_MAX_CHARS);
    assert.ok(d.every((l) => l !== '' && l === l.trim() || l.endsWith('…')));
  }));
});

test('relativeLocation: absolute paths under the root only', () => {
  assert.is(relativeLocation('/w/p/test/a.js:3:1', '/w/p'), 'test/a.js:3:1');
  assert.is(relativeLocation('/w/p/test/a.js:3:1', '/w/p/'), 'test/a.js:3:1');
  assert.is(relativeLocation('/w/pq/a.js:3:1', '/w/p'), '/w/pq/a.js:3:1');
  assert.is(relativeLocation('test/a.js:3', '/w/p'), 'test/a.js:3');
});

test.run();
