import { MOCHA_PARSER } from "./parse.js";
function watches(args) {
    return args.some((a) => a === '--watch' || a === '-w');
}
export const MOCHA_RUNNER = {
    framework: 'mocha',
    parser: MOCHA_PARSER,
    // mocha runs once unless --watch; the spec reporter pinned over a .mocharc's own.
    command: { viaPackageManager: true, words: ['mocha', '--reporter', 'spec', '--no-color'] },
    env: {},
    // mocha's default spec, `./test/*.{js,cjs,mjs}`: the files directly under the root's `test/`.
    isTestFile: (path) => /^test\/[^/]+\.[cm]?js$/.test(path),
    configFiles: /^\.mocharc\.(?:js|cjs|mjs|json|jsonc|yml|yaml)$/,
    testModules: ['mocha', 'chai', 'should', 'expect.js'],
    // mocha `--grep`: `new RegExp(p)` tested against each test's fullTitle(), the titles
    // joined by spaces, which is the parser's name. A failed hook is named
    // `suite "before all" hook for "t"`: its suite's tests re-run it.
    // File operands are the spec files mocha runs instead of its default `./test`.
    // mocha finds its config file, and a package.json with a "mocha" key, by looking up from the root.
    discovery: { upward: ['.mocharc.js', '.mocharc.cjs', '.mocharc.mjs', '.mocharc.yaml', '.mocharc.yml', '.mocharc.jsonc', '.mocharc.json', 'package.json'] },
    selection: {
        kind: 'name-pattern',
        matching: { kind: 'full-title', start: '^', hookSuffix: /(?:^| )"(?:before|after) (?:all|each)" hook(?:[ :].*)?$/s },
        flags: (p) => ['--grep', p],
        fileOperand: (path) => path,
    },
    script: {
        read: (name, args) => (name !== 'mocha' && name !== '_mocha' ? undefined : watches(args) ? { watch: 'self', watchesUnderCi: true } : {}),
        neutralArgs: new Set(['--no-color', '--color', '--colors', '-c']),
        // A watching mocha: `--no-watch` (mocha's later flag wins; every reporter it may name ends
        // in the epilogue the parser reads).
        onceFlags: (args) => (watches(args) ? ['--no-watch'] : []),
    },
    // mocha's config files (lib/cli/config.js: .mocharc.cjs, .js, .yaml, .yml, .jsonc, .json; .mjs from 10).
    detection: { dependencies: ['mocha'], configFile: /^\.mocharc\.(?:[cm]?js|ya?ml|jsonc?)$/ },
    replay: { fileTargets: true, isolatesFiles: false, adoptsFailureFiles: true },
    inputs: 'imports',
    report: { countedKinds: ['test', 'hook', 'run'] },
    fixtures: { dir: 'mocha', grammars: ['mocha'] },
    docs: 'docs/runners/mocha.md',
};
