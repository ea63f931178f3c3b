/**
 * probeWorkspace on the real TypeScript and ES-module layouts whose output the fixtures hold
 * (fixtures/projects/jest/{ts-jest,babel-typescript,esm-only}, fixtures/projects/vitest/
 * typescript-esm): each probes as the runner that produced those fixtures, with its config
 * file, and lists its .ts/.mjs test files but not its sources. Plus the script readings the
 * ES-module layout depends on (jest run through `node --experimental-vm-modules`).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeWorkspace as probeWorkspace } from '../../src/planning/describe.ts';
import { lastCall, readScript, scriptRole } from '../../src/workspace/script.ts';

const projects = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'projects');
const created: string[] = [];

/** A copy of a fixture project outside the repository, optionally with its package.json's scripts.test replaced. */
function copyOf(project: string, testScript?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'dsh-probe-ts-'));
  created.push(root);
  cpSync(join(projects, project), root, { recursive: true });
  if (testScript !== undefined) {
    const pkgPath = join(root, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
    pkg.scripts = { ...pkg.scripts, test: testScript };
    writeFileSync(pkgPath, JSON.stringify(pkg));
  }
  return root;
}

process.on('exit', () => {
  for (const root of created) rmSync(root, { recursive: true, force: true });
});

const layouts = suite('probe: TypeScript and ES-module layouts');

layouts('ts-jest (preset in jest.config.js) → jest, jest.config.js, its .ts tests but not src/', async () => {
  const p = await probeWorkspace(copyOf('jest/ts-jest'));
  assert.is(p.framework, 'jest');
  assert.is(p.configPath, 'jest.config.js');
  assert.is(p.reason, 'jest is listed in package.json devDependencies');
  assert.equal(p.testFiles, ['test/format.test.ts', 'test/total.test.ts', 'test/typed.test.ts']);
  assert.is(p.parseAs, undefined);
});

layouts('babel-jest with preset-typescript (config in the "jest" key) → jest, package.json, __tests__/*.ts', async () => {
  const p = await probeWorkspace(copyOf('jest/babel-typescript'));
  assert.is(p.framework, 'jest');
  assert.is(p.configPath, 'package.json');
  assert.equal(p.testFiles, ['__tests__/slugify.test.ts', '__tests__/truncate.test.ts']);
});

layouts('ESM-only jest via `node --experimental-vm-modules …/jest.js` → its script, read as jest', async () => {
  const p = await probeWorkspace(copyOf('jest/esm-only'));
  // node's flag is the project's own (the plugin sets no NODE_OPTIONS): the script is the suite.
  assert.is(p.framework, 'npm-test');
  assert.is(p.parseAs, 'jest');
  assert.is(p.configPath, 'package.json');
  assert.is(p.reason, 'jest is listed in package.json devDependencies, but scripts.test is the suite: it runs jest through node with its own flags (--experimental-vm-modules)');
  assert.equal(p.testFiles, ['test/config.test.mjs', 'test/queue.test.js']);
  assert.is(p.command, 'npm test < /dev/null');
});

layouts('ESM-only jest with NODE_OPTIONS set by the script (env prefix or cross-env) → its script, read as jest', async () => {
  for (const script of ['NODE_OPTIONS=--experimental-vm-modules npx jest', 'cross-env NODE_OPTIONS=--experimental-vm-modules jest']) {
    const p = await probeWorkspace(copyOf('jest/esm-only', script));
    assert.is(p.framework, 'npm-test', script);
    assert.is(p.parseAs, 'jest', script);
    assert.is(p.reason, 'jest is listed in package.json devDependencies, but scripts.test is the suite: it sets its own environment', script);
  }
});

layouts('ESM-only jest with a plain `jest` script and jest.config.js (export default) → jest, jest.config.js', async () => {
  const p = await probeWorkspace(copyOf('jest/esm-only', 'jest'));
  assert.is(p.framework, 'jest');
  assert.is(p.configPath, 'jest.config.js');
  assert.equal(p.testFiles, ['test/config.test.mjs', 'test/queue.test.js']);
});

layouts('vitest with vitest.config.ts in a "type": "module" package → vitest, vitest.config.ts, its .ts tests', async () => {
  const p = await probeWorkspace(copyOf('vitest/typescript-esm'));
  assert.is(p.framework, 'vitest');
  assert.is(p.configPath, 'vitest.config.ts');
  assert.equal(p.testFiles, ['test/intersect.test.ts', 'test/length.test.ts']);
  assert.is(p.parseAs, undefined);
});

layouts.run();

const entries = suite('script: a runner entry file run through node');

entries('node <flags> …/jest/bin/jest.js reads as jest, with its watch flags', () => {
  assert.equal(readScript('node --experimental-vm-modules node_modules/jest/bin/jest.js'), { runner: 'jest' });
  assert.equal(readScript('node node_modules/jest-cli/bin/jest.js --ci'), { runner: 'jest' });
  assert.is(readScript('node --experimental-vm-modules node_modules/jest/bin/jest.js --watch').watch, 'jest');
  assert.equal(readScript('node ./node_modules/vitest/vitest.mjs run'), { runner: 'vitest' });
  // Any other file run by node is not a runner.
  assert.equal(readScript('node scripts/jest.js'), {});
});

entries('scriptRole: node with flags is the suite, node without flags too, other node scripts are not the runner', () => {
  assert.equal(scriptRole('node --experimental-vm-modules node_modules/jest/bin/jest.js', 'jest'), { kind: 'suite', why: 'it runs jest through node with its own flags (--experimental-vm-modules)' });
  assert.equal(scriptRole('node node_modules/jest/bin/jest.js', 'jest'), { kind: 'suite', why: 'it runs jest through node' });
  assert.equal(scriptRole('node check.mjs', 'jest'), { kind: 'suite', why: 'it calls node, not jest' });
});

entries('lastCall: arguments start after the entry file, not after node', () => {
  assert.equal(lastCall('node --experimental-vm-modules node_modules/vitest/vitest.mjs run --reporter=dot'), { runner: 'vitest', args: ['run', '--reporter=dot'] });
  assert.equal(lastCall('node --test --test-reporter=spec'), { runner: 'node:test', args: ['--test', '--test-reporter=spec'] });
});

entries.run();
