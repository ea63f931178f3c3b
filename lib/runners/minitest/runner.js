import { MINITEST_PARSER } from "./parse.js";
import { selectMinitestTests } from "./selection.js";
import { isMinitestFile } from "./test-files.js";
/**
 * The Ruby program the planned command runs: the `.rb` operands, or every test file under
 * test/ when none is given (test_helper.rb aside: the tests require it), each loaded as given
 * so failure locations stay project-relative. Minitest's autorun reads the other arguments
 * (`-n /re/`, `-v`) as its options. No single quote: the command line quotes it in single quotes.
 */
export const MINITEST_LOADER = 'files = ARGV.grep(/\\.rb\\z/); files = Dir["test/**/{*_test,test_*}.rb"].sort - Dir["test/**/test_helper.rb"] if files.empty?; files.each { |f| load f }';
export const MINITEST_RUNNER = {
    framework: 'minitest',
    parser: MINITEST_PARSER,
    // The test files through Ruby, not `rake test`: Rake reads `-n` as its own dry-run flag and
    // pastes TESTOPTS into a shell line unquoted, so through rake no name could be selected.
    // `--` ends Ruby's own switches (`-n` is one of them); `-v` is Minitest's, which names every
    // test. Minitest prints no colour. Through `bundle exec` when the root's Gemfile.lock locks
    // minitest (workspace/bundler.ts).
    command: { viaPackageManager: false, words: ['ruby', '-Ilib', '-Itest', '-e', `'${MINITEST_LOADER}'`, '--', '-v'], bundledGem: 'minitest' },
    env: {},
    isTestFile: isMinitestFile,
    // The Rakefile's test task and the helper every test requires.
    configFiles: /^(?:Rakefile|test_helper\.rb|Gemfile|Gemfile\.lock)$/,
    // One anchored `-n '/^(?:A#test_x|…)$/'` over the failing tests; operands stay the targets.
    // -Ilib -Itest come before the gems: a lib/minitest/ there runs instead; bundler looks up for a Gemfile.
    discovery: { shadows: ['lib/minitest.rb', 'lib/minitest/'], upward: ['Gemfile', 'Rakefile'] },
    selection: { kind: 'runner-select', select: selectMinitestTests },
    detection: {
        // A Rakefile with a test task (Rake's or Minitest's TestTask), else the bundle that lists it.
        markedFiles: [
            ['Rakefile', 'TestTask'],
            ['Gemfile', 'minitest'],
        ],
        testFilesReason: 'test/ holds Ruby test files (*_test.rb, test_*.rb)',
    },
    // The loader loads exactly the test files named as operands, all in one process.
    replay: { fileTargets: true, isolatesFiles: false, adoptsFailureFiles: true },
    // A file that fails to load stops Ruby before any count: only tests are counted.
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'minitest', grammars: ['minitest'] },
    docs: 'docs/runners/minitest.md',
};
