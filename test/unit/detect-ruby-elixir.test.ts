/**
 * Detection and planning of RSpec, Minitest and ExUnit on real project layouts: the sample
 * projects the capture scripts run (fixtures/projects/<runner>/), and copies of them given the
 * files a project adds (`.rspec`, a Gemfile, a Gemfile.lock), probed and planned as test_probe
 * and test_run do.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeWorkspace } from '../../src/planning/describe.ts';
import { planCommand } from '../../src/planning/plan.ts';
import { locksGem } from '../../src/workspace/bundler.ts';

const PROJECTS = new URL('../../fixtures/projects/', import.meta.url).pathname;
const created: string[] = [];
process.on('exit', () => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** A copy of a sample project, with `extra` files written into it. */
function copyOf(project: string, extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'dsh-detect-'));
  created.push(dir);
  cpSync(join(PROJECTS, project), dir, { recursive: true });
  for (const [file, text] of Object.entries(extra)) writeFileSync(join(dir, file), text);
  return dir;
}

const rspec = suite('rspec: detection and planning');

rspec('spec/*_spec.rb alone: rspec, the documentation formatter, colour off by flag', async () => {
  const p = await describeWorkspace(join(PROJECTS, 'rspec/failures-across-files'));
  assert.is(p.framework, 'rspec');
  assert.is(p.reason, 'spec/ holds *_spec.rb files');
  assert.is(p.configPath, undefined);
  assert.ok(p.testFiles.length > 1 && p.testFiles.every((f) => f.startsWith('spec/') && f.endsWith('_spec.rb')), p.testFiles.join());
  assert.is(p.command, 'rspec --no-color --format documentation < /dev/null');
});

rspec('.rspec, a Gemfile that names rspec, a Gemfile.lock that locks rspec-core decide, in that order', async () => {
  const options = await describeWorkspace(copyOf('rspec/green', { '.rspec': '--require spec_helper\n', Gemfile: "gem 'rspec'\n" }));
  assert.equal([options.framework, options.configPath, options.reason], ['rspec', '.rspec', '.rspec is present']);
  const gemfile = await describeWorkspace(copyOf('rspec/green', { Gemfile: "source 'https://rubygems.org'\ngroup :test do\n  gem 'rspec', '~> 3.12'\nend\n" }));
  assert.equal([gemfile.framework, gemfile.configPath, gemfile.reason], ['rspec', 'Gemfile', 'Gemfile contains rspec']);
  const lock = await describeWorkspace(copyOf('rspec/green', { Gemfile: "gem 'rails'\n", 'Gemfile.lock': 'GEM\n  specs:\n    rspec-core (3.12.0)\n' }));
  assert.equal([lock.framework, lock.configPath, lock.reason], ['rspec', 'Gemfile.lock', 'Gemfile.lock contains rspec-core']);
});

rspec('last_failed: one -e per failing example over the suite; a file that failed to load as an operand', async () => {
  const p = await describeWorkspace(join(PROJECTS, 'rspec/failures-across-files'));
  const plan = planCommand({ lastFailed: ['Alpha adds', 'Beta it\'s truthy'] }, p);
  assert.is(plan.command, "rspec --no-color --format documentation -e 'Alpha adds' -e 'Beta it'\\''s truthy' < /dev/null");
  assert.is(plan.parseAs, 'rspec');
  assert.is(planCommand({ lastFailed: ['spec/broken_spec.rb'] }, p).command, 'rspec --no-color --format documentation spec/broken_spec.rb < /dev/null');
  assert.is(planCommand({ target: 'spec/alpha_spec.rb:3' }, p).command, 'rspec --no-color --format documentation spec/alpha_spec.rb:3 < /dev/null');
});

rspec('a Gemfile.lock that locks rspec-core: through the bundle, bundle exec rspec', async () => {
  // The lock `bundle install --local` wrote for the project (scripts/capture/rspec.mjs).
  const p = await describeWorkspace(join(PROJECTS, 'rspec/bundled'));
  assert.equal([p.framework, p.configPath, p.bundler], ['rspec', 'Gemfile', 'Gemfile.lock']);
  assert.is(p.command, 'bundle exec rspec --no-color --format documentation < /dev/null');
  assert.is(planCommand({ lastFailed: ['Calc#add adds negative numbers'] }, p).command, "bundle exec rspec --no-color --format documentation -e 'Calc#add adds negative numbers' < /dev/null");
});

rspec('a Gemfile without its lock, or a lock without rspec-core: the rspec on PATH', async () => {
  const dir = copyOf('rspec/bundled');
  rmSync(join(dir, 'Gemfile.lock'));
  const unlocked = await describeWorkspace(dir);
  assert.equal([unlocked.framework, unlocked.bundler, unlocked.command], ['rspec', undefined, 'rspec --no-color --format documentation < /dev/null']);
  const other = await describeWorkspace(copyOf('rspec/green', { Gemfile: "gem 'rspec'\n", 'Gemfile.lock': 'GEM\n  specs:\n    rake (13.0.6)\n' }));
  assert.equal([other.framework, other.bundler], ['rspec', undefined]);
});

rspec('a lock locks a gem by its spec entry, not a name it starts or a dependency line', () => {
  const lock = readFileSync(join(PROJECTS, 'rspec/bundled/Gemfile.lock'), 'utf8');
  assert.ok(locksGem(lock, 'rspec-core'));
  assert.ok(locksGem(lock, 'rspec'));
  assert.not.ok(locksGem(lock, 'rspec-c'));
  assert.not.ok(locksGem(lock, 'minitest'));
  assert.not.ok(locksGem('DEPENDENCIES\n  rspec-core (~> 3.12)\n', 'rspec-core'));
});

rspec.run();

const minitest = suite('minitest: detection and planning');

const RUBY_FORM =
  "ruby -Ilib -Itest -e 'files = ARGV.grep(/\\.rb\\z/); files = Dir[\"test/**/{*_test,test_*}.rb\"].sort - Dir[\"test/**/test_helper.rb\"] if files.empty?; files.each { |f| load f }' -- -v";

minitest('a Rakefile with a TestTask and test/: minitest, the test files through Ruby', async () => {
  const p = await describeWorkspace(join(PROJECTS, 'minitest/failures-across-files'));
  assert.equal([p.framework, p.configPath, p.reason], ['minitest', 'Rakefile', 'Rakefile contains TestTask']);
  assert.ok(p.testFiles.includes('test/models/gamma_test.rb'), p.testFiles.join());
  assert.is(p.command, `${RUBY_FORM} < /dev/null`);
});

minitest('a Gemfile that names minitest; test files alone', async () => {
  const gem = await describeWorkspace(copyOf('minitest/one-failure', { Gemfile: "gem 'minitest', '~> 5.17'\n" }));
  assert.equal([gem.framework, gem.configPath, gem.reason], ['minitest', 'Gemfile', 'Gemfile contains minitest']);
  const dir = copyOf('minitest/one-failure');
  rmSync(join(dir, 'Rakefile'), { force: true });
  const alone = await describeWorkspace(dir);
  assert.equal([alone.framework, alone.reason], ['minitest', 'test/ holds Ruby test files (*_test.rb, test_*.rb)']);
});

minitest('a Gemfile that names rspec and test/ files: RSpec decides first', async () => {
  const p = await describeWorkspace(copyOf('minitest/green', { Gemfile: "gem 'rspec'\ngem 'minitest'\n" }));
  assert.is(p.framework, 'rspec');
});

minitest('last_failed: one anchored -n over the failing tests; targets stay the operands', async () => {
  const p = await describeWorkspace(join(PROJECTS, 'minitest/failures-across-files'));
  const plan = planCommand({ lastFailed: ['AlphaTest#test_adds', 'Models::GammaTest#test_x'] }, p);
  assert.is(plan.command, `${RUBY_FORM} -n '/^(?:AlphaTest#test_adds|Models::GammaTest#test_x)$/' < /dev/null`);
  const targeted = planCommand({ target: 'test/beta_test.rb', lastFailed: ['BetaTest#test_is_truthy'] }, p);
  assert.is(targeted.command, `${RUBY_FORM} -n '/^(?:BetaTest#test_is_truthy)$/' test/beta_test.rb < /dev/null`);
});

minitest('a Gemfile.lock that locks minitest: the test files through the bundle, bundle exec ruby', async () => {
  const p = await describeWorkspace(join(PROJECTS, 'minitest/bundled'));
  assert.equal([p.framework, p.configPath, p.bundler], ['minitest', 'Gemfile', 'Gemfile.lock']);
  assert.is(p.command, `bundle exec ${RUBY_FORM} < /dev/null`);
  assert.is(planCommand({ lastFailed: ['BundledCalcTest#test_subtracts'] }, p).command, `bundle exec ${RUBY_FORM} -n '/^(?:BundledCalcTest#test_subtracts)$/' < /dev/null`);
  const dir = copyOf('minitest/bundled');
  rmSync(join(dir, 'Gemfile.lock'));
  assert.is((await describeWorkspace(dir)).command, `${RUBY_FORM} < /dev/null`);
});

minitest.run();

const exunit = suite('exunit: detection and planning');

exunit('a root mix.exs: exunit, mix test with colour off by flag; an umbrella root too', async () => {
  for (const project of ['green', 'failures-across-files', 'doctests', 'umbrella', 'no-tests']) {
    const p = await describeWorkspace(join(PROJECTS, 'exunit', project));
    assert.equal([p.framework, p.configPath, p.reason, p.command], ['exunit', 'mix.exs', 'mix.exs is present', 'mix test --force --no-color < /dev/null'], project);
  }
  const umbrella = await describeWorkspace(join(PROJECTS, 'exunit/umbrella'));
  assert.ok(umbrella.testFiles.length > 0 && umbrella.testFiles.every((f) => f.startsWith('apps/') && f.endsWith('_test.exs')), umbrella.testFiles.join());
});

exunit('a mix.exs below the root is no Mix project of the root\'s', async () => {
  const p = await describeWorkspace(join(PROJECTS, 'exunit'));
  assert.is.not(p.framework, 'exunit');
});

exunit('last_failed: --only test:<name> per failing test, --only module:<M> for a failed setup_all', async () => {
  const p = await describeWorkspace(join(PROJECTS, 'exunit/failures-across-files'));
  const plan = planCommand({ lastFailed: ['test add/2 adds (CalcTest)', 'OtherTest'] }, p);
  assert.is(plan.command, "mix test --force --no-color --only 'test:test add/2 adds' --only module:OtherTest < /dev/null");
  assert.is(planCommand({ target: 'test/calc_test.exs:12' }, p).command, 'mix test --force --no-color test/calc_test.exs:12 < /dev/null');
});

exunit.run();
