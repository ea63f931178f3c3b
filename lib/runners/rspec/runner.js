import { RSPEC_PARSER } from "./parse.js";
import { selectRSpecTests } from "./selection.js";
export const RSPEC_RUNNER = {
    framework: 'rspec',
    parser: RSPEC_PARSER,
    // The documentation formatter, which names every example, pinned (a `.rspec` may name
    // another; the command line's replaces it), colour off by flag. Through `bundle exec` when
    // the root's Gemfile.lock locks rspec-core (workspace/bundler.ts).
    command: { viaPackageManager: false, words: ['rspec', '--no-color', '--format', 'documentation'], bundledGem: 'rspec-core' },
    env: {},
    // RSpec's default pattern, `spec/**/*_spec.rb`.
    isTestFile: (path) => path.startsWith('spec/') && path.endsWith('_spec.rb'),
    // Its options files, the helpers `--require` loads by convention, and the bundle's manifest.
    configFiles: /^(?:\.rspec|\.rspec-local|spec_helper\.rb|rails_helper\.rb|Gemfile|Gemfile\.lock)$/,
    // `-e '<full description>'` per failing example; a file that failed to load as an operand.
    // rspec puts lib/ on the load path before it loads rspec-expectations; bundler looks up for a Gemfile.
    discovery: { shadows: ['lib/rspec.rb', 'lib/rspec/'], upward: ['Gemfile', '.rspec'] },
    selection: { kind: 'runner-select', select: selectRSpecTests },
    detection: {
        // RSpec's own options file, else the bundle that lists it.
        markedFiles: [
            ['.rspec', null],
            ['Gemfile', 'rspec'],
            ['Gemfile.lock', 'rspec-core'],
        ],
        testFilesReason: 'spec/ holds *_spec.rb files',
    },
    // RSpec runs exactly the spec files named as operands, all in one process.
    replay: { fileTargets: true, isolatesFiles: false, adoptsFailureFiles: true },
    // `N examples, M failures, K errors occurred outside of examples`: errors are not failures.
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'rspec', grammars: ['rspec'] },
    docs: 'docs/runners/rspec.md',
};
