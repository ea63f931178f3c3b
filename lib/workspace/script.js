/** The script `npm init` writes; it is no test suite. */
export function isNpmDefaultTestScript(script) {
    return /^echo\s+["']?Error: no test specified/.test(script.trim());
}
const CRA_LIKE = new Set(['react-scripts', 'craco', 'react-app-rewired']);
function segmentsOf(script) {
    return script
        .split(/&&|\|\||[;|&\n]/)
        .map((segment) => segment
        .split(/[\s()]+/)
        .map((t) => t.replace(/^["']+|["']+$/g, ''))
        .filter((t) => t !== ''));
}
/**
 * A runner's own entry file, run through node: jest's documented way to run native ES modules
 * is `node --experimental-vm-modules node_modules/jest/bin/jest.js`, and vitest's entry is
 * `vitest.mjs`. Such a token names the runner as its bin link would.
 */
const RUNNER_ENTRY_FILES = [
    [/(?:^|\/)jest(?:-cli)?\/bin\/jest\.js$/, 'jest'],
    [/(?:^|\/)vitest\/vitest\.mjs$/, 'vitest'],
];
function commandName(token) {
    for (const [file, runner] of RUNNER_ENTRY_FILES)
        if (file.test(token))
            return runner;
    return token.slice(token.lastIndexOf('/') + 1);
}
function vitestWatchesExplicitly(args) {
    return args[0] === 'watch' || args[0] === 'dev' || args.some((a) => a === '--watch' || a === '-w' || a === '--watch=true');
}
function vitestWatches(args) {
    const sub = args[0];
    if (sub === 'watch' || sub === 'dev')
        return true;
    if (sub === 'run' || sub === 'bench' || sub === 'list' || sub === 'init')
        return false;
    return !args.some((a) => a === '--run' || a === '--no-watch' || a === '--watch=false');
}
function jestWatches(args) {
    return args.some((a) => a === '--watch' || a === '--watchAll' || a === '--watch=true' || a === '--watchAll=true');
}
/**
 * Reads a command line.
 *
 * @param script a shell command line, e.g. `tsc -b && vitest --coverage`.
 * @returns the first runner it calls and, for that runner, whether it watches.
 */
export function readScript(script) {
    for (const tokens of segmentsOf(script)) {
        for (let i = 0; i < tokens.length; i++) {
            const name = commandName(tokens[i]);
            const args = tokens.slice(i + 1);
            if (name === 'vitest') {
                if (!vitestWatches(args))
                    return { runner: 'vitest' };
                return vitestWatchesExplicitly(args) ? { runner: 'vitest', watch: 'vitest', watchesUnderCi: true } : { runner: 'vitest', watch: 'vitest' };
            }
            if (name === 'jest')
                return jestWatches(args) ? { runner: 'jest', watch: 'jest', watchesUnderCi: true } : { runner: 'jest' };
            if (name === 'mocha' || name === '_mocha')
                return args.some((a) => a === '--watch' || a === '-w') ? { runner: 'mocha', watch: 'mocha', watchesUnderCi: true } : { runner: 'mocha' };
            if (CRA_LIKE.has(name) && args[0] === 'test') {
                return args.includes('--watchAll=false') ? { runner: 'jest' } : { runner: 'jest', watch: 'react-scripts' };
            }
            if (name === 'bun' && args[0] === 'test')
                return args.includes('--watch') ? { runner: 'bun', watch: 'bun', watchesUnderCi: true } : { runner: 'bun' };
            if (name === 'playwright' && args[0] === 'test')
                return { runner: 'playwright' };
            if (name === 'pytest' || name === 'py.test')
                return { runner: 'pytest' };
            if ((name === 'node' || name === 'tsx') && args.includes('--test'))
                return { runner: 'node:test' };
            if (name === 'uvu')
                return { runner: 'uvu' };
        }
    }
    return {};
}
/**
 * A runner's arguments that change nothing about which tests run or how: a script that passes
 * only these is a plain call of the runner, which the planner may replace with its own
 * command. Anything else (a config, a project, paths, coverage, `--runInBand`, env settings)
 * is the project's own choice, and its script is the suite.
 */
const NEUTRAL_ARGS = {
    vitest: new Set(['run', '--run', '--no-watch', '--watch=false', '--passWithNoTests', '--silent', '--no-color', '--color=false', '--reporter=default']),
    jest: new Set(['--ci', '--passWithNoTests', '--silent', '--no-watchman', '--watchAll=false', '--colors']),
    mocha: new Set(['--no-color', '--color', '--colors', '-c']),
    // `bun test` is the runner's own call: its `test` is the subcommand.
    bun: new Set(['test']),
    // Likewise `playwright test`; list is its default reporter off CI.
    playwright: new Set(['test', '--reporter=list']),
};
/** A token that sets an environment variable before the command (`TZ=UTC`). */
function isEnvAssignment(token) {
    return /^[A-Za-z_][A-Za-z0-9_]*=/.test(token);
}
/**
 * How `script` relates to the declared runner.
 *
 * @param script package.json `scripts.test`.
 * @param declared the runner package.json declares (a dependency or a config file).
 */
export function scriptRole(script, declared) {
    const segments = segmentsOf(script).filter((s) => s.length > 0);
    if (segments.length !== 1)
        return { kind: 'suite', why: `it runs more than ${declared}` };
    let tokens = segments[0];
    if (tokens[0] === 'npx')
        tokens = tokens.slice(1).filter((t) => t !== '--no' && t !== '--');
    const first = tokens[0] ?? '';
    if (isEnvAssignment(first) || commandName(first) === 'cross-env')
        return { kind: 'suite', why: 'it sets its own environment' };
    const info = readScript(script);
    // `node <flags> …/jest/bin/jest.js`: node's flags are the project's own (jest needs
    // --experimental-vm-modules for ES modules), so the script is the suite, read as the runner.
    const entryAt = tokens.findIndex((t, i) => i > 0 && !t.startsWith('-'));
    if (commandName(first) === 'node' && entryAt !== -1 && commandName(tokens[entryAt]) === declared) {
        const nodeFlags = tokens.slice(1, entryAt);
        return { kind: 'suite', why: `it runs ${declared} through node${nodeFlags.length > 0 ? ` with its own flags (${nodeFlags.join(' ')})` : ''}` };
    }
    if (commandName(first) !== declared) {
        return { kind: 'suite', why: info.runner !== undefined && info.runner !== declared ? `it calls ${info.runner}, not ${declared}` : `it calls ${commandName(first)}, not ${declared}` };
    }
    if (info.watch !== undefined) {
        // An implicit vitest watch (`vitest --config x`) still passes its own options.
        const options = tokens.slice(1).filter((t) => !NEUTRAL_ARGS[declared].has(t) && !['watch', 'dev', '--watch', '-w', '--watch=true', '--watchAll', '--watchAll=true'].includes(t));
        return options.length === 0 ? { kind: 'watch' } : { kind: 'suite', why: `it passes its own options (${options.join(' ')})` };
    }
    const options = tokens.slice(1).filter((t) => !NEUTRAL_ARGS[declared].has(t));
    return options.length === 0 ? { kind: 'plain' } : { kind: 'suite', why: `it passes its own options (${options.join(' ')})` };
}
/** The last command a script runs: its runner (when it is one) and its arguments, for flags appended with `npm test -- …`. */
export function lastCall(script) {
    const segments = segmentsOf(script).filter((s) => s.length > 0);
    const last = segments[segments.length - 1] ?? [];
    const tokens = last.filter((t, i) => !(i === 0 && isEnvAssignment(t)));
    const info = readScript(tokens.join(' '));
    // The runner's own token first (it may be an entry file run by `node <flags>`), else node's.
    const runnerAt = tokens.findIndex((t) => ['vitest', 'jest', 'mocha', 'bun', 'pytest'].includes(commandName(t)));
    const at = runnerAt !== -1 ? runnerAt : tokens.findIndex((t) => commandName(t) === 'node');
    return { ...(info.runner !== undefined ? { runner: info.runner } : {}), args: at === -1 ? [] : tokens.slice(at + 1) };
}
