/**
 * Which paths are Minitest test files: the one home of the naming rule the planner (which
 * files to load) and the fold (which frame is the test's own) share.
 *
 * @module dsh-test-closure/runners/minitest/test-files
 */
/** A Minitest test file's name, wherever it lies: `*_test.rb` or `test_*.rb`, test_helper.rb aside. */
export declare function isMinitestFileName(path: string): boolean;
/** A Minitest test file by the usual layout: `test/**\/*_test.rb`, `test/**\/test_*.rb`, test_helper.rb aside. */
export declare function isMinitestFile(path: string): boolean;
