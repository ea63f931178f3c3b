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
export const MIX_MANIFEST = 'mix.exs';
/** Files a Mix project may hold beside the manifest that change how its tests run. */
export const MIX_CONFIG_FILES = ['mix.exs', 'mix.lock', 'config/config.exs', 'config/test.exs', 'test/test_helper.exs'];
/** The planned whole-suite command. */
export const EXUNIT_COMMAND_WORDS = ['mix', 'test', '--no-color'];
/** The program the command needs on PATH. */
export const MIX_PROGRAM = 'mix';
/** The reasons `test_probe` shows for an ExUnit project. */
export const EXUNIT_REASONS = {
    manifest: 'mix.exs is present',
    noTestFiles: 'mix.exs is present; no test files (*_test.exs) were found',
    mixMissing: 'mix.exs is present but mix is not on PATH',
};
/** Whether a relative `/`-separated path is a test file by mix's default pattern. */
export function isExunitTestFile(path) {
    return path.endsWith('_test.exs');
}
/** The ExUnit detection of a workspace; undefined when it is no Mix project. */
export function detectExunit(facts) {
    if (!facts.rootFiles.has(MIX_MANIFEST))
        return undefined;
    const base = { framework: 'exunit', configPath: MIX_MANIFEST };
    if (!facts.onPath(MIX_PROGRAM))
        return { ...base, reason: EXUNIT_REASONS.mixMissing, runnable: false };
    const reason = facts.files.some(isExunitTestFile) ? EXUNIT_REASONS.manifest : EXUNIT_REASONS.noTestFiles;
    return { ...base, reason, runnable: true };
}
