/**
 * Which paths are Minitest test files: the one home of the naming rule the planner (which
 * files to load) and the fold (which frame is the test's own) share.
 *
 * @module dsh-test-closure/runners/minitest/test-files
 */
/** A Minitest test file's name, wherever it lies: `*_test.rb` or `test_*.rb`, test_helper.rb aside. */
export function isMinitestFileName(path) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    return base.endsWith('.rb') && base !== 'test_helper.rb' && (base.endsWith('_test.rb') || base.startsWith('test_'));
}
/** A Minitest test file by the usual layout: `test/**\/*_test.rb`, `test/**\/test_*.rb`, test_helper.rb aside. */
export function isMinitestFile(path) {
    return path.startsWith('test/') && isMinitestFileName(path);
}
