/**
 * The package's `./plugin` entry (src/entry/plugin.ts): it exports exactly the plugin, and
 * inside the dsh CLI resolves the plugin's `@deepseek-ai/*` imports from the host's shared
 * packages. The hook itself runs in test/e2e/install.test.ts (a path install on the real CLI).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as Entry from '../../src/entry/plugin.ts';
import * as Plugin from '../../src/plugin/index.ts';
import { dshHome, hostModulesDir, hostParentURL, isDshCli, loadFailureMessage, nodeRunsDsh, oldNodeMessage, PACKAGE_ROOT } from '../../src/entry/plugin.ts';
// @ts-expect-error: a plain script without types.
import { nodeRunsDsh as installerNodeRunsDsh } from '../../scripts/e2e/install-dsh.mjs';

const entry = suite('package entry');

entry('exports the plugin\'s own name, inject, Config and apply, nothing else but its helpers', () => {
  const pluginKeys = Object.keys(Plugin).sort();
  assert.equal(pluginKeys, ['Config', 'apply', 'inject', 'name']);
  for (const key of pluginKeys) assert.is((Entry as Record<string, unknown>)[key], (Plugin as Record<string, unknown>)[key], key);
  assert.is((Entry as Record<string, unknown>).default, undefined, 'no default export');
});

entry('dsh home: $DSH_HOME unless blank, else ~/.dsh; the shared packages under profiles/node_modules', () => {
  assert.is(dshHome({ DSH_HOME: '/x/home' }), '/x/home');
  assert.is(dshHome({ DSH_HOME: '  ' }), join(homedir(), '.dsh'));
  assert.is(dshHome({}), join(homedir(), '.dsh'));
  assert.is(hostModulesDir({ DSH_HOME: '/x/home' }), '/x/home/profiles/node_modules');
});

entry('only @deepseek-ai/* imported from the package\'s own files, and only packages the host has, are redirected', () => {
  const root = '/co/dsh-test-closure';
  const farm = '/h/profiles/node_modules';
  const has = (pkg: string) => pkg === '@deepseek-ai/dsh-llm';
  const from = (p: string) => pathToFileURL(p).href;
  const anchor = pathToFileURL('/h/profiles/dsh-test-closure.host-anchor.js').href;
  assert.is(hostParentURL('@deepseek-ai/dsh-llm', from(`${root}/lib/plugin/gate.js`), root, farm, has), anchor);
  assert.is(hostParentURL('@deepseek-ai/dsh-llm/sub', from(`${root}/lib/plugin/gate.js`), root, farm, has), anchor);
  assert.is(hostParentURL('@deepseek-ai/dsh-tools', from(`${root}/lib/plugin/gate.js`), root, farm, has), undefined, 'not in the host');
  assert.is(hostParentURL('strip-ansi', from(`${root}/lib/parsing/normalize.js`), root, farm, has), undefined, 'not a host package');
  assert.is(hostParentURL('@deepseek-ai/dsh-llm', from(`${root}/node_modules/x/index.js`), root, farm, has), undefined, 'the package\'s own dependencies');
  assert.is(hostParentURL('@deepseek-ai/dsh-llm', from('/co/other/index.js'), root, farm, has), undefined, 'another package');
  assert.is(hostParentURL('@deepseek-ai/dsh-llm', from(`${root}-fork/lib/a.js`), root, farm, has), undefined, 'a sibling with the same prefix');
  assert.is(hostParentURL('@deepseek-ai/dsh-llm', undefined, root, farm, has), undefined);
  assert.is(hostParentURL('@deepseek-ai/dsh-llm', 'data:text/javascript,1', root, farm, has), undefined);
});

entry('the dsh CLI is the process whose script belongs to @deepseek-ai/dsh', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dtc-entry-'));
  try {
    for (const [name, pkg] of [['dsh', '@deepseek-ai/dsh'], ['other', 'uvu']] as const) {
      mkdirSync(join(dir, name, 'lib'), { recursive: true });
      writeFileSync(join(dir, name, 'package.json'), JSON.stringify({ name: pkg }));
      writeFileSync(join(dir, name, 'lib', 'bin.js'), '');
    }
    assert.is(isDshCli(join(dir, 'dsh', 'lib', 'bin.js')), true);
    assert.is(isDshCli(join(dir, 'other', 'lib', 'bin.js')), false);
    assert.is(isDshCli(join(dir, 'missing.js')), false);
    assert.is(isDshCli(undefined), false);
    assert.is(isDshCli(process.argv[1]), false, 'the test runner is not dsh');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

entry('a load failure is one line that says what to run', () => {
  const root = '/co/dsh-test-closure';
  const farm = '/h/profiles/node_modules';
  const missing = (pkg: string, from: string) => Object.assign(new Error(`Cannot find package '${pkg}' imported from ${from}`), { code: 'ERR_MODULE_NOT_FOUND' });
  assert.is(
    loadFailureMessage(missing('strip-ansi', `${root}/lib/parsing/normalize.js`), root, farm),
    'dsh-test-closure: cannot load the plugin from /co/dsh-test-closure: its dependency strip-ansi is not installed there (a path install links the directory, and dsh installs none of its dependencies); run "npm ci --omit=dev" in /co/dsh-test-closure, then start dsh again',
  );
  assert.is(
    loadFailureMessage(missing('@deepseek-ai/dsh-llm', `${root}/lib/plugin/gate.js`), root, farm),
    'dsh-test-closure: cannot load the plugin: the host has no @deepseek-ai/dsh-llm (looked in /h/profiles/node_modules); it needs dsh 0.1.0-rc.8 or later',
  );
  assert.is(loadFailureMessage(new SyntaxError('Unexpected token\nat line 3'), root, farm), 'dsh-test-closure: cannot load the plugin from /co/dsh-test-closure: Unexpected token');
  assert.is(PACKAGE_ROOT, realpathSync(new URL('../../', import.meta.url).pathname.replace(/\/$/, '')));
});

entry('under the dsh CLI, a Node older than 22.19 is one line saying what to do (dsh says only "no agent factory registered")', () => {
  for (const [version, runs] of [['20.20.2', false], ['22.15.0', false], ['22.18.9', false], ['22.19.0', true], ['23.0.0', true], ['24.21.0', true]] as const) {
    assert.is(nodeRunsDsh(version), runs, version);
    assert.is(installerNodeRunsDsh(version), runs, `the installer agrees on ${version}`);
  }
  assert.is(
    oldNodeMessage('v20.20.2', '/usr/bin/node'),
    'dsh-test-closure: this Node is v20.20.2 (/usr/bin/node); dsh needs Node >= 22.19 (24 recommended) and this plugin needs its module.registerHooks: put a newer node first on PATH (nvm install 24, or https://nodejs.org; from a checkout of dsh-test-closure after npm install: export PATH="<checkout>/node_modules/node/bin:$PATH") and start dsh again',
  );
});

entry.run();
