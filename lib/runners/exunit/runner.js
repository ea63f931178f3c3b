/**
 * ExUnit, run by `mix test`: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/exunit/runner
 */
import { join } from 'node:path';
import { EXUNIT_PARSER } from "./parse.js";
import { selectExunitTests } from "./selection.js";
export const EXUNIT_RUNNER = {
    framework: 'exunit',
    parser: EXUNIT_PARSER,
    // ExUnit's default formatter, colour off by flag; mix sets MIX_ENV=test itself. mix compiles
    // into the project's `_build/`; `--force` recompiles the project's own sources on every run,
    // since mix tells a stale source by its mtime in whole seconds and misses an edit (or a
    // replay's restored file) made in the second of the last compile, running the old code. The
    // closed stdin answers no to mix's Hex prompt (a dependency never fetched), so it stops with
    // its own error instead of installing into ~/.mix.
    command: { viaPackageManager: false, words: ['mix', 'test', '--force', '--no-color'] },
    env: {},
    // mix's default test pattern (under `test/`, or `apps/<app>/test/` in an umbrella).
    isTestFile: (path) => path.endsWith('_test.exs'),
    // The project, its lock, its config (`config/config.exs`, `config/test.exs`) and the helper
    // every run loads first.
    configFiles: /^(?:mix\.exs|mix\.lock|config\.exs|test\.exs|test_helper\.exs)$/,
    outputs: { dirs: ['_build/'] },
    // mix test writes nothing outside (the project's `_build/` and the temp area): these are
    // where mix and the tools it calls would, named when a run is denied there. mix's home holds
    // the Hex and rebar3 it installs (MIX_HOME; MIX_XDG moves it under the XDG data directory,
    // MIX_ARCHIVES its archives elsewhere), Hex's home the packages it fetches (HEX_HOME),
    // rebar3's cache what it writes when it compiles an Erlang dependency (REBAR_CACHE_DIR).
    // None is redirected: an empty one would hide the installed Hex and rebar3 and the fetched
    // packages.
    outsideWrites: {
        places: [
            {
                what: "mix's home",
                path: ({ env, home }) => env['MIX_HOME'] ?? (env['MIX_XDG'] ? join(env['XDG_DATA_HOME'] ?? join(home, '.local', 'share'), 'mix') : join(home, '.mix')),
                remedy: 'install Hex and rebar3 outside the sandbox (mix local.hex, mix local.rebar)',
            },
            // Hex is an archive: MIX_ARCHIVES moves the archives out of mix's home.
            { what: "mix's archives", path: ({ env }) => env['MIX_ARCHIVES'], remedy: 'install Hex and rebar3 outside the sandbox (mix local.hex, mix local.rebar)' },
            { what: "Hex's home", path: ({ env, home }) => env['HEX_HOME'] ?? join(home, '.hex'), remedy: 'fetch the dependencies outside the sandbox (mix deps.get)' },
            { what: "rebar3's cache", path: ({ env, xdgCache }) => env['REBAR_CACHE_DIR'] ?? join(xdgCache, 'rebar3'), remedy: 'compile the dependencies outside the sandbox (mix deps.compile)' },
        ],
    },
    // `--only test:<name>` per failing test, `--only module:<Module>` per failed setup_all; a
    // file that did not compile as an operand.
    selection: { kind: 'runner-select', select: selectExunitTests },
    // A Mix project (an umbrella's root runs every app's tests).
    detection: { manifest: 'mix.exs' },
    // mix test runs exactly the test files named as operands, all in one VM.
    replay: { fileTargets: true, isolatesFiles: false, adoptsFailureFiles: true },
    // `N tests, M failures`: a setup_all failure counts its module's tests; a file that did not
    // compile stops mix before any count.
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'exunit', grammars: ['exunit'] },
    docs: 'docs/runners/exunit.md',
};
