/**
 * What identifies an ExUnit project, the command that runs its suite, and the reasons
 * `test_probe` shows: data and pure functions over a workspace's facts (no file access here).
 *
 * - A root `mix.exs` is a Mix project: its tests are ExUnit's, run by `mix test` (an umbrella
 *   project's root runs every app's). Its test files are mix's default pattern, `*_test.exs`
 *   (under `test/`, or `apps/<app>/test/` in an umbrella).
 * - `mix` must be on PATH (Elixir's; Debian's `elixir` package installs it).
 * - The command: `mix test --no-color`, ExUnit's default formatter, no colour by flag. mix
 *   writes `_build/` (and `deps/` after `mix deps.get`, which the plan never runs) inside the
 *   project, nothing in HOME for a project without dependencies; a dependency never fetched
 *   makes mix ask on stdin whether to install Hex into `~/.mix`, so the run's stdin must be
 *   closed (EOF answers no, and mix stops with `** (Mix) Could not find an SCM …`).
 *
 * @module dsh-test-closure/runners/exunit/detection
 */
/** The manifest that makes a directory a Mix project. */
export declare const MIX_MANIFEST = "mix.exs";
/** Files a Mix project may hold beside the manifest that change how its tests run. */
export declare const MIX_CONFIG_FILES: readonly string[];
/** The planned whole-suite command. */
export declare const EXUNIT_COMMAND_WORDS: readonly string[];
/** The program the command needs on PATH. */
export declare const MIX_PROGRAM = "mix";
/** The reasons `test_probe` shows for an ExUnit project. */
export declare const EXUNIT_REASONS: {
    readonly manifest: "mix.exs is present";
    readonly noTestFiles: "mix.exs is present; no test files (*_test.exs) were found";
    readonly mixMissing: "mix.exs is present but mix is not on PATH";
};
/** Whether a relative `/`-separated path is a test file by mix's default pattern. */
export declare function isExunitTestFile(path: string): boolean;
/** The workspace facts detection reads. */
export interface ExunitFacts {
    /** Names of the root's files. */
    rootFiles: ReadonlySet<string>;
    /** The workspace's files, relative and `/`-separated. */
    files: readonly string[];
    /** Whether a program is on the run's PATH. */
    onPath(name: string): boolean;
}
export interface ExunitDetection {
    framework: 'exunit';
    configPath: typeof MIX_MANIFEST;
    reason: string;
    /** False when `mix` is not on PATH: the plan cannot run. */
    runnable: boolean;
}
/** The ExUnit detection of a workspace; undefined when it is no Mix project. */
export declare function detectExunit(facts: ExunitFacts): ExunitDetection | undefined;
