/**
 * cargo test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/cargo/runner
 */
import { join } from 'node:path';
import { CARGO_PARSER } from "./parse.js";
import { selectCargoTests } from "./selection.js";
export const CARGO_RUNNER = {
    framework: 'cargo',
    parser: CARGO_PARSER,
    // --no-fail-fast runs every test binary (cargo stops after the first failing one by
    // default); --color never for cargo's lines and libtest's (each colours only a terminal).
    command: { viaPackageManager: false, words: ['cargo', 'test', '--no-fail-fast', '--color', 'never'] },
    env: {},
    // Integration tests (`tests/*.rs`). Unit tests live in `#[cfg(test)]` modules of any source
    // file, which no name tells apart, so they are not listed.
    isTestFile: (path) => path.endsWith('.rs') && (path.startsWith('tests/') || path.includes('/tests/')),
    configFiles: /^Cargo\.toml$/,
    // libtest name filters with --exact, after `--`: each runs exactly that test in every binary.
    // cargo merges every .cargo/config.toml up to the filesystem root, looks up for a workspace's
    // Cargo.toml, and rustup for a toolchain file.
    discovery: { upward: ['.cargo/config.toml', '.cargo/config', 'Cargo.toml', 'rust-toolchain.toml', 'rust-toolchain'] },
    outputs: { dirs: ['target/'] },
    // Its home when it fetches crates (and its last-use record there, which it goes on without);
    // its build output only where CARGO_TARGET_DIR moves it out of the workspace.
    outsideWrites: {
        places: [
            { what: "cargo's home", path: ({ env, home }) => env['CARGO_HOME'] ?? join(home, '.cargo'), remedy: 'fetch the crates outside the sandbox (cargo fetch) or vendor them (cargo vendor)' },
            { what: "cargo's build output", path: ({ env }) => env['CARGO_TARGET_DIR'], remedy: 'set the target directory inside the workspace' },
        ],
    },
    selection: { kind: 'runner-select', select: selectCargoTests },
    // A Rust crate or workspace; its tests are libtest's.
    detection: { manifest: 'Cargo.toml' },
    // Each integration test file is a binary of its own, but a target is a name filter, not a file.
    // A failing test may sit in a `#[cfg(test)]` module of the code under test: its file never
    // joins the baseline, since putting it back would put old code back.
    replay: { fileTargets: false, isolatesFiles: true, adoptsFailureFiles: false },
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'cargo', grammars: ['cargo'] },
    docs: 'docs/runners/cargo.md',
};
