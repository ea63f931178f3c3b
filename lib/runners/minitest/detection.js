/** test_probe's reasons for Minitest. */
export const MINITEST_REASONS = {
    rakeTask: 'Rakefile defines a test task and test/ holds Minitest test files',
    gemfile: 'minitest is listed in Gemfile and test/ holds test files',
    requires: 'test files under test/ require minitest',
};
/** The Ruby loader the `ruby` form runs: each `.rb` argument loaded, the rest left to Minitest's options. */
export const MINITEST_LOADER = 'ARGV.grep(/\\.rb\\z/).each { |f| load f }';
export const MINITEST_RUBY_WORDS = ['ruby', '-Ilib', '-Itest', '-e', MINITEST_LOADER];
export const MINITEST_RAKE_WORDS = ['rake', 'test'];
const RAKE_TEST_TASK = /Rake::TestTask|Minitest::TestTask|\btask\s*\(?\s*(?::test\b|['"]test['"]|test:)/;
const GEMFILE_MINITEST = /^\s*gem\s+['"]minitest['"]/m;
const REQUIRES_MINITEST = /^\s*require\s+['"]minitest(?:\/\w+)?['"]|^\s*require\s+['"]test_helper['"]/m;
/** Whether `path` is a Minitest test file by the usual layout (`test/**\/*_test.rb`, `test/**\/test_*.rb`). */
export function isMinitestFile(path) {
    if (!path.startsWith('test/') || !path.endsWith('.rb'))
        return false;
    const base = path.slice(path.lastIndexOf('/') + 1);
    return base.endsWith('_test.rb') || base.startsWith('test_');
}
/** Minitest's detection in `workspace`, or undefined when nothing shows Minitest. */
export function detectMinitest(workspace) {
    const files = workspace.files.filter(isMinitestFile);
    if (files.length === 0)
        return undefined;
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
