import { escapeRegExp } from "../regexp.js";
import { baseName, isJsSource } from "../test-files.js";
import { PLAYWRIGHT_PARSER } from "./parse.js";
export const PLAYWRIGHT_RUNNER = {
    framework: 'playwright',
    parser: PLAYWRIGHT_PARSER,
    // `playwright test` runs once (watch is --ui only); list is pinned over a config's own
    // reporter (and over dot, playwright's default on CI). playwright has no colour flag: it
    // colours only a terminal (or FORCE_COLOR, which stays unset), and the output here is none.
    command: { viaPackageManager: true, words: ['playwright', 'test', '--reporter=list'] },
    env: {},
    // playwright's default testMatch, `*.@(spec|test).?(c|m)[jt]s?(x)` at any depth, anywhere
    // under the testDir (the config's directory by default).
    isTestFile: (path) => isJsSource(path) && /\.(test|spec)\.[cm]?[jt]sx?$/.test(baseName(path)),
    configFiles: /^playwright\.config\.[cm]?[jt]s(?:on)?$/,
    testModules: ['@playwright/test'],
    // playwright `--grep`: `new RegExp(p)` tested against the project name, the file path,
    // the describe titles and the test title joined by spaces; the parser names are
    // `file › describe › title`, whose file segment the pattern drops, so a space starts it.
    // A file operand is a regex playwright tests against each test file's path.
    discovery: { upward: ['package.json'] },
    outputs: { dirs: ['test-results/', 'playwright-report/', 'blob-report/'], snapshot: (path) => /^(.*)-snapshots\/[^/]+$/.exec(path)?.[1] },
    selection: { kind: 'name-pattern', matching: { kind: 'title-path', separator: ' › ', start: '(?:^| )' }, flags: (p) => ['--grep', p], fileOperand: (path) => escapeRegExp(path) },
    script: {
        read: (name, args) => (name === 'playwright' && args[0] === 'test' ? {} : undefined),
        // Likewise `playwright test`; list is its default reporter off CI.
        neutralArgs: new Set(['test', '--reporter=list']),
    },
    // The CLI looks for playwright.config.{ts,js,mts,mjs,cts,cjs}.
    detection: { dependencies: ['@playwright/test'], configFile: /^playwright\.config\.[cm]?[jt]s$/ },
    replay: { fileTargets: true, isolatesFiles: true, adoptsFailureFiles: true },
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'playwright', grammars: ['playwright'] },
    docs: 'docs/runners/playwright.md',
};
