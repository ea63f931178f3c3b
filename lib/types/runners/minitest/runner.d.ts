/**
 * Minitest: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/minitest/runner
 */
import type { Runner } from '../runner.ts';
/**
 * The Ruby program the planned command runs: the `.rb` operands, or every test file under
 * test/ when none is given (test_helper.rb aside: the tests require it), each loaded as given
 * so failure locations stay project-relative. Minitest's autorun reads the other arguments
 * (`-n /re/`, `-v`) as its options. No single quote: the command line quotes it in single quotes.
 */
export declare const MINITEST_LOADER = "files = ARGV.grep(/\\.rb\\z/); files = Dir[\"test/**/{*_test,test_*}.rb\"].sort - Dir[\"test/**/test_helper.rb\"] if files.empty?; files.each { |f| load f }";
export declare const MINITEST_RUNNER: Runner;
