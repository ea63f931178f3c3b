import { isTestOrSpecFile, snapshotDirOwner } from "../test-files.js";
import { VITEST_PARSER } from "./parse.js";
/** A call that starts vitest's watcher explicitly: it watches even with CI=1. */
function watchesExplicitly(args) {
    return args[0] === 'watch' || args[0] === 'dev' || args.some((a) => a === '--watch' || a === '-w' || a === '--watch=true');
}
/** Bare `vitest` watches (unless under CI); `vitest run`, `--run` and the other subcommands do not. */
function watches(args) {
    const sub = args[0];
    if (sub === 'watch' || sub === 'dev')
        return true;
    if (sub === 'run' || sub === 'bench' || sub === 'list' || sub === 'init')
        return false;
    return !args.some((a) => a === '--run' || a === '--no-watch' || a === '--watch=false');
}
export const VITEST_RUNNER = {
    framework: 'vitest',
    parser: VITEST_PARSER,
    // `run`: never watch mode. The reporter is pinned: vitest 4 picks an "agent" reporter on
    // its own when it detects a coding agent; `verbose` names every test with its outcome, so a
    // failing test renamed or replaced is seen by name (the default lists files).
    command: { viaPackageManager: true, words: ['vitest', 'run', '--reporter=verbose', '--no-color'] },
    env: {},
    isTestFile: isTestOrSpecFile,
    testModules: ['vitest', '@vitest/expect'],
    configFiles: /^(?:(?:vitest|vite)\.config\.[cm]?[jt]s(?:on)?|vitest\.workspace\.[cm]?[jt]s(?:on)?|vitest\.setup\.[cm]?[jt]sx?)$/,
    // vitest `-t`: `new RegExp(p)` against describe titles and the test title joined by
    // spaces; parser names are `a > b > c`. A leading space also starts a full name, in case
    // a version prefixes the file or an unnamed suite.
    // A file operand is a filter vitest matches as a substring of each test file's path.
    // vitest finds its config (or vite's) by looking up from the root.
    discovery: { upward: ['vitest.config.ts', 'vitest.config.mts', 'vitest.config.cts', 'vitest.config.js', 'vitest.config.mjs', 'vitest.config.cjs', 'vite.config.ts', 'vite.config.mts', 'vite.config.cts', 'vite.config.js', 'vite.config.mjs', 'vite.config.cjs', 'package.json'] },
    outputs: { snapshot: snapshotDirOwner },
    selection: { kind: 'name-pattern', matching: { kind: 'title-path', separator: ' > ', start: '(?:^| )' }, flags: (p) => ['-t', p], fileOperand: (path) => path },
    script: {
        read: (name, args) => (name !== 'vitest' ? undefined : !watches(args) ? {} : watchesExplicitly(args) ? { watch: 'self', watchesUnderCi: true } : { watch: 'self' }),
        entryFile: /(?:^|\/)vitest\/vitest\.mjs$/,
        neutralArgs: new Set(['run', '--run', '--no-watch', '--watch=false', '--passWithNoTests', '--silent', '--no-color', '--color=false', '--reporter=default', '--reporter=verbose']),
        // `--run` when the script would watch, `--reporter=verbose` unless it names a reporter
        // itself (vitest would print both).
        onceFlags: (args) => [...(watches(args) ? ['--run'] : []), ...(args.some((a) => a === '--reporter' || a.startsWith('--reporter=')) ? [] : ['--reporter=verbose'])],
    },
    detection: { dependencies: ['vitest'], configFile: /^vitest\.config\.[cm]?[jt]s$/, decidesForPackages: true },
    replay: { fileTargets: true, isolatesFiles: true, adoptsFailureFiles: true },
    inputs: 'imports',
    report: { countedKinds: ['test'], version: /^\s*RUN\s+v(\d[\w.+-]*)/m },
    fixtures: { dir: 'vitest', grammars: ['vitest'] },
    docs: 'docs/runners/vitest.md',
};
