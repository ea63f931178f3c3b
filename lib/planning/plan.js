import { assertNever } from "../report/kinds.js";
import { isFramework, isRunnerKind, RUNNERS } from "../runners/registry.js";
import { isDeclaredRunner, lastCall, readScript, scriptRole } from "../workspace/script.js";
import { namePattern } from "./name-pattern.js";
import { buildDirMissingMessage, NOTES, noFrameworkMessage, packageWithoutWorkspacesMessage, unknownFrameworkMessage } from "./plan-messages.js";
import { combinePackagePlans, packageAsWorkspace, selectPackages } from "./workspaces.js";
import { quoteArg, splitTargets } from "./shell-quote.js";
import { BUNDLE_EXEC } from "../workspace/bundler.js";
/** What a project script whose runner is not recognised runs with, so it does not wait in a watcher. */
export const UNKNOWN_SCRIPT_ENV = { CI: '1' };
/** The env a framework's planned command adds (its row's; none sets any today). */
function envOf(runner) {
    return { ...RUNNERS[runner].env };
}
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
const NOTHING_SELECTED = { flags: [], notes: [] };
/** Files usable as operands: relative, and not option-like (a runner would read `-x.test.js` as a flag). */
function fileOperands(files) {
    const unique = [...new Set(files ?? [])];
    if (unique.length === 0 || unique.some((f) => f === '' || f.startsWith('-') || f.startsWith('/') || f.includes('\0')))
        return undefined;
    return unique;
}
/** Turns the previous failures into the runner's selection (its row's `selection`); `targets` are quoted. */
function selectFailed(selection, request, targets) {
    const hasTarget = targets.length > 0;
    const lastFailed = request.lastFailed;
    if (lastFailed === undefined)
        return NOTHING_SELECTED;
    if (lastFailed.length === 0)
        return { flags: [], notes: [NOTES.lastFailedEmpty(hasTarget)] };
    switch (selection.kind) {
        case 'name-pattern': {
            const selected = namePattern(selection.matching, lastFailed);
            if (selected === undefined)
                return { flags: [], notes: [NOTES.lastFailedUnselectable(hasTarget)] };
            const flags = selection.flags(selected.pattern).map(quoteArg);
            const files = hasTarget ? undefined : fileOperands(request.lastFailedFiles);
            if (files === undefined)
                return { flags, notes: [NOTES.lastFailedByName(selected.selected)] };
            return { flags, replacesTargets: files.map((f) => quoteArg(selection.fileOperand(f))), notes: [NOTES.lastFailedByName(selected.selected, files.length)] };
        }
        case 'node-ids': {
            const ids = [...new Set(lastFailed.map((n) => selection.nodeIdOf(n.trim())))].filter((id) => id !== undefined);
            if (ids.length === 0)
                return { flags: [], notes: [NOTES.lastFailedUnselectable(hasTarget)] };
            const notes = [NOTES.lastFailedByNodeId(ids.length)];
            if (hasTarget)
                notes.push(NOTES.pytestTargetIgnored);
            return { flags: [], replacesTargets: ids.map(quoteArg), notes };
        }
        case 'none':
            return { flags: [], notes: [NOTES.lastFailedUnselectable(hasTarget)] };
        case 'runner-select': {
            const selected = selection.select(lastFailed, splitTargets(request.target));
            if (selected === undefined)
                return { flags: [], notes: [NOTES.lastFailedUnselectable(hasTarget)] };
            return { flags: selected.flags.map(quoteArg), replacesTargets: selected.operands.map(quoteArg), notes: [NOTES.lastFailedByName(selected.count)] };
        }
        default:
            return assertNever(selection);
    }
}
/**
 * A Django project's unittest run: its manage script's `test` command, which loads the
 * project's settings before discovery; `-v 2` names each test as it finishes, like unittest's
 * `-v`. Its labels are unittest's dotted ids, so targets and last_failed select as for unittest.
 */
function djangoTestWords(manage) {
    return ['python3', quoteArg(manage), 'test', '-v', '2'];
}
/**
 * Why the runner cannot run in the probed workspace, or undefined when it can: a runner run in
 * a build directory (its command's `buildDir`) that the probe did not find.
 */
export function planRefusal(runner, probe) {
    const build = RUNNERS[runner].command.buildDir;
    return build !== undefined && probe.buildDir === undefined ? buildDirMissingMessage(runner, build.missing) : undefined;
}
/** A framework run directly: its row's command, the selection, then the targets. */
function planDirect(runner, request, probe) {
    const facts = RUNNERS[runner];
    const refusal = planRefusal(runner, probe);
    if (refusal !== undefined)
        throw new Error(refusal);
    const targets = splitTargets(request.target).map(quoteArg);
    const selection = selectFailed(facts.selection, request, targets);
    const { buildDir, localBin } = facts.command;
    const dir = buildDir !== undefined ? probe.buildDir : undefined;
    const words = buildDir !== undefined ? buildDir.words(dir).map(quoteArg) : facts.command.djangoManage && probe.djangoManage !== undefined ? djangoTestWords(probe.djangoManage) : facts.command.words;
    const head = facts.command.viaPackageManager ? [EXEC[probe.packageManager ?? 'npm'], ...words] : [...words];
    if (facts.command.python && probe.python !== undefined)
        head.splice(0, 1, ...probe.python.words.map(quoteArg));
    if (localBin !== undefined && probe.localBin === localBin)
        head.splice(0, 1, quoteArg(localBin));
    if (facts.command.bundledGem !== undefined && probe.bundler !== undefined)
        head.unshift(...BUNDLE_EXEC);
    // The project's own build step first; the runner's output, after it, is what is parsed.
    const before = buildDir !== undefined ? `${line(buildDir.before(dir).map(quoteArg))} && ` : '';
    const operands = selection.replacesTargets ?? targets;
    return {
        command: before + line([...head, ...selection.flags, ...(operands.length > 0 ? operands : (facts.command.defaultOperands ?? []))]),
        env: envOf(runner),
        runner,
        parseAs: runner,
        notes: selection.notes,
        narrowed: operands.length > 0 || selection.flags.length > 0,
    };
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
/**
 * Flags appended to a project script (`npm test -- …` adds them to its last command) so it
 * runs once with the reporter the parser reads: its last call's runner's `onceFlags` (vitest:
 * `--run` when it would watch, `--reporter=verbose` unless it names a reporter; a watching
 * mocha: `--no-watch`).
 */
function scriptFlags(testScript) {
    if (testScript === undefined)
        return [];
    const last = lastCall(testScript);
    return last.runner === undefined ? [] : (RUNNERS[last.runner].script?.onceFlags?.(last.args) ?? []);
}
function planNpmTest(request, probe) {
    const testScript = probe.testScript ?? probe.watchScript;
    const info = testScript !== undefined ? readScript(testScript) : {};
    const watch = info.watch;
    const role = testScript !== undefined && info.runner !== undefined && isDeclaredRunner(info.runner) ? scriptRole(testScript, info.runner) : undefined;
    if (watch !== undefined && watch !== 'react-scripts' && role?.kind !== 'suite') {
        // A plain call that would keep watching: its runner is known, so run that runner once instead.
        const plan = planDirect(watch, request, probe);
        return { ...plan, notes: [NOTES.watchReplaced(watch), ...plan.notes] };
    }
    const targets = splitTargets(request.target).map(quoteArg);
    const notes = [];
    if (watch === 'react-scripts')
        notes.push(NOTES.watchDisabled);
    if (request.lastFailed !== undefined)
        notes.push(NOTES.npmLastFailed);
    const script = TEST_SCRIPT[probe.packageManager ?? 'npm'];
    const flags = scriptFlags(testScript);
    if (flags.length > 0)
        notes.push(NOTES.scriptFlags(flags.join(' ')));
    // react-scripts test adds --watch unless CI is set or --watchAll=false is passed.
    const args = [...(watch === 'react-scripts' ? ['--watchAll=false'] : []), ...flags, ...targets];
    const words = args.length > 0 ? [script.command, ...script.argsSeparator, ...args] : [script.command];
    const recognised = probe.parseAs ?? frameworkOf(probe.framework);
    const parseAs = npmParseAs(probe, notes);
    if (recognised === undefined)
        notes.push(NOTES.ciForScript);
    return {
        command: line(words),
        env: recognised === undefined ? { ...UNKNOWN_SCRIPT_ENV } : {},
        runner: 'npm-test',
        parseAs,
        ...(recognised === undefined ? { detectParser: true } : {}),
        notes,
        narrowed: targets.length > 0,
    };
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
    const parseAs = frameworkOf(request.framework) ?? script.runner ?? probe.parseAs ?? frameworkOf(probe.framework);
    if (parseAs === undefined)
        notes.push(NOTES.parseAsDefault);
    // The command is the model's or the deployment's own: it runs in the environment as it is.
    return { command: closeStdin(command), env: {}, runner, parseAs: parseAs ?? 'node:test', ...(parseAs === undefined ? { detectParser: true } : {}), notes, narrowed: false };
}
/**
 * A monorepo root: each selected package's own plan, run in turn in its directory
 * (planning/workspaces.ts). A package's notes are prefixed with its directory.
 */
function planWorkspaceRoot(request, probe) {
    if ((probe.packages ?? []).length === 0)
        throw new Error(noFrameworkMessage(probe.root ?? '.'));
    let selected = selectPackages(probe, request);
    const notes = [];
    if (selected.length === 0 && request.lastFailed !== undefined) {
        // The previous failures name no package: run them all, as a runner that cannot select would.
        notes.push(NOTES.lastFailedUnselectable(false));
        const { lastFailed: _failed, lastFailedFiles: _files, ...plain } = request;
        selected = selectPackages(probe, plain);
    }
    const parts = selected.map(({ pkg, request: own }) => {
        const plan = planCommand(own, packageAsWorkspace(probe, pkg));
        return { dir: pkg.dir, plan: { ...plan, notes: plan.notes.map((n) => `${pkg.dir}: ${n}`) } };
    });
    const combined = combinePackagePlans(parts);
    return {
        command: combined.command,
        env: combined.env,
        runner: 'workspaces',
        // The run's one `framework` is the first package's, whichever packages a selection runs,
        // so every run of the suite reads as the same parser (closure/rerun-plan.ts compares them).
        parseAs: workspaceFramework(probe),
        packages: combined.packages,
        notes: [...notes, ...parts.flatMap(({ plan }) => plan.notes)],
        // One package of several is part of the suite; the only package with tests is all of it.
        narrowed: (request.package !== undefined && probe.packages.length > 1) || parts.some(({ plan }) => plan.narrowed),
    };
}
function workspaceFramework(probe) {
    return planCommand({}, packageAsWorkspace(probe, probe.packages[0])).parseAs;
}
export function isWholeSuiteRequest(request) {
    return request.command === undefined && request.framework === undefined && request.target === undefined && request.lastFailed === undefined && request.package === undefined;
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
    if (request.package !== undefined && runner !== 'workspaces')
        throw new Error(packageWithoutWorkspacesMessage(request.package));
    if (runner === 'workspaces')
        return planWorkspaceRoot(request, probe);
    return runner === 'npm-test' ? planNpmTest(request, probe) : planDirect(runner, request, probe);
}
