/**
 * scripts/e2e/install-dsh.mjs keeps the user's npm config: an `npm install -g --prefix <dir>`
 * (and an npm running on a Node first on PATH) reads its global config file from
 * <dir>/etc/npmrc, dropping a proxy, CA or registry set in the user's own; every npm the
 * script starts is given the user's `globalconfig` instead.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = new URL('../../scripts/e2e/install-dsh.mjs', import.meta.url).pathname;
const npmConfig = suite('install-dsh: the user\'s npm config');

npmConfig('an npm --prefix started with the script\'s environment reads the user\'s global config file, not <prefix>/etc/npmrc', () => {
  const home = mkdtempSync(join(tmpdir(), 'dtc-npmrc-'));
  try {
    // A user's shell: no npm_config_* of this test's own npm run.
    const user: NodeJS.ProcessEnv = { HOME: home, PATH: process.env.PATH };
    const get = (env: NodeJS.ProcessEnv, ...args: string[]) => spawnSync('npm', ['config', 'get', 'globalconfig', ...args], { env, encoding: 'utf8', timeout: 60_000 }).stdout.trim();
    const theirs = get(user);
    const prefix = join(home, 'prefix');
    assert.is(get(user, '--prefix', prefix), join(prefix, 'etc', 'npmrc'), 'a bare --prefix moves it');
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', `const { npmEnv } = await import(${JSON.stringify(SCRIPT)}); process.stdout.write(JSON.stringify(await npmEnv({ HOME: ${JSON.stringify(home)}, PATH: process.env.PATH })));`], { env: user, encoding: 'utf8', timeout: 60_000 });
    assert.is(r.status, 0, r.stderr);
    const env = JSON.parse(r.stdout) as NodeJS.ProcessEnv;
    assert.is(env.npm_config_globalconfig, theirs);
    assert.is(get(env, '--prefix', prefix), theirs, 'with the script\'s environment it stays the user\'s');
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});

npmConfig.run();
