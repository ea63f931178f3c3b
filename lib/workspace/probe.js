import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { planCommand } from "../planning/plan.js";
import { dependencyFieldOf, hasJestKey, packageManagerFieldOf, parseManifest, testScriptOf } from "./manifest.js";
import { detectPackageManager } from "./package-manager.js";
import { MALFORMED_PACKAGE_JSON_SUFFIX, REASONS, rootMissingMessage, rootNotDirectoryMessage, rootUnreadableMessage, } from "../render/probe-messages.js";
import { isNpmDefaultTestScript, readScript } from "./script.js";
import { isPythonTestFile, isTestFile } from "./test-files.js";
import { walkFiles } from "./walk.js";
/** Default entry budget of the walk: enough for a large app, bounded for a monorepo root. */
export const DEFAULT_MAX_ENTRIES = 20_000;
/** Default number of test files listed; `testFileCount` still counts them all. */
export const DEFAULT_MAX_LISTED_FILES = 20;
const VITEST_CONFIG = /^vitest\.config\.[cm]?[jt]s$/;
const JEST_CONFIG = /^jest\.config\.([cm]?[jt]s|json)$/;
/** Pytest ini-style files in pytest's own precedence order, with the section that makes them count. */
const PYTEST_INI_FILES = [
    ['pytest.ini', null],
    ['pyproject.toml', '[tool.pytest'],
    ['tox.ini', '[pytest]'],
    ['setup.cfg', '[tool:pytest]'],
];
/** A non-negative integer option; NaN or a non-number falls back to the default (NaN would disable the budget). */
function bound(value, fallback) {
    return typeof value === 'number' && !Number.isNaN(value) ? Math.max(0, Math.floor(value)) : fallback;
}
function errnoCode(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : 'UNKNOWN';
}
async function readRootEntries(root) {
    let isDirectory;
    try {
        isDirectory = (await stat(root)).isDirectory();
    }
    catch (error) {
        const code = errnoCode(error);
        // ENOTDIR: a component of the path is a file, so the root cannot exist.
        if (code === 'ENOENT' || code === 'ENOTDIR')
            throw new Error(rootMissingMessage(root));
        throw new Error(rootUnreadableMessage(root, code));
    }
    if (!isDirectory)
        throw new Error(rootNotDirectoryMessage(root));
    try {
        return await readdir(root, { withFileTypes: true });
    }
    catch (error) {
        throw new Error(rootUnreadableMessage(root, errnoCode(error)));
    }
}
async function readOptional(path) {
    try {
        return await readFile(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
function firstMatching(names, pattern) {
    return [...names].filter((n) => pattern.test(n)).sort()[0];
}
function shallowestFirst(a, b) {
    const depth = a.split('/').length - b.split('/').length;
    return depth !== 0 ? depth : a < b ? -1 : a > b ? 1 : 0;
}
async function pytestMarker(root, rootFiles, files) {
    for (const [file, marker] of PYTEST_INI_FILES) {
        if (!rootFiles.has(file))
            continue;
        if (marker === null)
            return { framework: 'pytest', configPath: file, reason: REASONS.pytestFile(file) };
        const text = await readOptional(join(root, file));
        if (text?.includes(marker))
            return { framework: 'pytest', configPath: file, reason: REASONS.pytestMarker(file, marker) };
    }
    const conftest = files.filter((f) => f === 'conftest.py' || f.endsWith('/conftest.py')).sort(shallowestFirst)[0];
    return conftest === undefined ? undefined : { framework: 'pytest', configPath: conftest, reason: REASONS.pytestFile(conftest) };
}
async function decide(root, manifest, rootFiles, files, testScript) {
    const json = manifest.kind === 'ok' ? manifest.json : undefined;
    const vitestDep = json && dependencyFieldOf(json, 'vitest');
    const vitestConfig = firstMatching(rootFiles, VITEST_CONFIG);
    if (vitestDep !== undefined)
        return { framework: 'vitest', configPath: vitestConfig ?? 'package.json', reason: REASONS.depVitest(vitestDep) };
    if (vitestConfig !== undefined)
        return { framework: 'vitest', configPath: vitestConfig, reason: REASONS.configVitest(vitestConfig) };
    const jestDep = json && dependencyFieldOf(json, 'jest');
    const jestConfig = firstMatching(rootFiles, JEST_CONFIG);
    if (jestDep !== undefined)
        return { framework: 'jest', configPath: jestConfig ?? 'package.json', reason: REASONS.depJest(jestDep) };
    if (jestConfig !== undefined)
        return { framework: 'jest', configPath: jestConfig, reason: REASONS.configJest(jestConfig) };
    if (json && hasJestKey(json))
        return { framework: 'jest', configPath: 'package.json', reason: REASONS.keyJest };
    if (testScript !== undefined)
        return { framework: 'npm-test', configPath: 'package.json', reason: REASONS.scriptTest };
    const pytest = await pytestMarker(root, rootFiles, files);
    if (pytest !== undefined)
        return pytest;
    if (files.some((f) => isTestFile('node:test', f)))
        return { framework: 'node:test', reason: REASONS.jsTests };
    if (files.some(isPythonTestFile))
        return { framework: 'pytest', reason: REASONS.pythonTestsOnly };
    return { framework: null, reason: REASONS.nothing };
}
/**
 * Probes a workspace.
 *
 * @param root the directory to probe (absolute, or relative to the process cwd).
 * @param options walk bounds; see {@link ProbeOptions}.
 * @returns what was detected; see {@link ProbeResult}.
 * @throws Error with {@link rootMissingMessage}, {@link rootNotDirectoryMessage} or
 *   {@link rootUnreadableMessage} when the root itself cannot be listed. Nothing below the
 *   root throws: unreadable subdirectories and files are skipped.
 */
export async function probeWorkspace(root, options = {}) {
    const maxEntries = bound(options.maxEntries, DEFAULT_MAX_ENTRIES);
    const maxListed = bound(options.maxListedFiles, DEFAULT_MAX_LISTED_FILES);
    const rootEntries = await readRootEntries(root);
    // Config files may be symlinks (dotfile managers, monorepo links), so anything but a directory counts.
    const rootFiles = new Set(rootEntries.filter((e) => !e.isDirectory()).map((e) => e.name));
    const manifest = parseManifest(rootFiles.has('package.json') ? await readOptional(join(root, 'package.json')) : undefined);
    const rawScript = manifest.kind === 'ok' ? testScriptOf(manifest.json) : undefined;
    const testScript = rawScript !== undefined && !isNpmDefaultTestScript(rawScript) ? rawScript : undefined;
    const script = testScript !== undefined ? readScript(testScript) : {};
    const walk = await walkFiles(root, rootEntries, maxEntries);
    const decision = await decide(root, manifest, rootFiles, walk.files, testScript);
    const listAs = decision.framework === 'npm-test' ? (script.runner ?? 'node:test') : decision.framework;
    const testFiles = listAs === null ? [] : walk.files.filter((f) => isTestFile(listAs, f)).sort();
    const result = {
        framework: decision.framework,
        ...(decision.configPath !== undefined ? { configPath: decision.configPath } : {}),
        testFiles: testFiles.slice(0, maxListed),
        testFileCount: testFiles.length,
        walkTruncated: walk.truncated,
        command: '',
        reason: decision.reason + (manifest.kind === 'malformed' ? MALFORMED_PACKAGE_JSON_SUFFIX : ''),
        ...(testScript !== undefined && script.watch !== undefined ? { watchScript: testScript } : {}),
        ...(testScript !== undefined ? { testScript } : {}),
        ...(decision.framework === 'npm-test' && script.runner !== undefined ? { parseAs: script.runner } : {}),
        packageManager: detectPackageManager(manifest.kind === 'ok' ? packageManagerFieldOf(manifest.json) : undefined, rootFiles),
        root,
    };
    if (result.framework !== null)
        result.command = planCommand({}, result).command;
    return result;
}
