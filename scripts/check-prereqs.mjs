#!/usr/bin/env node
/**
 * What a test tier needs besides `npm install`, checked up front with a message that says what
 * to install (instead of tests failing one by one). The tiers are scripts/test.mjs's:
 *   - node (`npm test`): Node and npm on Linux. Node 24 comes from the `node`
 *     devDependency (npm scripts put it first on PATH), the dsh runtime packages and the JS
 *     runners are devDependencies; checked: the installed node_modules, bash (the in-process
 *     dsh runtime runs every command through it), sleep, yes and head (the runtime tests'
 *     commands), and /proc (the plugin ends a run's stray processes through it, and the
 *     containment tests look there; Linux only).
 *   - all (`npm run test:all`) adds test/toolchain/ and test/e2e/:
 *     - python3 with pytest: the pytest and unittest runtime tests run a real pytest or
 *       `python3 -m unittest`, and python3 -m venv;
 *     - go and cargo: the go and cargo runtime tests run a real `go test` and `cargo test`
 *       (Debian's golang-go and cargo);
 *     - Django for Debian's /usr/bin/python3: the Django runtime test runs a real
 *       `manage.py test` (Debian's python3-django);
 *     - rspec, bundle, Ruby with Minitest and mix: the rspec (also through bundle exec), minitest
 *       and exunit runtime tests run them (Debian's ruby-rspec, bundler, ruby-minitest and elixir);
 *     - phpunit, mvn and cmake: the phpunit, maven and ctest runtime tests run them (Debian's
 *       php-cli and phpunit, maven with its JUnit and plugin packages, cmake, g++ and make); the deno
 *       one installs deno from the npm registry on first use;
 *     - simplecov for Ruby and composer: the real-project tests run mustache's Minitest suite,
 *       whose helper loads simplecov, and doctrine/inflector's PHPUnit suite on the autoloader
 *       `composer dump-autoload` writes (Debian's ruby-simplecov and composer);
 *     - git: the install e2e test copies the checkout's tracked files, as a clone has them.
 *     The dsh CLI for the e2e tests is installed from the npm registry on first use
 *     (scripts/e2e/install-dsh.mjs), so they need the network once. `.ci/run` installs all of it.
 *
 *   node scripts/check-prereqs.mjs [--all]    # exit 0 when the tier's needs are there, else 1 with one line per missing
 *                                             # thing; without --all it also lists what test:all would need
 *   import { missingPrereqs } from './check-prereqs.mjs'
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What the maven runtime test needs in Debian's Maven repository, with the package that installs it (as .ci/run checks them). */
const MAVEN_REPO_PACKAGES = [
  ['org/junit/jupiter/junit-jupiter-engine', 'junit5'],
  ['junit/junit', 'junit4'],
  ['org/apache/maven/plugins/maven-surefire-plugin', 'libsurefire-java'],
  ['org/apache/maven/plugins/maven-compiler-plugin/3.10.1', 'libmaven-compiler-plugin-java'],
  ['org/apache/maven/plugins/maven-resources-plugin/3.3.0', 'libmaven-resources-plugin-java'],
];
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One line per missing prerequisite of `tier`; empty when everything is there. `all` is what
 * `npm run test:all` runs: the node, toolchain and e2e tiers.
 *
 * @param {'node' | 'toolchain' | 'e2e' | 'all'} tier
 */
export function missingPrereqs(tier = 'node', env = process.env) {
  const missing = [];
  if (!existsSync(join(REPO, 'node_modules', '.bin', 'uvu'))) missing.push('node_modules is not installed: run npm install (or npm ci)');
  const probe = (cmd, args) => spawnSync(cmd, args, { env, encoding: 'utf8', timeout: 60_000 });
  missing.push(...missingForNode(probe));
  if (tier === 'toolchain' || tier === 'all') missing.push(...missingToolchains(probe));
  if (tier === 'e2e' || tier === 'all') {
    const git = probe('git', ['--version']);
    if (git.error?.code === 'ENOENT') missing.push('git is not on PATH: the install e2e test copies the checkout\'s tracked files; install git');
  }
  return missing;
}

/**
 * What every tier needs besides Node and npm, from the system: what a POSIX machine has, plus
 * what the in-process dsh runtime and the plugin's containment use.
 */
function missingForNode(probe) {
  const missing = [];
  if (probe('bash', ['-c', 'true']).error?.code === 'ENOENT') missing.push('bash is not on PATH: the in-process dsh runtime runs every command through bash (@deepseek-ai/dsh-bash-local); install bash');
  for (const cmd of ['sleep', 'yes', 'head']) {
    if (probe('sh', ['-c', `command -v ${cmd}`]).status !== 0) missing.push(`${cmd} is not on PATH: the runtime tests' commands use it; install coreutils`);
  }
  if (!existsSync('/proc/self/environ')) missing.push('/proc is not there: the plugin ends the processes a run leaves behind through /proc/<pid>/environ (Linux), and the containment tests check that they are gone through /proc');
  return missing;
}

/** What test/toolchain/ runs besides Node. */
function missingToolchains(probe) {
  const missing = [];
  const py = probe('python3', ['-m', 'pytest', '--version']);
  if (py.error?.code === 'ENOENT') missing.push('python3 is not on PATH: the pytest and unittest runtime tests run a real Python; install python3 and pytest (apt-get install python3-pytest, or python3 -m pip install pytest)');
  else if (py.status !== 0) missing.push(`python3 has no pytest ("python3 -m pytest --version" said: ${((py.stderr || py.stdout || '').trim().split('\n').pop() || `exit ${py.status}`)}); install it: apt-get install python3-pytest, or python3 -m pip install pytest`);
  const go = probe('go', ['version']);
  if (go.error?.code === 'ENOENT') missing.push('go is not on PATH: the go runtime tests run a real go test; install it: apt-get install golang-go');
  const cargo = probe('cargo', ['--version']);
  if (cargo.error?.code === 'ENOENT') missing.push('cargo is not on PATH: the cargo runtime tests run a real cargo test; install it: apt-get install cargo');
  const django = probe('/usr/bin/python3', ['-c', 'import django']);
  if (django.status !== 0) missing.push('/usr/bin/python3 cannot import django: the Django runtime test runs a real manage.py test; install it: apt-get install python3-django');
  if (probe('rspec', ['--version']).error?.code === 'ENOENT') missing.push('rspec is not on PATH: the rspec runtime test runs a real rspec; install it: apt-get install ruby-rspec');
  if (probe('bundle', ['--version']).error?.code === 'ENOENT') missing.push('bundle is not on PATH: the rspec runtime test runs a bundled project through bundle exec; install it: apt-get install bundler');
  if (probe('ruby', ['-e', 'require "minitest"']).status !== 0) missing.push('ruby cannot load minitest: the minitest runtime test runs real Minitest; install it: apt-get install ruby-minitest');
  if (probe('mix', ['--version']).error?.code === 'ENOENT') missing.push('mix is not on PATH: the exunit runtime test runs a real mix test; install it: apt-get install elixir');
  if (probe('phpunit', ['--version']).error?.code === 'ENOENT') missing.push('phpunit is not on PATH: the phpunit runtime test runs a real phpunit; install it: apt-get install php-cli phpunit');
  // The real projects (test/projects/, test/toolchain/real-projects.*.test.ts): mustache's test helper loads simplecov; doctrine/inflector's tests need Composer's autoloader.
  if (probe('ruby', ['-e', 'require "simplecov"']).status !== 0) missing.push('ruby cannot load simplecov: the real Minitest project (mustache) loads it in its test helper; install it: apt-get install ruby-simplecov');
  if (probe('composer', ['--version']).error?.code === 'ENOENT') missing.push('composer is not on PATH: the real PHPUnit project (doctrine/inflector) needs its autoloader, written offline by composer dump-autoload; install it: apt-get install composer');
  if (probe('mvn', ['--version']).error?.code === 'ENOENT') missing.push('mvn is not on PATH: the maven runtime test runs a real Maven build offline; install it: apt-get install maven default-jdk-headless junit5 junit4 libsurefire-java libmaven-compiler-plugin-java libmaven-resources-plugin-java');
  if (probe('javac', ['-version']).error?.code === 'ENOENT') missing.push('javac is not on PATH: the maven runtime test compiles Java 17; install it: apt-get install default-jdk-headless');
  // Maven runs offline against Debian's repository: the JUnit and plugin packages must be in it.
  for (const [dir, pkg] of MAVEN_REPO_PACKAGES) if (!existsSync(join('/usr/share/maven-repo', dir))) missing.push(`/usr/share/maven-repo/${dir} is missing: the maven runtime test builds offline against it; install it: apt-get install ${pkg}`);
  if (probe('cmake', ['--version']).error?.code === 'ENOENT') missing.push('cmake is not on PATH: the ctest runtime test builds with cmake and runs ctest; install it: apt-get install cmake g++');
  // CMake's default generator is Unix Makefiles; Debian's cmake only recommends make.
  if (probe('make', ['--version']).error?.code === 'ENOENT') missing.push('make is not on PATH: the ctest runtime test builds with CMake\'s default Makefile generator; install it: apt-get install make');
  if (probe('g++', ['--version']).error?.code === 'ENOENT') missing.push('g++ is not on PATH: the ctest runtime test compiles C++; install it: apt-get install g++');
  return missing;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tier = process.argv.includes('--all') ? 'all' : 'node';
  const missing = missingPrereqs(tier);
  const command = tier === 'all' ? 'npm run test:all' : 'npm test';
  for (const line of missing) process.stderr.write(`dsh-test-closure: ${command} needs: ${line}\n`);
  // For the Node tier, also say (without failing) what the full tier would still need.
  if (tier === 'node' && missing.length === 0) {
    for (const line of missingPrereqs('all')) process.stderr.write(`dsh-test-closure: (npm test is ready) npm run test:all would also need: ${line}\n`);
  }
  process.exit(missing.length === 0 ? 0 : 1);
}
