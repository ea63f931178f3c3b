/**
 * Selective close never closes a turn on code the whole suite finds red (issue 37, "0 misses"),
 * on the real dsh runtime with real node:test suites (only the model is scripted; the pytest
 * traps: test/toolchain/selective-close.traps.test.ts). Each row is a trap
 * (support/selective-traps.ts runs it): an edit that makes the suite red only through one
 * mechanism a selection can miss (a data file, a computed import, a deleted module, a setup
 * file, a snapshot, a manifest, an installed package, a type import, an environment file),
 * checked against the whole suite run outside the plugin. The controls show the rows are not
 * vacuous: an edit to a module one test imports re-runs that test file only, and a README edit
 * runs the whole suite, saying why; both close.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { Runtime } from '../support/runtime.ts';
import { withRuntime, write } from '../support/gate-session.ts';
import { closes } from '../support/session-baseline.ts';
import { acrossSessions, describeRun, lastTestRun, passesRecorded, runWholeSuite, trapHolds, type Trap, type WholeSuite } from '../support/selective-traps.ts';

const HEAD = "import test from 'node:test';\nimport assert from 'node:assert/strict';\n";
const MANIFEST = '{ "name": "traps", "type": "module" }\n';

/** Five test files, each importing a module of its own; every row adds the files of its trap. */
const BASE: Record<string, string> = {
  'package.json': MANIFEST,
  'README.md': '# traps\n',
  'src/math.mjs': 'export const add = (a, b) => a + b;\n',
  'src/slug.mjs': "export const slug = (s) => s.trim().toLowerCase().split(/\\s+/).join('-');\n",
  'src/clamp.mjs': 'export const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));\n',
  'src/words.mjs': 'export const words = (s) => s.split(/\\s+/).filter(Boolean).length;\n',
  'src/pad.mjs': "export const pad = (n, width) => String(n).padStart(width, '0');\n",
  'test/math.test.mjs': `${HEAD}import { add } from '../src/math.mjs';\ntest('adds', () => assert.equal(add(2, 3), 5));\n`,
  'test/slug.test.mjs': `${HEAD}import { slug } from '../src/slug.mjs';\ntest('joins words', () => assert.equal(slug(' Red Green '), 'red-green'));\n`,
  'test/clamp.test.mjs': `${HEAD}import { clamp } from '../src/clamp.mjs';\ntest('clamps', () => assert.equal(clamp(12, 0, 10), 10));\n`,
  'test/words.test.mjs': `${HEAD}import { words } from '../src/words.mjs';\ntest('counts words', () => assert.equal(words(' a b  c '), 3));\n`,
  'test/pad.test.mjs': `${HEAD}import { pad } from '../src/pad.mjs';\ntest('pads', () => assert.equal(pad(7, 3), '007'));\n`,
};
const BASE_TEST_FILES = Object.keys(BASE).filter((path) => path.endsWith('.test.mjs')).length;

/** The whole suite as node:test runs it when package.json names no test script (the planner's plan). */
const NODE_TEST: WholeSuite = { command: [process.execPath, '--test', '--test-reporter=spec'], fails: (output, name) => output.includes(`✖ ${name}`) };
/** The whole suite of a workspace whose package.json has `scripts.test`. */
const NPM_TEST: WholeSuite = { ...NODE_TEST, command: ['npm', 'test'] };

const remove = (rt: Runtime, path: string) => rmSync(join(rt.workspace, path));
const withTiny = (version: string) => ({
  'package.json': `{ "name": "traps", "type": "module", "dependencies": { "tiny": "${version}" } }\n`,
  'package-lock.json': `{ "name": "traps", "lockfileVersion": 3, "requires": true, "packages": { "": { "name": "traps", "dependencies": { "tiny": "${version}" } }, "node_modules/tiny": { "version": "${version}" } } }\n`,
  'node_modules/tiny/package.json': `{ "name": "tiny", "version": "${version}", "type": "module", "exports": "./index.js" }\n`,
});
const TINY = { ...withTiny('1.0.0'), 'node_modules/tiny/index.js': 'export const greet = (name) => `hi ${name}`;\n', 'test/tiny.test.mjs': `${HEAD}import { greet } from 'tiny';\ntest('greets', () => assert.equal(greet('ann'), 'hi ann'));\n` };
/** One test reads prices by a literal path; every price is whole cents. */
const PRICES = { 'data/prices.json': '[100, 250, 50]\n', 'test/prices.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nconst prices = JSON.parse(readFileSync(new URL('../data/prices.json', import.meta.url), 'utf8'));\ntest('prices are whole cents', () => assert.ok(prices.every(Number.isInteger)));\n` };
const PRICES_BENT = '[100, 250, 50.5]\n';
const TINY_CHANGED = 'export const greet = (name) => `hello ${name}`;\n';

const TRAPS: Trap[] = [
  {
    name: 'a data file one test reads by a literal path (relative to the test)',
    files: PRICES,
    edit: (rt) => write(rt, 'data/prices.json', PRICES_BENT),
    failing: ['prices are whole cents'],
  },
  {
    name: 'a data file one test reads deleted',
    files: PRICES,
    edit: (rt) => remove(rt, 'data/prices.json'),
    failing: ['test/prices.test.mjs'],
  },
  {
    name: 'a data file in a dot directory, one test reads it',
    files: { '.fixtures/expected.json': '{ "slug": "red-green" }\n', 'test/expected.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nimport { slug } from '../src/slug.mjs';\nconst expected = JSON.parse(readFileSync(new URL('../.fixtures/expected.json', import.meta.url), 'utf8'));\ntest('slug as expected', () => assert.equal(slug('Red Green'), expected.slug));\n` },
    edit: (rt) => write(rt, '.fixtures/expected.json', '{ "slug": "red_green" }\n'),
    failing: ['slug as expected'],
  },
  {
    name: 'a link one test reads re-pointed to another file that was there at session start',
    files: { 'data/rates-2025.json': '{ "vat": 20 }\n', 'data/rates-2026.json': '{ "vat": 21 }\n', 'test/current-rates.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nconst rates = JSON.parse(readFileSync(new URL('../data/current.json', import.meta.url), 'utf8'));\ntest('vat today is 20', () => assert.equal(rates.vat, 20));\n` },
    prepare: (workspace) => symlinkSync('rates-2025.json', join(workspace, 'data/current.json')),
    edit: (rt) => {
      remove(rt, 'data/current.json');
      symlinkSync('rates-2026.json', join(rt.workspace, 'data/current.json'));
    },
    failing: ['vat today is 20'],
  },
  {
    name: 'a data file one test reads by a literal path (relative to the working directory)',
    files: { 'data/limit.txt': '10\n', 'test/limit.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nimport { clamp } from '../src/clamp.mjs';\nconst limit = Number(readFileSync('data/limit.txt', 'utf8'));\ntest('clamps to the limit', () => assert.equal(clamp(99, 0, limit), 10));\n` },
    edit: (rt) => write(rt, 'data/limit.txt', '12\n'),
    failing: ['clamps to the limit'],
  },
  {
    name: 'a data file one test reads by a name it builds at run time',
    files: { 'data/rates.json': '{ "vat": 20 }\n', 'test/rates.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nimport { join } from 'node:path';\nconst dir = join(import.meta.dirname, '..', 'data');\nconst name = 'rates';\nconst rates = JSON.parse(readFileSync(join(dir, name + '.json'), 'utf8'));\ntest('vat is 20', () => assert.equal(rates.vat, 20));\n` },
    edit: (rt) => write(rt, 'data/rates.json', '{ "vat": 21 }\n'),
    failing: ['vat is 20'],
  },
  {
    name: 'a data file one test reads by a literal path and another by a name it builds at run time; the change breaks only the latter',
    files: {
      'data/rates.json': '{ "vat": 20, "reduced": 5 }\n',
      'test/vat.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nconst rates = JSON.parse(readFileSync(new URL('../data/rates.json', import.meta.url), 'utf8'));\ntest('vat is 20', () => assert.equal(rates.vat, 20));\n`,
      'test/reduced.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nimport { join } from 'node:path';\nconst name = 'rates';\nconst rates = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'data', name + '.json'), 'utf8'));\ntest('reduced rate is 5', () => assert.equal(rates.reduced, 5));\n`,
    },
    edit: (rt) => write(rt, 'data/rates.json', '{ "vat": 20, "reduced": 7 }\n'),
    failing: ['reduced rate is 5'],
  },
  {
    name: 'a data file one test reads by a literal path and another by a template literal it fills at run time; the change breaks only the latter',
    files: {
      'data/rates.json': '{ "vat": 20, "reduced": 5 }\n',
      'test/vat.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nconst rates = JSON.parse(readFileSync(new URL('../data/rates.json', import.meta.url), 'utf8'));\ntest('vat is 20', () => assert.equal(rates.vat, 20));\n`,
      'test/reduced.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nconst name = 'rates';\nconst rates = JSON.parse(readFileSync(new URL(\`../data/\${name}.json\`, import.meta.url), 'utf8'));\ntest('reduced rate is 5', () => assert.equal(rates.reduced, 5));\n`,
    },
    edit: (rt) => write(rt, 'data/rates.json', '{ "vat": 20, "reduced": 7 }\n'),
    failing: ['reduced rate is 5'],
  },
  {
    name: 'a data file one test reads by a literal path and another through an installed helper package, by a path it builds; the change breaks only the latter',
    files: {
      'package.json': '{ "name": "traps", "type": "module", "dependencies": { "load-json": "1.0.0" } }\n',
      'node_modules/load-json/package.json': '{ "name": "load-json", "version": "1.0.0", "type": "module", "exports": "./index.js" }\n',
      'node_modules/load-json/index.js': "import { readFileSync } from 'node:fs';\nexport const loadJson = (path) => JSON.parse(readFileSync(path, 'utf8'));\n",
      'data/rates.json': '{ "vat": 20, "reduced": 5 }\n',
      'test/vat.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nconst rates = JSON.parse(readFileSync(new URL('../data/rates.json', import.meta.url), 'utf8'));\ntest('vat is 20', () => assert.equal(rates.vat, 20));\n`,
      'test/reduced.test.mjs': `${HEAD}import { loadJson } from 'load-json';\nconst name = 'rates';\nconst rates = loadJson(\`data/\${name}.json\`);\ntest('reduced rate is 5', () => assert.equal(rates.reduced, 5));\n`,
    },
    edit: (rt) => write(rt, 'data/rates.json', '{ "vat": 20, "reduced": 7 }\n'),
    failing: ['reduced rate is 5'],
  },
  {
    name: 'a data file added to a directory one test lists',
    files: { 'cases/one.txt': 'Red Green=red-green\n', 'test/cases.test.mjs': `${HEAD}import { readdirSync, readFileSync } from 'node:fs';\nimport { slug } from '../src/slug.mjs';\nconst dir = new URL('../cases/', import.meta.url);\nfor (const name of readdirSync(dir)) {\n  const [input, output] = readFileSync(new URL(name, dir), 'utf8').trim().split('=');\n  test(\`case \${name}\`, () => assert.equal(slug(input), output));\n}\n` },
    edit: (rt) => write(rt, 'cases/two.txt', 'Blue Sky=blue sky\n'),
    failing: ['case two.txt'],
  },
  {
    name: 'a JSON file one test imports (import attributes)',
    files: { 'data/limits.json': '{ "max": 10 }\n', 'test/limits-json.test.mjs': `${HEAD}import limits from '../data/limits.json' with { type: 'json' };\ntest('max is at least ten', () => assert.ok(limits.max >= 10));\n` },
    edit: (rt) => write(rt, 'data/limits.json', '{ "max": 5 }\n'),
    failing: ['max is at least ten'],
  },
  {
    name: 'a data file read by a script the test runs in a subprocess',
    files: {
      'config/limits.json': '{ "max": 10 }\n',
      'tools/check-limits.mjs': "import { readFileSync } from 'node:fs';\nconst limits = JSON.parse(readFileSync(new URL('../config/limits.json', import.meta.url), 'utf8'));\nprocess.exit(limits.max >= 10 ? 0 : 1);\n",
      'test/check-limits.test.mjs': `${HEAD}import { spawnSync } from 'node:child_process';\nimport { fileURLToPath } from 'node:url';\nconst script = fileURLToPath(new URL('../tools/check-limits.mjs', import.meta.url));\ntest('the limits check passes', () => assert.equal(spawnSync(process.execPath, [script]).status, 0));\n`,
    },
    edit: (rt) => write(rt, 'config/limits.json', '{ "max": 5 }\n'),
    failing: ['the limits check passes'],
  },
  {
    name: 'a same-size edit of a module one test imports, its mtime put back',
    files: {},
    edit: (rt) => {
      const path = join(rt.workspace, 'src/pad.mjs');
      const { atime, mtime } = statSync(path);
      write(rt, 'src/pad.mjs', "export const pad = (n, width) => String(n).padStart(width, '1');\n");
      utimesSync(path, atime, mtime);
    },
    failing: ['pads'],
  },
  {
    name: 'a new test file that fails',
    files: {},
    edit: (rt) => write(rt, 'test/discount.test.mjs', `${HEAD}import { add } from '../src/math.mjs';\ntest('discounts', () => assert.equal(add(10, -2), 7));\n`),
    failing: ['discounts'],
  },
  {
    name: 'a data file a shell script reads, the script run by one test, while another test names the file by literal (and still passes)',
    files: {
      'config/limits.json': '{ "max": 10, "min": 0 }\n',
      'scripts/check-max.sh': 'grep -q \'"max": 10\' config/limits.json\n',
      'test/check-max.test.mjs': `${HEAD}import { spawnSync } from 'node:child_process';\ntest('the max check passes', () => assert.equal(spawnSync('sh', ['scripts/check-max.sh']).status, 0));\n`,
      'test/min.test.mjs': `${HEAD}import { readFileSync } from 'node:fs';\nconst limits = JSON.parse(readFileSync(new URL('../config/limits.json', import.meta.url), 'utf8'));\ntest('min is 0', () => assert.equal(limits.min, 0));\n`,
    },
    edit: (rt) => write(rt, 'config/limits.json', '{ "max": 5, "min": 0 }\n'),
    failing: ['the max check passes'],
  },
  {
    name: 'a module one test imports by a computed name while another imports it statically (and still passes)',
    files: {
      'src/tax.mjs': 'export const rate = 0.2;\nexport const tax = (cents) => Math.round(cents * rate);\n',
      'test/tax-rate.test.mjs': `${HEAD}import { rate } from '../src/tax.mjs';\ntest('rate is a fifth', () => assert.equal(rate, 0.2));\n`,
      'test/tax.test.mjs': `${HEAD}const name = 'tax';\nconst { tax } = await import('../src/' + name + '.mjs');\ntest('taxes', () => assert.equal(tax(100), 20));\n`,
    },
    edit: (rt) => write(rt, 'src/tax.mjs', 'export const rate = 0.2;\nexport const tax = (cents) => Math.round(cents * rate * 2);\n'),
    failing: ['taxes'],
  },
  {
    name: 'a module one test reaches through a computed import inside a helper (not the test), while another imports it statically (and still passes)',
    files: {
      'src/plugins/euro.mjs': "export const symbol = '€';\nexport const format = (cents) => `${(cents / 100).toFixed(2)} ${symbol}`;\n",
      'src/registry.mjs': "export const load = (name) => import('./plugins/' + name + '.mjs');\n",
      'test/euro-symbol.test.mjs': `${HEAD}import { symbol } from '../src/plugins/euro.mjs';\ntest('euro symbol', () => assert.equal(symbol, '€'));\n`,
      'test/registry.test.mjs': `${HEAD}import { load } from '../src/registry.mjs';\nconst { format } = await load('euro');\ntest('formats euros', () => assert.equal(format(250), '2.50 €'));\n`,
    },
    edit: (rt) => write(rt, 'src/plugins/euro.mjs', "export const symbol = '€';\nexport const format = (cents) => `${symbol}${(cents / 100).toFixed(2)}`;\n"),
    failing: ['formats euros'],
  },
  {
    name: 'a module only one test reaches, by a computed dynamic import',
    files: { 'src/fee.mjs': 'export const fee = (cents) => cents + 30;\n', 'test/fee.test.mjs': `${HEAD}const name = 'fee';\nconst { fee } = await import(\`../src/\${name}.mjs\`);\ntest('adds the fee', () => assert.equal(fee(100), 130));\n` },
    edit: (rt) => write(rt, 'src/fee.mjs', 'export const fee = (cents) => cents + 35;\n'),
    failing: ['adds the fee'],
  },
  {
    name: 'a CommonJS module one test requires by a computed name',
    files: { 'src/fmt.cjs': 'module.exports = { fmt: (n) => n.toFixed(2) };\n', 'test/fmt.test.mjs': `${HEAD}import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nconst which = 'fmt';\nconst { fmt } = require('../src/' + which + '.cjs');\ntest('two decimals', () => assert.equal(fmt(1.5), '1.50'));\n` },
    edit: (rt) => write(rt, 'src/fmt.cjs', 'module.exports = { fmt: (n) => n.toFixed(1) };\n'),
    failing: ['two decimals'],
  },
  {
    name: 'a module one test reaches through a re-export (export * from), while another imports it directly (and still passes)',
    files: {
      'src/units.mjs': 'export const gram = 1;\nexport const kilo = (n) => n * 1000;\n',
      'src/index.mjs': "export * from './units.mjs';\n",
      'test/gram.test.mjs': `${HEAD}import { gram } from '../src/units.mjs';\ntest('a gram is the unit', () => assert.equal(gram, 1));\n`,
      'test/kilo.test.mjs': `${HEAD}import { kilo } from '../src/index.mjs';\ntest('a kilo is 1000 grams', () => assert.equal(kilo(1), 1000));\n`,
    },
    edit: (rt) => write(rt, 'src/units.mjs', 'export const gram = 1;\nexport const kilo = (n) => n * 1024;\n'),
    failing: ['a kilo is 1000 grams'],
  },
  {
    name: 'a module a worker thread imports (the test names the worker by URL), while another test imports it statically (and still passes)',
    files: {
      'src/checksum.mjs': 'export const seed = 7;\nexport const checksum = (s) => [...s].reduce((sum, c) => sum + c.charCodeAt(0), seed);\n',
      'src/worker.mjs': "import { parentPort, workerData } from 'node:worker_threads';\nimport { checksum } from './checksum.mjs';\nparentPort.postMessage(checksum(workerData));\n",
      'test/seed.test.mjs': `${HEAD}import { seed } from '../src/checksum.mjs';\ntest('seed is 7', () => assert.equal(seed, 7));\n`,
      'test/worker.test.mjs': `${HEAD}import { Worker } from 'node:worker_threads';\nimport { once } from 'node:events';\ntest('checksum in a worker', async () => {\n  const worker = new Worker(new URL('../src/worker.mjs', import.meta.url), { workerData: 'ab' });\n  const [sum] = await once(worker, 'message');\n  assert.equal(sum, 7 + 97 + 98);\n});\n`,
    },
    edit: (rt) => write(rt, 'src/checksum.mjs', 'export const seed = 7;\nexport const checksum = (s) => [...s].reduce((sum, c) => sum + c.charCodeAt(0), 0);\n'),
    failing: ['checksum in a worker'],
  },
  {
    name: 'a source module deleted (one test imports it)',
    files: { 'src/legacy.mjs': 'export const legacy = () => 1;\n', 'test/legacy.test.mjs': `${HEAD}import { legacy } from '../src/legacy.mjs';\ntest('legacy', () => assert.equal(legacy(), 1));\n` },
    edit: (rt) => remove(rt, 'src/legacy.mjs'),
    failing: ['test/legacy.test.mjs'],
  },
  {
    name: 'a source module deleted that no test imports directly (one test reaches it through another module)',
    files: {
      'src/indent.mjs': "export const indent = (s) => '  ' + s;\n",
      'src/report.mjs': "import { indent } from './indent.mjs';\nexport const report = (lines) => lines.map(indent).join('\\n');\n",
      'test/report.test.mjs': `${HEAD}import { report } from '../src/report.mjs';\ntest('indents', () => assert.equal(report(['a']), '  a'));\n`,
    },
    edit: (rt) => remove(rt, 'src/indent.mjs'),
    failing: ['test/report.test.mjs'],
  },
  {
    name: 'a setup file the test command preloads (scripts.test: node --import)',
    files: {
      'package.json': '{ "name": "traps", "type": "module", "scripts": { "test": "node --import ./setup/globals.mjs --test --test-reporter=spec" } }\n',
      'setup/globals.mjs': "globalThis.currency = 'EUR';\n",
      'test/currency.test.mjs': `${HEAD}test('currency from the setup file', () => assert.equal(globalThis.currency, 'EUR'));\n`,
    },
    edit: (rt) => write(rt, 'setup/globals.mjs', "globalThis.currency = 'USD';\n"),
    failing: ['currency from the setup file'],
    wholeSuite: NPM_TEST,
  },
  {
    name: 'a setup module one test imports for its side effect only',
    files: { 'support/setup.mjs': "globalThis.currency = 'EUR';\n", 'test/currency.test.mjs': `${HEAD}import '../support/setup.mjs';\ntest('currency from the setup module', () => assert.equal(globalThis.currency, 'EUR'));\n` },
    edit: (rt) => write(rt, 'support/setup.mjs', "globalThis.currency = 'USD';\n"),
    failing: ['currency from the setup module'],
  },
  {
    name: 'a snapshot beside its test (t.assert.snapshot)',
    files: { 'test/snap.test.mjs': `${HEAD}import { slug } from '../src/slug.mjs';\ntest('slug snapshot', (t) => { t.assert.snapshot(slug('Red Green')); });\n`, 'test/snap.test.mjs.snapshot': 'exports[`slug snapshot 1`] = `\n"red-green"\n`;\n' },
    edit: (rt) => write(rt, 'test/snap.test.mjs.snapshot', 'exports[`slug snapshot 1`] = `\n"red green"\n`;\n'),
    failing: ['slug snapshot'],
  },
  {
    name: 'a package in node_modules changed with its manifest and lockfile (a version bump)',
    files: TINY,
    edit: (rt) => {
      for (const [path, content] of Object.entries(withTiny('1.0.1'))) write(rt, path, content);
      write(rt, 'node_modules/tiny/index.js', TINY_CHANGED);
    },
    failing: ['greets'],
  },
  {
    name: 'a package in node_modules changed in place, its manifest and lockfile as they were',
    files: TINY,
    edit: (rt) => write(rt, 'node_modules/tiny/index.js', TINY_CHANGED),
    failing: ['greets'],
  },
  {
    name: 'the manifest alone: package.json "imports" maps a specifier to another module',
    files: {
      'package.json': '{ "name": "traps", "type": "module", "imports": { "#rounding": "./src/round-half-up.mjs" } }\n',
      'src/round-half-up.mjs': 'export const round = (x) => Math.floor(x + 0.5);\n',
      'src/round-down.mjs': 'export const round = (x) => Math.floor(x);\n',
      'test/round.test.mjs': `${HEAD}import { round } from '#rounding';\ntest('rounds half up', () => assert.equal(round(2.5), 3));\n`,
    },
    edit: (rt) => write(rt, 'package.json', '{ "name": "traps", "type": "module", "imports": { "#rounding": "./src/round-down.mjs" } }\n'),
    failing: ['rounds half up'],
  },
  {
    // `import { type Price }` is type-only to TypeScript, yet node's type stripping keeps the
    // import (as `import {} from`), so the module loads. (`import type { Price }` is erased: no
    // edit of the types file can make node:test red through it, so it is no trap here.)
    name: 'a type-only import in a TypeScript test (node type stripping): the types file gains syntax node cannot strip',
    files: { 'src/types.ts': 'export type Price = { cents: number };\n', 'test/price.test.ts': `${HEAD}import { type Price } from '../src/types.ts';\nconst price: Price = { cents: 250 };\ntest('price in cents', () => assert.equal(price.cents, 250));\n` },
    edit: (rt) => write(rt, 'src/types.ts', "export type Price = { cents: number };\nexport enum Currency { EUR = 'EUR' }\n"),
    failing: ['test/price.test.ts'],
  },
  {
    name: 'an environment file one test loads (process.loadEnvFile(), .env by default: no path in the code)',
    files: { '.env': 'GREETING=hi\n', 'test/greeting.test.mjs': `${HEAD}process.loadEnvFile();\ntest('greeting from .env', () => assert.equal(process.env.GREETING, 'hi'));\n` },
    edit: (rt) => write(rt, '.env', 'GREETING=hello\n'),
    failing: ['greeting from .env'],
  },
  {
    name: 'an environment file the test command loads (scripts.test: node --env-file)',
    files: {
      'package.json': '{ "name": "traps", "type": "module", "scripts": { "test": "node --env-file=.env.test --test --test-reporter=spec" } }\n',
      '.env.test': 'GREETING=hi\n',
      'test/greeting.test.mjs': `${HEAD}test('greeting from .env.test', () => assert.equal(process.env.GREETING, 'hi'));\n`,
    },
    edit: (rt) => write(rt, '.env.test', 'GREETING=hello\n'),
    failing: ['greeting from .env.test'],
    wholeSuite: NPM_TEST,
  },
  {
    name: 'between sessions: a module one test imports changed (the pass was recorded by an earlier session)',
    files: {},
    edit: (rt) => write(rt, 'src/clamp.mjs', 'export const clamp = (x, lo, hi) => Math.max(lo, x);\n'),
    failing: ['clamps'],
    betweenSessions: true,
  },
  {
    name: 'between sessions: a data file one test reads by a literal path changed',
    files: PRICES,
    edit: (rt) => write(rt, 'data/prices.json', PRICES_BENT),
    failing: ['prices are whole cents'],
    betweenSessions: true,
  },
];

const traps = suite('selective close: no trap closes a turn on red code');

for (const trap of TRAPS) traps(trap.name, () => trapHolds(BASE, trap, NODE_TEST));

traps.run();

// ---------------------------------------------------------------------------------------------

const controls = suite('selective close: the controls (an edit the record places closes)');

controls('a one-line change to a module exactly one test imports: that test file re-runs, the rest are reused, the turn closes', () =>
  withRuntime(BASE, async (rt) => {
    await passesRecorded(rt);
    await closes(rt, [{ call: 'test_run', before: () => write(rt, 'src/math.mjs', 'export const add = (a, b) => b + a;\n') }]);
    const run = lastTestRun(rt);
    assert.ok(run.notes.includes(`verifies the suite: 1 test file re-run; ${BASE_TEST_FILES - 1} unchanged since their pass in run 1`), describeRun(run));
    assert.is(runWholeSuite(rt.workspace, NODE_TEST.command).code, 0, 'and the whole suite agrees');
  }));

controls('a README change: no test is known to read it, so the whole suite runs, says why, and closes', () =>
  withRuntime(BASE, async (rt) => {
    await passesRecorded(rt);
    await closes(rt, [{ call: 'test_run', before: () => write(rt, 'README.md', '# traps\n\nSmall helpers.\n') }]);
    const run = lastTestRun(rt);
    assert.ok(run.notes.includes('ran the whole suite: README.md changed, and no test is known to read it'), describeRun(run));
  }));

controls('between sessions: a one-line change to a module one test imports re-runs that test file only; the rest passed in an earlier session', () =>
  acrossSessions(
    { files: BASE },
    (first) => write(first, 'src/math.mjs', 'export const add = (a, b) => b + a;\n'),
    async (rt) => {
      await closes(rt, [{ call: 'test_run' }]);
      const run = lastTestRun(rt);
      assert.ok(run.notes.includes(`verifies the suite: 1 test file re-run; ${BASE_TEST_FILES - 1} unchanged since their pass in an earlier session`), describeRun(run));
    },
  ));

controls.run();
