/**
 * Workspace probe: which test runner a project uses, where its tests are, and why. The
 * facts are read once (facts.ts), the rules decide over them (detect.ts), and this module
 * shapes the answer. It plans nothing: the command `test_run` would run is the planner's,
 * added by planning/describe.ts.
 *
 * @module dsh-test-closure/workspace/probe
 */
import { join } from 'node:path';
import { MALFORMED_PACKAGE_JSON_SUFFIX, REASONS } from "./probe-messages.js";
import { workspacePackageDirs } from "./workspace-packages.js";
import { isFramework, RUNNERS } from "../runners/registry.js";
import { detectRunner, testScriptOf } from "./detect.js";
import { DEFAULT_MAX_ENTRIES, readWorkspaceFacts } from "./facts.js";
import { LOCKFILES } from "./package-manager.js";
import { pathLookup } from "./on-path.js";
import { isFileInside } from "./inside.js";
import { bundleLocking } from "./bundler.js";
import { detectPythonEnv } from "./python-env.js";
import { readScript } from "./script.js";
export { DEFAULT_MAX_ENTRIES } from "./facts.js";
/** Default number of test files listed; `testFileCount` still counts them all. */
export const DEFAULT_MAX_LISTED_FILES = 20;
/** A non-negative integer option; NaN or a non-number falls back to the default (NaN would disable the budget). */
function bound(value, fallback) {
    return typeof value === 'number' && !Number.isNaN(value) ? Math.max(0, Math.floor(value)) : fallback;
}
/** A package.json or a lockfile: the project has a package manager to name. */
function hasNodeProject(facts) {
    return facts.manifest.state !== 'absent' || LOCKFILES.some(([file]) => facts.rootFiles.has(file));
}
function pythonOf(facts, path) {
    return detectPythonEnv({ rootFiles: facts.rootFiles, virtualenvs: facts.virtualenvs, onPath: pathLookup(path) });
}
/**
 * What a monorepo root decides itself: a runner declared at the root whose config may list
 * the packages as projects (its detection's `decidesForPackages`: vitest, jest) or a root
 * `scripts.test` (`turbo run test`, `pnpm -r test`, …) is the suite. Only test files found
 * across the tree (node:test), pytest markers or nothing at all defer to the packages.
 */
function rootDecides(kind) {
    return kind === 'npm-test' || (isFramework(kind) && RUNNERS[kind].detection.decidesForPackages === true);
}
/** The root as a monorepo: every package that has tests, each probed on its own; undefined when none has. */
async function probePackages(root, facts, globs, options) {
    const dirs = await workspacePackageDirs(root, globs.globs);
    const packages = [];
    for (const dir of dirs) {
        const { root: _root, packages: _nested, ...probe } = await probeWorkspace(join(root, dir), { ...options, asPackageOf: { packageManager: facts.packageManager } });
        if (probe.framework !== null)
            packages.push({ dir, ...probe });
    }
    if (packages.length === 0)
        return undefined;
    const testFiles = packages.flatMap((p) => p.testFiles.map((f) => `${p.dir}/${f}`));
    return {
        framework: 'workspaces',
        configPath: globs.source,
        testFiles: testFiles.slice(0, bound(options.maxListedFiles, DEFAULT_MAX_LISTED_FILES)),
        testFileCount: packages.reduce((n, p) => n + p.testFileCount, 0),
        walkTruncated: facts.walkTruncated || packages.some((p) => p.walkTruncated),
        reason: REASONS.workspaces(globs.source, packages.length, dirs.length),
        packageManager: facts.packageManager,
        root,
        packages,
    };
}
/**
 * Where the runner's command finds files the walk does not list (build output, `vendor/`):
 * its own copy in the project, and its configured build directory; and the bundle it runs
 * through (workspace/bundler.ts). A build directory that is
 * missing is said in the reason, since test_run will refuse to run.
 */
function commandFiles(root, runner) {
    const { localBin, buildDir, bundledGem } = RUNNERS[runner].command;
    const found = {};
    if (localBin !== undefined && isFileInside(root, localBin))
        found.localBin = localBin;
    const bundler = bundledGem !== undefined ? bundleLocking(root, bundledGem) : undefined;
    if (bundler !== undefined)
        found.bundler = bundler;
    if (buildDir !== undefined) {
        const dir = buildDir.candidates.find((d) => isFileInside(root, `${d}/${buildDir.marker}`));
        if (dir !== undefined)
            found.buildDir = dir;
        else
            found.missing = buildDir.missing;
    }
    return found;
}
/**
 * Probes a workspace.
 *
 * @param root the directory to probe (absolute, or relative to the process cwd).
 * @param options walk bounds; see {@link ProbeOptions}.
 * @returns what was detected; see {@link WorkspaceProbe}.
 * @throws Error naming the root when the root itself cannot be listed (see facts.ts).
 */
export async function probeWorkspace(root, options = {}) {
    const facts = await readWorkspaceFacts(root, bound(options.maxEntries, DEFAULT_MAX_ENTRIES));
    const decision = detectRunner(facts);
    if (facts.workspaceGlobs !== undefined && options.asPackageOf === undefined && !rootDecides(decision.framework)) {
        const monorepo = await probePackages(root, facts, facts.workspaceGlobs, options);
        if (monorepo !== undefined)
            return monorepo;
    }
    const testScript = testScriptOf(facts);
    const script = testScript !== undefined ? readScript(testScript) : {};
    const listAs = decision.framework === 'npm-test' ? (script.runner ?? 'node:test') : decision.framework;
    const testFiles = listAs === null ? [] : facts.files.filter(RUNNERS[listAs].isTestFile).sort();
    const { missing, ...commandFacts } = isFramework(decision.framework) ? commandFiles(root, decision.framework) : {};
    return {
        framework: decision.framework,
        ...(decision.configPath !== undefined ? { configPath: decision.configPath } : {}),
        testFiles: testFiles.slice(0, bound(options.maxListedFiles, DEFAULT_MAX_LISTED_FILES)),
        testFileCount: testFiles.length,
        walkTruncated: facts.walkTruncated,
        reason: decision.reason + (facts.manifest.state === 'malformed' ? MALFORMED_PACKAGE_JSON_SUFFIX : '') + (missing !== undefined ? `; ${missing}` : ''),
        ...(testScript !== undefined && script.watch !== undefined ? { watchScript: testScript } : {}),
        ...(testScript !== undefined ? { testScript } : {}),
        ...(decision.framework === 'npm-test' && script.runner !== undefined ? { parseAs: script.runner } : {}),
        ...(options.asPackageOf !== undefined
            ? options.asPackageOf.packageManager !== undefined ? { packageManager: options.asPackageOf.packageManager } : {}
            : hasNodeProject(facts) ? { packageManager: facts.packageManager } : {}),
        ...(isFramework(decision.framework) && RUNNERS[decision.framework].command.python ? { python: pythonOf(facts, options.path) } : {}),
        // Detected by Django's manage.py (detect.ts), not merely a Django project run as unittest.
        ...(isFramework(decision.framework) && RUNNERS[decision.framework].command.djangoManage && decision.configPath !== undefined && decision.configPath === facts.python.djangoManage ? { djangoManage: decision.configPath } : {}),
        ...commandFacts,
        root,
    };
}
