/**
 * What the tests read that the harness rules do not name (workspace/test-reads.ts), on small
 * workspaces on disk: each kind of read is found, the code under test never is, and the files
 * found join the session baseline (closure/test-reads-baseline.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { captureBaseline, diffHarness, loadBaseline } from '../../src/closure/harness-baseline.ts';
import { recordTestReads } from '../../src/closure/test-reads-baseline.ts';
import { allFilesOf, fingerprintWorkspace } from '../../src/workspace/fingerprint.ts';
import { testReadsOf } from '../../src/workspace/test-reads.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dtc-reads-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

async function readsOf(files: Record<string, string>, command?: string): Promise<Record<string, string>> {
  const root = tree(files);
  try {
    return testReadsOf(root, allFilesOf(await fingerprintWorkspace(root)).keys(), command).files;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const NODE_TEST = "import test from 'node:test';\nimport assert from 'node:assert';\n";

const reads = suite('what the tests read');

reads('the code under test is never harness: src/, a flat module, a Python package', async () => {
  assert.equal(await readsOf({ 'package.json': '{"type":"module"}', 'src/slugify.js': 'export const slugify = (s) => s;\n', 'test/slugify.test.js': `${NODE_TEST}import { slugify } from '../src/slugify.js';\n` }), {});
  assert.equal(await readsOf({ 'pytest.ini': '[pytest]\n', 'calc.py': 'def double(x):\n    return x\n', 'tests/test_calc.py': 'from calc import double\n' }), {});
  assert.equal(await readsOf({ 'shop/__init__.py': '', 'shop/cart.py': 'X = 1\n', 'tests/test_cart.py': 'from shop.cart import X\n' }), {});
});

reads('a helper outside the test directories: by what it imports, or because only the tests import it', async () => {
  assert.equal(
    await readsOf({
      'src/math.mjs': 'export const add = (a, b) => a + b;\n',
      'helpers/expect.mjs': "import assert from 'node:assert/strict';\nexport const check = (a, b) => assert.equal(a, b);\n",
      'support/cases.mjs': 'export const cases = [[2, 2, 4]];\n',
      'test/math.test.mjs': `${NODE_TEST}import { check } from '../helpers/expect.mjs';\nimport { cases } from '../support/cases.mjs';\n`,
    }),
    { 'helpers/expect.mjs': 'support', 'support/cases.mjs': 'support' },
  );
  // A module of a flat project's root is the code under test, unless it imports a test module.
  assert.equal(await readsOf({ 'calc.py': 'X = 1\n', 'checks.py': 'import pytest\n', 'tests/test_calc.py': 'from calc import X\nfrom checks import *\n' }), { 'checks.py': 'support' });
});

reads('a helper the code imports too is the code under test', async () => {
  assert.equal(
    await readsOf({
      'src/index.mjs': "import { words } from '../util/words.mjs';\nexport const count = (s) => words(s).length;\n",
      'util/words.mjs': 'export const words = (s) => s.split(" ");\n',
      'test/count.test.mjs': `${NODE_TEST}import { words } from '../util/words.mjs';\n`,
    }),
    {},
  );
});

reads('data the tests read wherever it lives, followed through helpers; data the code reads is the code\'s', async () => {
  assert.equal(
    await readsOf({
      'src/slugify.js': "import table from './table.json' with { type: 'json' };\nexport const slugify = (s) => s;\n",
      'src/table.json': '{}',
      'golden/cases.json': '[]',
      'expected/out.txt': 'x',
      'snap/a.json': '{}',
      'helpers/load.cjs': "const path = require('node:path');\nmodule.exports = () => require('fs').readFileSync(path.join(__dirname, '..', 'expected', 'out.txt'), 'utf8');\n",
      'test/slugify.test.js': `${NODE_TEST}import table from '../src/table.json' with { type: 'json' };\nconst cases = JSON.parse(readFileSync(new URL('../golden/cases.json', import.meta.url)));\nimport load from '../helpers/load.cjs';\nconst dir = 'snap';\n`,
    }),
    { 'expected/out.txt': 'data', 'golden/cases.json': 'data', 'helpers/load.cjs': 'support', 'snap/a.json': 'data' },
  );
  assert.equal(
    await readsOf({ 'calc.py': 'X = 1\n', 'golden/x.json': '{}', 'tests/test_calc.py': "import json, pathlib\nfrom calc import X\nCASES = json.loads((pathlib.Path(__file__).parent.parent / 'golden' / 'x.json').read_text())\n" }),
    { 'golden/x.json': 'data' },
  );
});

reads('a snapshot beside its test, environment files, and the files the test command runs', async () => {
  assert.equal(
    await readsOf(
      {
        'package.json': JSON.stringify({ type: 'module', scripts: { test: 'node --env-file=.env.test scripts/run-tests.mjs', pretest: 'npm run lint', lint: 'node tools/lint.mjs' } }),
        '.env.test': 'EXPECTED=1\n',
        'scripts/run-tests.mjs': "import { spawnSync } from 'node:child_process';\nimport { gate } from './gate.mjs';\n",
        'scripts/gate.mjs': 'export const gate = 1;\n',
        'tools/lint.mjs': '',
        'src/slug.mjs': '',
        'src/slug.test.mjs': `${NODE_TEST}import { slug } from './slug.mjs';\n`,
        'src/slug.test.mjs.snapshot': 'exports[`a 1`] = `"x"`;\n',
      },
      'npm test',
    ),
    { '.env.test': 'script', 'scripts/gate.mjs': 'support', 'scripts/run-tests.mjs': 'script', 'src/slug.test.mjs.snapshot': 'sidecar', 'tools/lint.mjs': 'script' },
  );
});

reads('data no rule places is neither code nor harness: restored like harness; data in the source tree or that the code reads is the code\'s', async () => {
  assert.equal(
    await readsOf({
      'src/calc.mjs': "import defaults from '../config/defaults.json' with { type: 'json' };\nexport const add = (a, b) => a + b;\n",
      'src/locales/en.json': '{}',
      'config/defaults.json': '{}',
      'cases/add.json': '[]',
      'README.md': '# calc\n',
      'dist/calc.mjs.map': '{}',
      'test/calc.test.mjs': `${NODE_TEST}import { add } from '../src/calc.mjs';\nconst load = (name) => JSON.parse(readFileSync(new URL(\`../cases/\${name}.json\`, import.meta.url)));\n`,
    }),
    { 'README.md': 'unseen', 'cases/add.json': 'unseen' },
  );
});

reads.run();

const baseline = suite('what the tests read joins the session baseline');

baseline('recorded with content, a change to one is a harness edit, and the record reloads', async () => {
  const root = tree({ 'src/a.mjs': '', 'golden/x.json': '{"v":1}', 'test/a.test.mjs': `${NODE_TEST}import x from '../golden/x.json' with { type: 'json' };\n` });
  const dir = mkdtempSync(join(tmpdir(), 'dtc-reads-state-'));
  try {
    const start = await fingerprintWorkspace(root);
    const captured = captureBaseline('s', root, start, dir, 'session-start');
    recordTestReads(captured, dir, start, testReadsOf(root, allFilesOf(start).keys(), undefined));
    assert.equal(captured.files.get('golden/x.json')?.role, 'support');
    assert.equal(captured.files.get('golden/x.json')?.stored, true);
    const loaded = loadBaseline(dir)!;
    assert.equal(loaded.reads?.files, { 'golden/x.json': 'data' });
    writeFileSync(join(root, 'golden/x.json'), '{"v":2}');
    assert.equal(diffHarness(loaded, root, await fingerprintWorkspace(root)).changed, ['golden/x.json']);
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

baseline.run();
