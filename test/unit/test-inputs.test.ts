/**
 * Each test file's inputs (workspace/test-inputs.ts): what a static scan places, what it says
 * it cannot know (open), and what every test reads (global).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { testInputsOf } from '../../src/workspace/test-inputs.ts';

const inputs = suite('test inputs');

function project(files: Record<string, string>): { root: string; files: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'dtc-inputs-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, files: Object.keys(files) };
}

inputs('JS: imports, transitively, code included; literals; snapshots beside the test', () => {
  const { root, files } = project({
    'package.json': '{"type":"module"}',
    'src/a.mjs': "import { b } from './b.mjs';\nexport const a = b;\n",
    'src/b.mjs': 'export const b = 1;\n',
    'test/a.test.mjs': "import { a } from '../src/a.mjs';\nimport { readFileSync } from 'node:fs';\nimport { join } from 'node:path';\nreadFileSync(join(import.meta.dirname, 'golden', 'a.json'));\n",
    'test/golden/a.json': '{}',
    'test/a.test.mjs.snapshot': 'exports[`x`] = 1;\n',
    'test/other.test.mjs': "import type { T } from '../src/types.ts';\n",
    'src/types.ts': 'export type T = number;\n',
  });
  const result = testInputsOf({ root, files, units: ['test/a.test.mjs', 'test/other.test.mjs'], commands: [] }, 'imports');
  assert.equal(result.units.get('test/a.test.mjs'), ['src/a.mjs', 'src/b.mjs', 'test/a.test.mjs', 'test/a.test.mjs.snapshot', 'test/golden/a.json']);
  assert.equal(result.units.get('test/other.test.mjs'), ['src/types.ts', 'test/other.test.mjs'], 'a type-only import is an import');
  assert.equal([...result.open.keys()], []);
  assert.ok(result.global.has('package.json'));
});

inputs('open: a computed import or read anywhere it reaches; a package name that is no installed package', () => {
  const { root, files } = project({
    'src/load.mjs': "export const load = (name) => import('./' + name + '.mjs');\n",
    'test/dyn.test.mjs': "import { load } from '../src/load.mjs';\n",
    'test/read.test.mjs': "import { readFileSync } from 'node:fs';\nexport const read = (name) => readFileSync(`cases/${name}.json`);\n",
    'test/alias.test.mjs': "import { x } from '@app/x';\n",
    'test/builtin.test.mjs': "import test from 'node:test';\nimport { join } from 'path';\n",
    'tests/test_py.py': "import importlib\nmod = importlib.import_module(name)\n",
    'tests/test_open.py': "def load(name):\n    return open(f'data/{name}.json').read()\n",
  });
  const units = ['test/dyn.test.mjs', 'test/read.test.mjs', 'test/alias.test.mjs', 'test/builtin.test.mjs', 'tests/test_py.py', 'tests/test_open.py'];
  const result = testInputsOf({ root, files, units, commands: [] }, 'imports');
  assert.equal(Object.fromEntries(result.open), {
    'test/dyn.test.mjs': 'src/load.mjs loads a module by a name it computes',
    'test/read.test.mjs': 'test/read.test.mjs reads a file by a path it computes',
    'test/alias.test.mjs': 'test/alias.test.mjs imports @app/x, which is no installed package',
    'tests/test_py.py': 'tests/test_py.py loads a module by a name it computes',
    'tests/test_open.py': 'tests/test_open.py reads a file by a path it computes',
  });
});

inputs('open: a process started, a program the scan cannot read; Python modules named by dotted strings are modules', () => {
  const { root, files } = project({
    'test/sh.test.mjs': "import { execFileSync } from 'node:child_process';\nexecFileSync('sh', ['scripts/read.sh']);\n",
    'test/named.test.mjs': "const script = 'scripts/read.sh';\n",
    'scripts/read.sh': 'cat data/x.json\n',
    'tests/test_sub.py': 'import subprocess\n',
    'conftest.py': 'pytest_plugins = ["tests.helpers.fixtures"]\n',
    'tests/__init__.py': '',
    'tests/helpers/__init__.py': '',
    'tests/helpers/fixtures.py': 'from calc.core import value\n',
    'calc/__init__.py': '',
    'calc/core.py': 'value = 1\n',
  });
  const result = testInputsOf({ root, files, units: ['test/sh.test.mjs', 'test/named.test.mjs', 'tests/test_sub.py'], commands: [] }, 'imports');
  assert.equal(Object.fromEntries(result.open), {
    'test/sh.test.mjs': 'test/sh.test.mjs starts a process, which may read any file',
    'test/named.test.mjs': 'test/named.test.mjs names scripts/read.sh, a program the scan cannot read',
    'tests/test_sub.py': 'tests/test_sub.py starts a process, which may read any file',
  });
  // The plugin module conftest names, and what it imports, are read by every test.
  assert.ok(result.global.has('tests/helpers/fixtures.py') && result.global.has('calc/core.py'), [...result.global].join(' '));
});

inputs('global: configs, setup files they name and what those import, environment files, mocks, the command\'s files', () => {
  const { root, files } = project({
    'vitest.config.ts': "export default { test: { setupFiles: ['./setup/env.ts'] } };\n",
    'setup/env.ts': "import '../src/polyfill.ts';\n",
    'src/polyfill.ts': 'export {};\n',
    '.env.test': 'A=1\n',
    '__mocks__/fs.js': 'module.exports = {};\n',
    'scripts/run.mjs': '',
    'test/a.test.ts': '',
    'conftest.py': 'from src.fixtures import f\n',
    'src/fixtures.py': 'f = 1\n',
  });
  const result = testInputsOf({ root, files, units: ['test/a.test.ts'], commands: ['node scripts/run.mjs'] }, 'imports');
  assert.equal([...result.global].sort(), ['.env.test', '__mocks__/fs.js', 'conftest.py', 'scripts/run.mjs', 'setup/env.ts', 'src/fixtures.py', 'src/polyfill.ts', 'vitest.config.ts']);
});

inputs('go: a package is its directory, its data directories and the module packages it imports', () => {
  const { root, files } = project({
    'go.mod': 'module example.com/m\n\ngo 1.21\n',
    'calc/calc.go': 'package calc\n\nimport "example.com/m/util"\n',
    'calc/calc_test.go': 'package calc\n\nimport (\n\t"testing"\n)\n',
    'calc/testdata/case.txt': '1',
    'util/util.go': 'package util\n',
    'other/other_test.go': 'package other\n\nimport "example.com/m/missing"\n',
  });
  const result = testInputsOf({ root, files, units: ['calc', 'other'], commands: [] }, 'go-packages');
  assert.equal(result.units.get('calc'), ['calc/calc.go', 'calc/calc_test.go', 'calc/testdata/case.txt', 'util/util.go']);
  assert.equal(result.open.get('other'), 'other/other_test.go imports example.com/m/missing, which is no package here');
  assert.ok(result.global.has('go.mod'));
});

inputs.run();
