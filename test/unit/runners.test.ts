/** The runner table is complete: every framework has a row, and every row's facts exist. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync } from 'node:fs';
import { FRAMEWORKS } from '../../src/report/kinds.ts';
import { RUNNERS } from '../../src/runners/table.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const table = suite('runner table');

table('one row per framework, keyed by its own name', () => {
  assert.equal(Object.keys(RUNNERS), [...FRAMEWORKS]);
  for (const [key, row] of Object.entries(RUNNERS)) {
    assert.is(row.framework, key);
    assert.is(row.parser.framework, key);
  }
});

table('the rows name every grammar in grammars/, and their fixtures and docs exist', () => {
  const grammars = readdirSync(`${ROOT}grammars`).filter((f) => f.endsWith('.peggy')).map((f) => f.replace(/\.peggy$/, '')).sort();
  assert.equal(Object.values(RUNNERS).flatMap((r) => r.fixtures.grammars).sort(), grammars);
  for (const row of Object.values(RUNNERS)) {
    assert.ok(existsSync(`${ROOT}fixtures/${row.fixtures.dir}`), row.fixtures.dir);
    assert.ok(existsSync(`${ROOT}${row.docs}`), row.docs);
  }
});

table('each row recognises its own test files', () => {
  assert.ok(RUNNERS.vitest.isTestFile('src/a.test.ts'));
  assert.ok(RUNNERS.jest.isTestFile('__tests__/a.js'));
  assert.ok(RUNNERS.pytest.isTestFile('tests/test_a.py'));
  assert.ok(RUNNERS['node:test'].isTestFile('test/a.mjs'));
  assert.ok(RUNNERS.uvu.isTestFile('tests/a.js'));
  assert.ok(RUNNERS.uvu.isTestFile('src/a.spec.ts'));
  assert.not.ok(RUNNERS.uvu.isTestFile('src/a.js'));
  assert.not.ok(RUNNERS.pytest.isTestFile('tests/a.test.js'));
  assert.ok(RUNNERS.unittest.isTestFile('pkg/test_a.py'));
  assert.ok(RUNNERS.unittest.isTestFile('tests.py'));
  assert.not.ok(RUNNERS.unittest.isTestFile('pkg/a_test.py'));
  assert.ok(RUNNERS.go.isTestFile('pkg/calc_test.go'));
  assert.not.ok(RUNNERS.go.isTestFile('pkg/calc.go'));
  assert.ok(RUNNERS.cargo.isTestFile('tests/api.rs'));
  assert.not.ok(RUNNERS.cargo.isTestFile('src/lib.rs'));
});

table.run();
