/**
 * How a workspace shows it runs Minitest, as data and pure functions over what the probe reads
 * (the root's file names, the walk's files, a file's text), and the command test_run plans.
 * Nothing here reads the disk.
 *
 * - A Rakefile with a test task (`Rake::TestTask`, `Minitest::TestTask`, `task :test`) and
 *   Minitest test files: `rake test`, as the project runs its suite.
 * - Otherwise Minitest test files (`test/**\/*_test.rb`, `test/**\/test_*.rb`) with `minitest`
 *   in the Gemfile, or whose text requires minitest: the files through Ruby,
 *   `ruby -Ilib -Itest -e 'ARGV.grep(/\.rb\z/).each { |f| load f }' <files>` (`load` keeps each
 *   path as given, so failure locations are project-relative).
 * Minitest prints no colour (only its pride plugin does, when a project loads it): no flag.
 *
 * @module dsh-test-closure/runners/minitest/detection
 */
import type { RubyWorkspace } from '../rspec/detection.ts';

export interface MinitestDetection {
  framework: 'minitest';
  configPath?: string;
  reason: string;
  /** `rake`: `rake test`; `ruby`: the test files through {@link MINITEST_RUBY_WORDS}. */
  via: 'rake' | 'ruby';
  /** The planned whole-suite command (for `ruby`, the test files are its operands). */
  command: readonly string[];
}

/** test_probe's reasons for Minitest. */
export const MINITEST_REASONS = {
  rakeTask: 'Rakefile defines a test task and test/ holds Minitest test files',
  gemfile: 'minitest is listed in Gemfile and test/ holds test files',
  requires: 'test files under test/ require minitest',
} as const;

/** The Ruby loader the `ruby` form runs: each `.rb` argument loaded, the rest left to Minitest's options. */
export const MINITEST_LOADER = 'ARGV.grep(/\\.rb\\z/).each { |f| load f }';
export const MINITEST_RUBY_WORDS = ['ruby', '-Ilib', '-Itest', '-e', MINITEST_LOADER] as const;
export const MINITEST_RAKE_WORDS = ['rake', 'test'] as const;

const RAKE_TEST_TASK = /Rake::TestTask|Minitest::TestTask|\btask\s*\(?\s*(?::test\b|['"]test['"]|test:)/;
const GEMFILE_MINITEST = /^\s*gem\s+['"]minitest['"]/m;
const REQUIRES_MINITEST = /^\s*require\s+['"]minitest(?:\/\w+)?['"]|^\s*require\s+['"]test_helper['"]/m;

/** Whether `path` is a Minitest test file by the usual layout (`test/**\/*_test.rb`, `test/**\/test_*.rb`). */
export function isMinitestFile(path: string): boolean {
  if (!path.startsWith('test/') || !path.endsWith('.rb')) return false;
  const base = path.slice(path.lastIndexOf('/') + 1);
  return base.endsWith('_test.rb') || base.startsWith('test_');
}

/** Minitest's detection in `workspace`, or undefined when nothing shows Minitest. */
export function detectMinitest(workspace: RubyWorkspace): MinitestDetection | undefined {
  const files = workspace.files.filter(isMinitestFile);
  if (files.length === 0) return undefined;
  if (workspace.rootFiles.has('Rakefile') && RAKE_TEST_TASK.test(workspace.read('Rakefile') ?? '')) {
    return { framework: 'minitest', configPath: 'Rakefile', reason: MINITEST_REASONS.rakeTask, via: 'rake', command: MINITEST_RAKE_WORDS };
  }
  if (workspace.rootFiles.has('Gemfile') && GEMFILE_MINITEST.test(workspace.read('Gemfile') ?? '')) {
    return { framework: 'minitest', configPath: 'Gemfile', reason: MINITEST_REASONS.gemfile, via: 'ruby', command: MINITEST_RUBY_WORDS };
  }
  if (files.some((f) => REQUIRES_MINITEST.test(workspace.read(f) ?? ''))) {
    return { framework: 'minitest', reason: MINITEST_REASONS.requires, via: 'ruby', command: MINITEST_RUBY_WORDS };
  }
  return undefined;
}
