/**
 * bun test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/bun/runner
 */
import { join } from 'node:path';
import { baseName, isJsSource, snapshotDirOwner } from "../test-files.js";
import { BUN_PARSER } from "./parse.js";
export const BUN_RUNNER = {
    framework: 'bun',
    parser: BUN_PARSER,
    // bun's own runner (bun is the runtime, not a devDependency). It runs once unless
    // --watch, has no colour flag and colours only a terminal; its default reporter is the
    // only console one the parser reads (--reporter=dots is not).
    command: { viaPackageManager: false, words: ['bun', 'test'] },
    env: {},
    // bun test's defaults: `*.test.*`, `*_test.*`, `*.spec.*`, `*_spec.*` (JS/TS) anywhere.
    isTestFile: (path) => isJsSource(path) && /[._](test|spec)\.[cm]?[jt]sx?$/.test(baseName(path)),
    configFiles: /^bunfig\.toml$/,
    testModules: ['bun:test'],
    // bun `-t`: a regex tested against the describe titles and the test title joined by
    // spaces (1.1 with something before the first title, so a space also starts it); the
    // parser names are `a > b > c`. A file operand is a filter bun matches against each test
    // file's path.
    discovery: { upward: ['package.json', 'tsconfig.json'] },
    outputs: { snapshot: snapshotDirOwner },
    // Its install cache, and its transpiler cache.
    outsideWrites: { places: [{ what: "bun's cache", path: ({ env, home }) => env['BUN_INSTALL_CACHE_DIR'] ?? join(home, '.bun') }] },
    selection: { kind: 'name-pattern', matching: { kind: 'title-path', separator: ' > ', start: '(?:^| )' }, flags: (p) => ['--test-name-pattern', p], fileOperand: (path) => path },
    script: {
        read: (name, args) => (name !== 'bun' || args[0] !== 'test' ? undefined : args.includes('--watch') ? { watch: 'self', watchesUnderCi: true } : {}),
        // `bun test` is the runner's own call: its `test` is the subcommand.
        neutralArgs: new Set(['test']),
    },
    detection: {
        scriptReason: 'package.json scripts.test runs bun test',
        // The text lockfile (1.2+) and the binary one.
        lockfiles: { files: ['bun.lock', 'bun.lockb'], reason: (file) => `${file} is present (bun's lockfile) and no runner is declared` },
    },
    replay: { fileTargets: true, isolatesFiles: false, adoptsFailureFiles: true },
    inputs: 'imports',
    report: { countedKinds: ['test', 'file'] },
    fixtures: { dir: 'bun', grammars: ['bun'] },
    docs: 'docs/runners/bun.md',
};
