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
export declare const MINITEST_REASONS: {
    readonly rakeTask: "Rakefile defines a test task and test/ holds Minitest test files";
    readonly gemfile: "minitest is listed in Gemfile and test/ holds test files";
    readonly requires: "test files under test/ require minitest";
};
/** The Ruby loader the `ruby` form runs: each `.rb` argument loaded, the rest left to Minitest's options. */
export declare const MINITEST_LOADER = "ARGV.grep(/\\.rb\\z/).each { |f| load f }";
export declare const MINITEST_RUBY_WORDS: readonly ["ruby", "-Ilib", "-Itest", "-e", "ARGV.grep(/\\.rb\\z/).each { |f| load f }"];
export declare const MINITEST_RAKE_WORDS: readonly ["rake", "test"];
/** Whether `path` is a Minitest test file by the usual layout (`test/**\/*_test.rb`, `test/**\/test_*.rb`). */
export declare function isMinitestFile(path: string): boolean;
/** Minitest's detection in `workspace`, or undefined when nothing shows Minitest. */
export declare function detectMinitest(workspace: RubyWorkspace): MinitestDetection | undefined;
