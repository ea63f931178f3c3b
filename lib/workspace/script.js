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
function commandName(token) {
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
            if (CRA_LIKE.has(name) && args[0] === 'test') {
                return args.includes('--watchAll=false') ? { runner: 'jest' } : { runner: 'jest', watch: 'react-scripts' };
            }
            if (name === 'pytest' || name === 'py.test')
                return { runner: 'pytest' };
            if ((name === 'node' || name === 'tsx') && args.includes('--test'))
                return { runner: 'node:test' };
        }
    }
    return {};
}
