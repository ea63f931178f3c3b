#!/usr/bin/env node
/**
 * What `npm test` needs besides `npm install`, checked up front with a message that says what
 * to install (instead of runtime tests failing one by one):
 *   - python3 with pytest: the pytest runtime tests and fixtures run a real pytest;
 *   - git: the install e2e test copies the checkout's tracked files, as a clone has them;
 *   - go and cargo: the go and cargo runtime tests run a real `go test` and `cargo test`
 *     (Debian's golang-go and cargo; `.ci/run` installs them);
 *   - Django for Debian's /usr/bin/python3: the Django runtime test runs a real `manage.py test`
 *     (Debian's python3-django; `.ci/run` installs it);
 *   - rspec, Ruby with Minitest and mix: the rspec, minitest and exunit runtime tests run them
 *     (Debian's ruby-rspec, ruby-minitest and elixir; `.ci/run` installs them).
 * Node 24 comes from the `node` devDependency (npm scripts put it first on PATH); the dsh CLI
 * for the e2e tests is installed from the npm registry on first use (scripts/e2e/install-dsh.mjs).
 *
 *   node scripts/check-prereqs.mjs     # exit 0 when all is there, else 1 with one line per missing thing
 *   import { missingPrereqs } from './check-prereqs.mjs'
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One line per missing prerequisite; empty when everything is there. */
export function missingPrereqs(env = process.env) {
  const missing = [];
  const probe = (cmd, args) => spawnSync(cmd, args, { env, encoding: 'utf8', timeout: 60_000 });
  const py = probe('python3', ['-m', 'pytest', '--version']);
  if (py.error?.code === 'ENOENT') missing.push('python3 is not on PATH: the pytest tests run a real pytest; install python3 and pytest (apt-get install python3-pytest, or python3 -m pip install pytest)');
  else if (py.status !== 0) missing.push(`python3 has no pytest ("python3 -m pytest --version" said: ${((py.stderr || py.stdout || '').trim().split('\n').pop() || `exit ${py.status}`)}); install it: apt-get install python3-pytest, or python3 -m pip install pytest`);
  const git = probe('git', ['--version']);
  if (git.error?.code === 'ENOENT') missing.push('git is not on PATH: the install e2e test copies the checkout\'s tracked files; install git');
  const go = probe('go', ['version']);
  if (go.error?.code === 'ENOENT') missing.push('go is not on PATH: the go runtime test runs a real go test; install it: apt-get install golang-go');
  const cargo = probe('cargo', ['--version']);
  if (cargo.error?.code === 'ENOENT') missing.push('cargo is not on PATH: the cargo runtime test runs a real cargo test; install it: apt-get install cargo');
  const django = probe('/usr/bin/python3', ['-c', 'import django']);
  if (django.status !== 0) missing.push('/usr/bin/python3 cannot import django: the Django runtime test runs a real manage.py test; install it: apt-get install python3-django');
  if (probe('rspec', ['--version']).error?.code === 'ENOENT') missing.push('rspec is not on PATH: the rspec runtime test runs a real rspec; install it: apt-get install ruby-rspec');
  if (probe('ruby', ['-e', 'require "minitest"']).status !== 0) missing.push('ruby cannot load minitest: the minitest runtime test runs real Minitest; install it: apt-get install ruby-minitest');
  if (probe('mix', ['--version']).error?.code === 'ENOENT') missing.push('mix is not on PATH: the exunit runtime test runs a real mix test; install it: apt-get install elixir');
  return missing;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = missingPrereqs();
  for (const line of missing) process.stderr.write(`dsh-test-closure: npm test needs: ${line}\n`);
  process.exit(missing.length === 0 ? 0 : 1);
}
