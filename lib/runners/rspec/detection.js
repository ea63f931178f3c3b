/**
 * How a workspace shows it runs RSpec, as data and pure functions over what the probe reads
 * (the root's file names, the walk's files, the text of a Gemfile and Gemfile.lock), and the
 * command test_run plans for it. Nothing here reads the disk.
 *
 * Evidence, strongest first: a root `.rspec` (RSpec's own options file); `rspec` (or
 * `rspec-core`, `rspec-rails`) in the Gemfile or locked in Gemfile.lock; `*_spec.rb` files
 * under `spec/`. The command is `rspec`, through `bundle exec` when a Gemfile is present (the
 * bundle's rspec, not whichever is on PATH), with colour off by `--no-color` and the progress
 * formatter pinned by `--format progress` (a `.rspec` may name another).
 *
 * @module dsh-test-closure/runners/rspec/detection
 */
/** test_probe's reasons for RSpec. */
export const RSPEC_REASONS = {
    options: '.rspec is present',
    gemfile: 'rspec is listed in Gemfile',
    lockfile: 'rspec-core is locked in Gemfile.lock',
    specFiles: 'spec/ holds *_spec.rb files',
};
/** The formatter flags every planned run carries: the parser reads progress output, colour off. */
export const RSPEC_FLAGS = ['--no-color', '--format', 'progress'];
/** `gem 'rspec'`, `gem "rspec-rails", …`: a Gemfile line that declares RSpec. */
const GEMFILE_RSPEC = /^\s*gem\s+['"]rspec(?:-core|-rails)?['"]/m;
/** `    rspec-core (3.12.0)`: Gemfile.lock's entry for rspec-core. */
const LOCKED_RSPEC = /^\s+rspec-core \(/m;
/** Whether `path` is an RSpec spec file by RSpec's default pattern (`spec/**\/*_spec.rb`). */
export function isRSpecFile(path) {
    return path.startsWith('spec/') && path.endsWith('_spec.rb');
}
/** The planned command: `bundle exec rspec` with a Gemfile, else `rspec`; the flags above. */
export function rspecCommand(workspace) {
    const base = workspace.rootFiles.has('Gemfile') ? ['bundle', 'exec', 'rspec'] : ['rspec'];
    return [...base, ...RSPEC_FLAGS];
}
/** RSpec's detection in `workspace`, or undefined when nothing shows RSpec. */
export function detectRSpec(workspace) {
    const command = rspecCommand(workspace);
    if (workspace.rootFiles.has('.rspec'))
        return { framework: 'rspec', configPath: '.rspec', reason: RSPEC_REASONS.options, command };
    if (workspace.rootFiles.has('Gemfile') && GEMFILE_RSPEC.test(workspace.read('Gemfile') ?? ''))
        return { framework: 'rspec', configPath: 'Gemfile', reason: RSPEC_REASONS.gemfile, command };
    if (workspace.rootFiles.has('Gemfile.lock') && LOCKED_RSPEC.test(workspace.read('Gemfile.lock') ?? ''))
        return { framework: 'rspec', configPath: 'Gemfile.lock', reason: RSPEC_REASONS.lockfile, command };
    if (workspace.files.some(isRSpecFile))
        return { framework: 'rspec', reason: RSPEC_REASONS.specFiles, command };
    return undefined;
}
