/**
 * The signed environment: what workspace/environment.ts signs in a real tree (and what it
 * leaves out), how closure/environment-change.ts classifies each change, and the words of
 * render/environment.ts, pinned against docs/model-visible-text.md.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { signEnvironment, type EnvironmentRecord, type SignedPackage } from '../../src/workspace/environment.ts';
import { environmentChanges, matchEnvironment } from '../../src/closure/environment-change.ts';
import { foreignEnvironmentClause, installedNote } from '../../src/render/environment.ts';
import { captureBaseline, loadBaseline } from '../../src/closure/harness-baseline.ts';
import { fingerprintWorkspace } from '../../src/workspace/fingerprint.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dtc-env-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
const manifest = (name: string, version: string) => JSON.stringify({ name, version });

const sign = suite('signEnvironment');

sign('packages by their lockfile path: scoped, nested, linked; .bin, bytecode and vitest results left out', () => {
  const root = tree({
    'node_modules/chai/package.json': manifest('chai', '4.3.0'),
    'node_modules/chai/index.js': 'x',
    'node_modules/chai/node_modules/deep-eql/package.json': manifest('deep-eql', '4.1.0'),
    'node_modules/@scope/util/package.json': manifest('@scope/util', '2.0.0'),
    'node_modules/.bin/tool': 'x',
    'node_modules/.vite/vitest/results.json': '{}',
    'node_modules/.cache/@babel/register/.babel.7.json': '{}',
    'packages/lib/package.json': manifest('lib', '0.1.0'),
  });
  try {
    symlinkSync('../packages/lib', join(root, 'node_modules/lib'), 'dir');
    const record = signEnvironment(root);
    assert.equal(Object.keys(record.packages).sort(), ['node_modules/@scope/util', 'node_modules/chai', 'node_modules/chai/node_modules/deep-eql', 'node_modules/lib']);
    assert.equal(record.packages['node_modules/chai']!.version, '4.3.0');
    assert.equal(record.packages['node_modules/lib'], { name: 'lib', version: '0.1.0', signature: 'link:../packages/lib' });
    // A write anywhere in a package changes its signature; a nested package's write changes only its own.
    const before = record.packages;
    writeFileSync(join(root, 'node_modules/chai/node_modules/deep-eql/index.js'), 'y');
    writeFileSync(join(root, 'node_modules/.vite/vitest/results.json'), '{"again":1}');
    writeFileSync(join(root, 'packages/lib/index.js'), 'code');
    const after = signEnvironment(root).packages;
    assert.is(after['node_modules/chai']!.signature, before['node_modules/chai']!.signature);
    assert.is.not(after['node_modules/chai/node_modules/deep-eql']!.signature, before['node_modules/chai/node_modules/deep-eql']!.signature);
    assert.is(after['node_modules/.vite'], undefined, "vitest's results file is the runner's: a directory of nothing else is not signed");
    assert.is(after['node_modules/.cache'], undefined, "@babel/register's cache is the tool's");
    writeFileSync(join(root, 'node_modules/.cache/fix.mjs'), 'export const add = (a, b) => a + b;\n');
    assert.ok(signEnvironment(root).packages['node_modules/.cache'] !== undefined, 'anything else in .cache is signed');
    assert.is(after['node_modules/lib']!.signature, before['node_modules/lib']!.signature, 'a linked package is the workspace\'s code');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

sign("vitest's type-check build info in its own package (npm and pnpm layouts) is the runner's write; any other write there is signed", () => {
  const pnpmVitest = 'node_modules/.pnpm/vitest@4.1.5/node_modules/vitest';
  const root = tree({
    'node_modules/vitest/package.json': manifest('vitest', '4.1.5'),
    'node_modules/vitest/dist/index.js': 'x',
    [`${pnpmVitest}/package.json`]: manifest('vitest', '4.1.5'),
    [`${pnpmVitest}/dist/index.js`]: 'x',
  });
  try {
    const before = signEnvironment(root).packages;
    // What `vitest run` with typecheck.enabled writes (tsc --incremental --tsBuildInfoFile <vitest's dist>/tsconfig.tmp.tsbuildinfo).
    for (const dir of ['node_modules/vitest', pnpmVitest]) writeFileSync(join(root, dir, 'dist/tsconfig.tmp.tsbuildinfo'), '{"program":{}}');
    const after = signEnvironment(root).packages;
    assert.is(after['node_modules/vitest']!.signature, before['node_modules/vitest']!.signature);
    assert.is(after[pnpmVitest]!.signature, before[pnpmVitest]!.signature);
    writeFileSync(join(root, pnpmVitest, 'dist/index.js'), 'patched');
    writeFileSync(join(root, 'node_modules/vitest/dist/other.tsbuildinfo'), '{}');
    const edited = signEnvironment(root).packages;
    assert.is.not(edited[pnpmVitest]!.signature, before[pnpmVitest]!.signature, 'an edit of vitest itself is signed');
    assert.is.not(edited['node_modules/vitest']!.signature, before['node_modules/vitest']!.signature, 'only the exact file vitest writes is left out');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

sign('a virtualenv: site-packages entries owned by their distributions, interpreters, __pycache__ left out', () => {
  const site = '.venv/lib/python3.12/site-packages';
  const root = tree({
    '.venv/pyvenv.cfg': 'home = /usr/bin\n',
    '.venv/bin/python': '#!/bin/sh\n',
    [`${site}/pluggy/__init__.py`]: 'x',
    [`${site}/pluggy-1.5.0.dist-info/RECORD`]: 'pluggy/__init__.py,sha256=x,1\npluggy-1.5.0.dist-info/RECORD,,\n',
    [`${site}/stray.py`]: 'x',
    'package-lock.json': '{}',
  });
  try {
    const record = signEnvironment(root);
    assert.equal(Object.keys(record.virtualenvs), ['.venv']);
    assert.is(record.packages[`${site}/pluggy`]!.version, 'pluggy 1.5.0');
    assert.is(record.packages[`${site}/stray.py`]!.version, '');
    assert.ok(record.records['package-lock.json'] !== undefined);
    const before = record.packages[`${site}/pluggy`]!.signature;
    mkdirSync(join(root, site, 'pluggy/__pycache__'));
    writeFileSync(join(root, site, 'pluggy/__pycache__/__init__.cpython-312.pyc'), 'b');
    assert.is(signEnvironment(root).packages[`${site}/pluggy`]!.signature, before, 'bytecode Python writes at import is not a change');
    writeFileSync(join(root, '.venv/bin/python'), '#!/bin/sh\nexec python3 "$@"\n');
    assert.is.not(signEnvironment(root).virtualenvs['.venv'], record.virtualenvs['.venv']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

sign('pnpm: the store\'s packages by their path, bookkeeping as records', () => {
  const root = tree({
    'node_modules/.pnpm/chai@4.3.0/node_modules/chai/package.json': manifest('chai', '4.3.0'),
    'node_modules/.pnpm/lock.yaml': 'x',
    'node_modules/.modules.yaml': 'x',
    'pnpm-lock.yaml': 'chai@4.3.0',
  });
  try {
    symlinkSync('.pnpm/chai@4.3.0/node_modules/chai', join(root, 'node_modules/chai'), 'dir');
    const record = signEnvironment(root);
    assert.equal(Object.keys(record.packages).sort(), ['node_modules/.pnpm/chai@4.3.0/node_modules/chai', 'node_modules/chai']);
    assert.equal(record.packages['node_modules/chai'], { name: 'chai', version: '4.3.0', signature: 'link:.pnpm/chai@4.3.0/node_modules/chai' });
    assert.equal(Object.keys(record.records).sort(), ['node_modules/.modules.yaml', 'node_modules/.pnpm/lock.yaml', 'pnpm-lock.yaml']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

sign('stored with the session baseline; a baseline stored without it still loads', async () => {
  const root = tree({ 'node_modules/chai/package.json': manifest('chai', '4.3.0'), 'test/a.test.js': 'x' });
  const dirs = [mkdtempSync(join(tmpdir(), 'dtc-state-')), mkdtempSync(join(tmpdir(), 'dtc-state-'))];
  try {
    const fingerprint = await fingerprintWorkspace(root);
    const environment = signEnvironment(root);
    captureBaseline('with', root, fingerprint, dirs[0]!, 'session-start', undefined, environment);
    captureBaseline('without', root, fingerprint, dirs[1]!, 'session-start');
    assert.equal(loadBaseline(dirs[0]!)?.environment, environment);
    const older = loadBaseline(dirs[1]!);
    assert.ok(older !== undefined && older.environment === undefined);
  } finally {
    for (const dir of [root, ...dirs]) rmSync(dir, { recursive: true, force: true });
  }
});

sign.run();

const pkg = (name: string, version: string, signature: string): SignedPackage => ({ name, version, signature });
const env = (packages: Record<string, SignedPackage>, records: Record<string, string> = {}, virtualenvs: Record<string, string> = {}): EnvironmentRecord => ({ packages, records, virtualenvs, truncated: false });
const lock = (packages: Record<string, { version: string }>) => ({ read: (path: string) => (path === 'package-lock.json' ? JSON.stringify({ lockfileVersion: 3, packages }) : undefined) });

const classify = suite('environmentChanges');

classify('a package changed in place is foreign, whatever the lockfile says', () => {
  const start = env({ 'node_modules/chai': pkg('chai', '4.3.0', 'a') }, { 'package-lock.json': 'L1' });
  const now = env({ 'node_modules/chai': pkg('chai', '4.3.0', 'b') }, { 'package-lock.json': 'L2' });
  assert.equal(environmentChanges(start, now, lock({ 'node_modules/chai': { version: '4.3.0' } }), 'npm test'), {
    installed: [],
    foreign: [{ path: 'node_modules/chai', kind: 'changed-in-place', name: 'chai', version: '4.3.0' }],
  });
});

classify('added, upgraded and removed packages the changed lockfile records are installed', () => {
  const start = env({ 'node_modules/chai': pkg('chai', '4.3.0', 'a'), 'node_modules/old': pkg('old', '1.0.0', 'o') }, { 'package-lock.json': 'L1' });
  const now = env({ 'node_modules/chai': pkg('chai', '4.3.1', 'b'), 'node_modules/left-pad': pkg('left-pad', '1.3.0', 'c') }, { 'package-lock.json': 'L2' });
  const changes = environmentChanges(start, now, lock({ 'node_modules/chai': { version: '4.3.1' }, 'node_modules/left-pad': { version: '1.3.0' } }), 'npm test');
  assert.equal(changes.foreign, []);
  assert.equal(changes.installed, [{ name: 'chai', was: '4.3.0', now: '4.3.1' }, { name: 'left-pad', now: '1.3.0' }, { name: 'old', was: '1.0.0' }]);
  assert.is(installedNote(changes.installed), "installed since the session started (the project's install records it): chai 4.3.0 → 4.3.1, left-pad 1.3.0 added, old 1.0.0 removed");
});

classify('a version the lockfile does not record, or a directory without a version, is foreign', () => {
  const start = env({ 'node_modules/chai': pkg('chai', '4.3.0', 'a') }, { 'package-lock.json': 'L1' });
  const bumped = env({ 'node_modules/chai': pkg('chai', '4.3.1', 'b'), 'node_modules/.cache': pkg('.cache', '', 'c') }, { 'package-lock.json': 'L1' });
  assert.equal(environmentChanges(start, bumped, lock({ 'node_modules/chai': { version: '4.3.0' } }), 'npm test').foreign, [
    { path: 'node_modules/.cache', kind: 'unrecorded', name: '.cache' },
    { path: 'node_modules/chai', kind: 'unrecorded', name: 'chai', version: '4.3.1' },
  ]);
  const relocked = { ...bumped, records: { 'package-lock.json': 'L2' } };
  assert.equal(environmentChanges(start, relocked, lock({ 'node_modules/chai': { version: '4.3.2' } }), 'npm test').foreign.map((c) => c.path), ['node_modules/.cache', 'node_modules/chai']);
  const noLock = env({ 'node_modules/chai': pkg('chai', '4.3.1', 'b') }, { 'package.json': 'P1' });
  assert.equal(environmentChanges(env({ 'node_modules/chai': pkg('chai', '4.3.0', 'a') }, { 'package.json': 'P1' }), noLock, { read: () => undefined }, 'npm test').foreign.map((c) => c.kind), ['unrecorded'], 'no lockfile and the manifest unchanged');
});

classify('an install from an unchanged lockfile (npm ci on a fresh checkout) is the project\'s', () => {
  const start = env({}, { 'package-lock.json': 'L1' });
  const now = env({ 'node_modules/chai': pkg('chai', '4.3.0', 'a') }, { 'package-lock.json': 'L1' });
  assert.equal(environmentChanges(start, now, lock({ 'node_modules/chai': { version: '4.3.0' } }), 'npm test'), { installed: [{ name: 'chai', now: '4.3.0' }], foreign: [] });
});

classify('site-packages: an entry a distribution owns is installed; an unowned one is foreign', () => {
  const site = '.venv/lib/python3.12/site-packages';
  const start = env({}, {}, { '.venv': 'I' });
  const now = env({ [`${site}/doubling.py`]: pkg('doubling.py', 'doubling 0.2.0', 'a'), [`${site}/doubling-0.2.0.dist-info`]: pkg('doubling-0.2.0.dist-info', 'doubling 0.2.0', 'b'), [`${site}/shim.py`]: pkg('shim.py', '', 'c') }, {}, { '.venv': 'I' });
  const changes = environmentChanges(start, now, { read: () => undefined }, '.venv/bin/python -m pytest');
  assert.equal(changes.installed, [{ name: '', now: 'doubling 0.2.0' }], 'one distribution, named once');
  assert.equal(changes.foreign, [{ path: `${site}/shim.py`, kind: 'unrecorded', name: 'shim.py' }]);
  assert.is(installedNote(changes.installed), "installed since the session started (the project's install records it): doubling 0.2.0 added");
});

classify('virtualenvs: an interpreter changed; a new one the command uses, and not one it does not', () => {
  const start = env({}, {}, { '.venv': 'I' });
  assert.equal(environmentChanges(start, env({}, {}, { '.venv': 'J' }), { read: () => undefined }, 'python3 -m pytest').foreign, [{ path: '.venv', kind: 'interpreter' }]);
  const fresh = env({ 'venv/lib/python3.12/site-packages/x.py': pkg('x.py', '', 'a') }, {}, { '.venv': 'I', venv: 'K' });
  assert.equal(environmentChanges(start, fresh, { read: () => undefined }, 'venv/bin/python -m pytest').foreign, [{ path: 'venv', kind: 'new-virtualenv' }]);
  assert.equal(environmentChanges(start, fresh, { read: () => undefined }, 'npm test'), { installed: [], foreign: [] });
});

classify('only a run of the suite is compared; a foreign change makes it another suite', () => {
  const start = env({ 'node_modules/chai': pkg('chai', '4.3.0', 'a') });
  const now = () => env({ 'node_modules/chai': pkg('chai', '4.3.0', 'b') });
  assert.equal(matchEnvironment({ scope: 'narrowed' }, start, now, { read: () => undefined }, 'npm test').match, { scope: 'narrowed' });
  assert.equal(matchEnvironment({ scope: 'suite' }, undefined, now, { read: () => undefined }, 'npm test').match, { scope: 'suite' });
  assert.equal(matchEnvironment({ scope: 'suite' }, start, now, { read: () => undefined }, 'npm test').match, {
    scope: 'other-suite',
    environmentChanged: [{ path: 'node_modules/chai', kind: 'changed-in-place', name: 'chai', version: '4.3.0' }],
  });
});

classify.run();

const words = suite('the words, as docs/model-visible-text.md shows them');

words('the clause and the note', () => {
  const doc = readFileSync(new URL('../../docs/model-visible-text.md', import.meta.url), 'utf8');
  const clause = foreignEnvironmentClause([{ path: 'node_modules/tiny-assert', kind: 'changed-in-place', name: 'tiny-assert', version: '1.0.0' }]);
  assert.ok(doc.includes(clause), clause);
  const note = installedNote([{ name: 'left-pad', now: '1.3.0' }, { name: 'chai', was: '4.3.0', now: '4.3.1' }, { name: 'x', was: '1.0.0' }]);
  assert.ok(doc.includes(note), note);
  for (const kind of ['installed or removed with no lockfile recording it', '.venv: its interpreter changed', 'a virtualenv made after the session started']) assert.ok(doc.includes(kind), kind);
  assert.ok(foreignEnvironmentClause([{ path: '.venv', kind: 'interpreter' }]).includes('(.venv: its interpreter changed)'));
});

words.run();
