import { assertNever, isFramework, isRunnerKind } from "../runners/kinds.js";
import { readScript } from "../workspace/script.js";
import { namePattern } from "./name-pattern.js";
import { NOTES, noFrameworkMessage, unknownFrameworkMessage } from "../render/plan-messages.js";
import { quoteArg, splitTargets } from "./shell-quote.js";
/** The env every plan sets. */
export const BASE_ENV = { NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' };
/** Runner-specific additions to {@link BASE_ENV}. */
const RUNNER_ENV = {
    vitest: {},
    jest: {},
    pytest: { PY_COLORS: '0' },
    'node:test': {},
    'npm-test': {},
};
/**
 * How to run a locally installed binary. `npx --no` refuses to download: with CI=1 and no
 * TTY plain npx would silently install the latest version from the registry. The `--` is
 * required: without it npm's option parser takes the runner's own flags (`-t`, `--ci`, …)
 * after `--no <cmd>` as npm config and drops them (observed with npm 11).
 */
const EXEC = { npm: 'npx --no --', pnpm: 'pnpm exec', yarn: 'yarn', bun: 'bunx' };
/** How to run `scripts.test`, and what separates the script's extra arguments. */
const TEST_SCRIPT = {
    npm: { command: 'npm test', argsSeparator: ['--'] },
    pnpm: { command: 'pnpm test', argsSeparator: [] },
    yarn: { command: 'yarn test', argsSeparator: [] },
    bun: { command: 'bun run test', argsSeparator: [] },
};
const STDIN_CLOSED = '< /dev/null';
// pytest: `-rfE` lists failures and errors in the short summary the parser reads, `--tb=short`
// bounds tracebacks. The cache provider stays on: `-p no:cacheprovider` would make a project's
// addopts with --lf/--ff/--sw a usage error, and last_failed here uses node ids, not --lf.
const PYTEST = 'python3 -m pytest -rfE --tb=short --color=no';
// node: spec is the human reporter whose format is stable across Node 20/22/24; an explicit
// destination keeps it on stdout even where the default reporter would differ (TTY vs pipe).
const NODE_TEST = 'node --test --test-reporter=spec --test-reporter-destination=stdout';
// A pytest failure name usable as a positional argument: a .py path, optionally `::`-qualified.
// Names that are not (e.g. a run-level error label) would make pytest exit with "not found".
const PYTEST_NODE_ID = /^(?!-)\S.*?\.py(?:::.+)?$/s;
function frameworkOf(kind) {
    return kind !== null && kind !== undefined && isFramework(kind) ? kind : undefined;
}
function line(words) {
    return `${words.join(' ')} ${STDIN_CLOSED}`;
}
/**
 * Wraps a verbatim command so stdin is closed for all of it, in a subshell so a `cd` or
 * `export` in it cannot leak into a persistent shell. A newline before `)` keeps a trailing
 * comment or `&` from swallowing or breaking the closing paren.
 */
function closeStdin(command) {
    const body = command.trim().replace(/;+$/, '');
    return /[#\n]|&$/.test(body) ? `( ${body}\n) ${STDIN_CLOSED}` : `( ${body} ) ${STDIN_CLOSED}`;
}
/** last_failed for the runners that select by name. */
function selectByName(runner, lastFailed, hasTarget) {
    if (lastFailed === undefined)
        return { flags: [], notes: [] };
    if (lastFailed.length === 0)
        return { flags: [], notes: [NOTES.lastFailedEmpty(hasTarget)] };
    const selected = namePattern(runner, lastFailed);
    if (selected === undefined)
        return { flags: [], notes: [NOTES.lastFailedUnselectable(hasTarget)] };
    const flags = runner === 'node:test' ? [quoteArg(`--test-name-pattern=${selected.pattern}`)] : ['-t', quoteArg(selected.pattern)];
    return { flags, notes: [NOTES.lastFailedByName(selected.selected)] };
}
function planDirect(runner, request, probe) {
    const targets = splitTargets(request.target);
    const hasTarget = targets.length > 0;
    const env = { ...BASE_ENV, ...RUNNER_ENV[runner] };
    const exec = EXEC[probe.packageManager];
    const quoted = targets.map(quoteArg);
    switch (runner) {
        case 'vitest': {
            const sel = selectByName('vitest', request.lastFailed, hasTarget);
            return { command: line([exec, 'vitest run --reporter=default --no-color', ...sel.flags, ...quoted]), env, runner, parseAs: runner, notes: sel.notes, narrowed: hasTarget || sel.flags.length > 0 };
        }
        case 'jest': {
            const sel = selectByName('jest', request.lastFailed, hasTarget);
            return { command: line([exec, 'jest --ci', ...sel.flags, ...quoted]), env, runner, parseAs: runner, notes: sel.notes, narrowed: hasTarget || sel.flags.length > 0 };
        }
        case 'node:test': {
            const sel = selectByName('node:test', request.lastFailed, hasTarget);
            return { command: line([NODE_TEST, ...sel.flags, ...quoted]), env, runner, parseAs: runner, notes: sel.notes, narrowed: hasTarget || sel.flags.length > 0 };
        }
        case 'pytest': {
            // Node ids as positional arguments rather than `-k`: a node id names exactly one test
            // (file, class, function, parametrization), while -k matches substrings of names across
            // all files and cannot express a parametrization id like `test_x[a-b]` reliably.
            const lastFailed = request.lastFailed;
            if (lastFailed === undefined)
                return { command: line([PYTEST, ...quoted]), env, runner, parseAs: runner, notes: [], narrowed: hasTarget };
            if (lastFailed.length === 0)
                return { command: line([PYTEST, ...quoted]), env, runner, parseAs: runner, notes: [NOTES.lastFailedEmpty(hasTarget)], narrowed: hasTarget };
            const ids = [...new Set(lastFailed.map((n) => n.trim()))].filter((n) => PYTEST_NODE_ID.test(n));
            if (ids.length === 0)
                return { command: line([PYTEST, ...quoted]), env, runner, parseAs: runner, notes: [NOTES.lastFailedUnselectable(hasTarget)], narrowed: hasTarget };
            const notes = [NOTES.lastFailedByNodeId(ids.length)];
            if (hasTarget)
                notes.push(NOTES.pytestTargetIgnored);
            return { command: line([PYTEST, ...ids.map(quoteArg)]), env, runner, parseAs: runner, notes, narrowed: true };
        }
        default:
            return assertNever(runner);
    }
}
/** The parser for an `npm-test` run: the probe's reading of the script, else the probed framework. */
function npmParseAs(probe, notes) {
    const known = probe.parseAs ?? frameworkOf(probe.framework);
    if (known !== undefined)
        return known;
    // node:test's spec output is the likeliest from an unrecognised `node …` script, and its
    // parser yields an empty, summary-less result on foreign text rather than wrong counts.
    notes.push(NOTES.parseAsDefault);
    return 'node:test';
}
function planNpmTest(request, probe) {
    const watch = probe.watchScript !== undefined ? readScript(probe.watchScript).watch : undefined;
    if (watch === 'vitest' || watch === 'jest') {
        // The script would keep watching; its runner is known, so run that runner once instead.
        const plan = planDirect(watch, request, probe);
        return { ...plan, notes: [NOTES.watchReplaced(watch), ...plan.notes] };
    }
    const targets = splitTargets(request.target).map(quoteArg);
    const notes = [];
    if (watch === 'react-scripts')
        notes.push(NOTES.watchDisabled);
    if (request.lastFailed !== undefined)
        notes.push(NOTES.npmLastFailed);
    const script = TEST_SCRIPT[probe.packageManager];
    // react-scripts test adds --watch unless CI is set or --watchAll=false is passed; both are, to be sure.
    const args = [...(watch === 'react-scripts' ? ['--watchAll=false'] : []), ...targets];
    const words = args.length > 0 ? [script.command, ...script.argsSeparator, ...args] : [script.command];
    const parseAs = npmParseAs(probe, notes);
    return { command: line(words), env: { ...BASE_ENV }, runner: 'npm-test', parseAs, notes, narrowed: targets.length > 0 };
}
function planVerbatim(command, request, probe) {
    const script = readScript(command);
    const notes = [];
    if (request.target !== undefined || request.lastFailed !== undefined)
        notes.push(NOTES.commandVerbatim);
    if (script.watchesUnderCi)
        notes.push(NOTES.commandWatches);
    // What the command itself calls beats what the probe saw: it is what actually runs.
    const runner = request.framework ?? script.runner ?? probe.framework ?? 'npm-test';
    let parseAs = frameworkOf(request.framework) ?? script.runner ?? probe.parseAs ?? frameworkOf(probe.framework);
    if (parseAs === undefined) {
        notes.push(NOTES.parseAsDefault);
        parseAs = 'node:test';
    }
    return { command: closeStdin(command), env: { ...BASE_ENV, ...RUNNER_ENV[runner] }, runner, parseAs, notes, narrowed: false };
}
/** True when the request asks for nothing but the whole suite: no command, framework, target or last_failed. */
export function isWholeSuiteRequest(request) {
    return request.command === undefined && request.framework === undefined && request.target === undefined && request.lastFailed === undefined;
}
/**
 * Plans one test run.
 *
 * @param request the model's options; `{}` plans the default full-suite run.
 * @param probe the workspace probe (its `framework`, `packageManager`, `watchScript`, `parseAs`, `root`).
 * @param options deployment settings; a configured `suiteCommand` is what a plain request runs.
 * @returns the command, env, runner, parser and notes.
 * @throws Error with {@link unknownFrameworkMessage} for a framework outside RUNNER_KINDS,
 *   {@link noFrameworkMessage} when neither request nor probe names a runner and no command
 *   is given, and a watch switch in `target` (see `splitTargets`).
 */
export function planCommand(request, probe, options = {}) {
    if (request.framework !== undefined && !isRunnerKind(request.framework)) {
        throw new Error(unknownFrameworkMessage(request.framework));
    }
    if (request.command !== undefined && request.command.trim() !== '')
        return planVerbatim(request.command, request, probe);
    if (options.suiteCommand !== undefined && isWholeSuiteRequest(request))
        return planVerbatim(options.suiteCommand, request, probe);
    const runner = request.framework ?? probe.framework;
    if (runner === null)
        throw new Error(noFrameworkMessage(probe.root ?? '.'));
    return runner === 'npm-test' ? planNpmTest(request, probe) : planDirect(runner, request, probe);
}
