import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FailureList, Occurrences } from '../../src/parsing/fold-kit.ts';
import type { Failure } from '../../src/report/types.ts';

const test = suite('FailureList');

const twin = (message: string): Failure => ({ kind: 'test', name: 'slug › joins words', file: './slug.test.js', message });

test('add lists a key once; addNth lists the n-th report of a key as its n-th entry', () => {
  const list = new FailureList();
  assert.ok(list.add(twin('a')));
  assert.is(list.add(twin('b')), undefined);
  assert.is(list.addNth(twin('c'), 1), undefined, 'the first report of the key is listed');
  assert.ok(list.addNth(twin('d'), 2), 'a second report is a second test');
  assert.equal(list.list().map((f) => f.message), ['a', 'd']);
});

test('a second pass over the same blocks (a re-print) adds only what the first lacked', () => {
  const list = new FailureList();
  for (const pass of [['a', 'b'], ['a', 'b', 'c']]) {
    const seen = new Occurrences();
    for (const m of pass) list.addNth(twin(m), seen.next('twin'));
  }
  assert.equal(list.list().map((f) => f.message), ['a', 'b', 'c']);
});

test('dropRepeats removes the latest repeats nothing vouches for, then the latest, never a first entry', () => {
  const other: Failure = { kind: 'test', name: 'keeps case', file: './slug.test.js' };
  const build = (): FailureList => {
    const list = new FailureList();
    const seen = new Occurrences();
    for (const f of [twin('body'), twin('afterEach'), { ...other, message: 'x' }, { ...other, message: 'y' }]) list.addNth(f, seen.next(`${f.name}`));
    return list;
  };
  const plain = build();
  plain.dropRepeats(1);
  assert.equal(plain.list().map((f) => f.message), ['body', 'afterEach', 'x'], 'the latest repeat goes');
  const vouched = build();
  vouched.dropRepeats(1, (f) => f.name === 'keeps case');
  assert.equal(vouched.list().map((f) => f.message), ['body', 'x', 'y'], 'a repeat the per-test lines show twice stays');
  const all = build();
  all.dropRepeats(5);
  assert.equal(all.list().map((f) => f.message), ['body', 'x'], 'first entries stay whatever the excess');
  assert.ok(all.addNth(twin('again'), 2), 'counts follow the entries left');
});

test('dropRepeats leaves file and run entries alone', () => {
  const list = new FailureList();
  const file: Failure = { kind: 'file', name: 'a.test.ts', file: 'a.test.ts' };
  list.append(file);
  list.append({ ...file });
  list.dropRepeats(1);
  assert.is(list.size, 2);
});

test.run();
