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
/** What detection reads; `read` returns a root file's text, undefined when absent or unreadable. */
export interface RubyWorkspace {
    rootFiles: ReadonlySet<string>;
    /** Files relative to the root, `/`-separated. */
    files: readonly string[];
    read(file: string): string | undefined;
}
export interface RSpecDetection {
    framework: 'rspec';
    /** The file that decided, when one did. */
    configPath?: string;
    /** One sentence for test_probe. */
    reason: string;
    /** The planned whole-suite command. */
    command: readonly string[];
}
/** test_probe's reasons for RSpec. */
export declare const RSPEC_REASONS: {
    readonly options: ".rspec is present";
    readonly gemfile: "rspec is listed in Gemfile";
    readonly lockfile: "rspec-core is locked in Gemfile.lock";
    readonly specFiles: "spec/ holds *_spec.rb files";
};
/** The formatter flags every planned run carries: the parser reads progress output, colour off. */
export declare const RSPEC_FLAGS: readonly ["--no-color", "--format", "progress"];
/** Whether `path` is an RSpec spec file by RSpec's default pattern (`spec/**\/*_spec.rb`). */
export declare function isRSpecFile(path: string): boolean;
/** The planned command: `bundle exec rspec` with a Gemfile, else `rspec`; the flags above. */
export declare function rspecCommand(workspace: Pick<RubyWorkspace, 'rootFiles'>): readonly string[];
/** RSpec's detection in `workspace`, or undefined when nothing shows RSpec. */
export declare function detectRSpec(workspace: RubyWorkspace): RSpecDetection | undefined;
