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
    // `--only test:<name>` per failing test, `--only module:<Module>` per failed setup_all; a
    // file that did not compile as an operand.
    outputs: { dirs: ['_build/'] },
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
