import { FRAMEWORKS, RUNNERS } from "../runners/registry.js";
/** The script `npm init` writes; it is no test suite. */
export function isNpmDefaultTestScript(script) {
    return /^echo\s+["']?Error: no test specified/.test(script.trim());
}
function segmentsOf(script) {
    return script
        .split(/&&|\|\||[;|&\n]/)
        .map((segment) => segment
        .split(/[\s()]+/)
        .map((t) => t.replace(/^["']+|["']+$/g, ''))
        .filter((t) => t !== ''));
}
/**
 * A token's command name: its base name, or the runner whose own entry file it is, run through
 * node (jest's `node --experimental-vm-modules node_modules/jest/bin/jest.js`, vitest's
 * `vitest.mjs`), since such a token names the runner as its bin link would.
 */
function commandName(token) {
    for (const framework of FRAMEWORKS)
        if (RUNNERS[framework].script?.entryFile?.test(token))
            return framework;
    return token.slice(token.lastIndexOf('/') + 1);
}
/** The first runner call among `tokens`, with the index of the token that names it. */
function firstCall(tokens) {
    for (let i = 0; i < tokens.length; i++) {
        const name = commandName(tokens[i]);
        const args = tokens.slice(i + 1);
        for (const framework of FRAMEWORKS) {
            const call = RUNNERS[framework].script?.read(name, args);
            if (call === undefined)
                continue;
            const watch = call.watch === 'self' ? framework : call.watch;
            return { info: { runner: framework, ...(watch !== undefined ? { watch } : {}), ...(call.watchesUnderCi ? { watchesUnderCi: true } : {}) }, at: i };
        }
    }
    return undefined;
}
/**
 * Reads a command line.
 *
 * @param script a shell command line, e.g. `tsc -b && vitest --coverage`.
 * @returns the first runner it calls and, for that runner, whether it watches.
 */
export function readScript(script) {
    for (const tokens of segmentsOf(script)) {
        const call = firstCall(tokens);
        if (call !== undefined)
            return call.info;
    }
    return {};
}
/**
 * A runner a project declares (a dependency or a config file) whose plain script call the
 * planner replaces: one whose script dialect lists its `neutralArgs`, the arguments that
 * change nothing about which tests run or how.
 */
export function isDeclaredRunner(framework) {
    return RUNNERS[framework].script?.neutralArgs !== undefined;
}
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
    const neutral = RUNNERS[declared].script?.neutralArgs ?? new Set();
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
        const options = tokens.slice(1).filter((t) => !neutral.has(t) && !['watch', 'dev', '--watch', '-w', '--watch=true', '--watchAll', '--watchAll=true'].includes(t));
        return options.length === 0 ? { kind: 'watch' } : { kind: 'suite', why: `it passes its own options (${options.join(' ')})` };
    }
    const options = tokens.slice(1).filter((t) => !neutral.has(t));
    return options.length === 0 ? { kind: 'plain' } : { kind: 'suite', why: `it passes its own options (${options.join(' ')})` };
}
/** The last command a script runs: its runner (when it is one) and its arguments, for flags appended with `npm test -- …`. */
export function lastCall(script) {
    const segments = segmentsOf(script).filter((s) => s.length > 0);
    const last = segments[segments.length - 1] ?? [];
    const tokens = last.filter((t, i) => !(i === 0 && isEnvAssignment(t)));
    // The runner's own token first (it may be an entry file run by `node <flags>`), else node's.
    const call = firstCall(tokens);
    const at = call !== undefined ? call.at : tokens.findIndex((t) => commandName(t) === 'node');
    return { ...(call?.info.runner !== undefined ? { runner: call.info.runner } : {}), args: at === -1 ? [] : tokens.slice(at + 1) };
}
