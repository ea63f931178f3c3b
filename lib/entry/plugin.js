/**
 * The package's `./plugin` export: what a dsh profile loads. It points the plugin's
 * `@deepseek-ai/*` imports at the host's shared copies, then loads src/plugin/.
 *
 * Why: a profile resolves a bundle's bare imports through Node's parent walk from the bundle's
 * REAL path, and dsh keeps its shared packages in `$DSH_HOME/profiles/node_modules` (one link
 * per package of the installation, healed at every launch). A copy installed with
 * `dsh plugin add file:<dir>` or a `.tgz` sits inside the profile and finds them. A path
 * install (`dsh plugin add /abs/checkout`) is a `link:`, whose real path is the checkout:
 * from there the walk never reaches `$DSH_HOME/profiles`, so the imports fail (a fresh clone),
 * or find the checkout's own devDependency copies (after `npm install`), a second module
 * identity beside the host's. So, inside the dsh CLI only, a resolve hook
 * (`module.registerHooks`, Node >= 22.15; dsh needs >= 22.19) resolves `@deepseek-ai/*`
 * imported from this package's own files as if imported from `$DSH_HOME/profiles/`: the
 * same copies a `file:` install gets. Anything else resolves as usual; outside dsh (tests,
 * an embedding host) nothing is hooked.
 *
 * When the plugin still cannot load, one line on stderr says why and what to run (the host
 * reports only "could not be resolved"), and the error is rethrown. So does the dsh CLI on a
 * Node older than dsh needs (22.19), which has no `module.registerHooks` before 22.15: dsh
 * itself then fails with "no agent factory registered" and nothing logged.
 *
 * @module dsh-test-closure/entry/plugin
 */
import * as nodeModule from 'node:module';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
const NAME = 'dsh-test-closure';
const HOST_SCOPE = '@deepseek-ai/';
/** This package's root (real path), two levels above this module in src/ and lib/. */
export const PACKAGE_ROOT = realpathSync(fileURLToPath(new URL('../../', import.meta.url)));
/** dsh's home as dsh resolves it: `$DSH_HOME` unless blank, else `~/.dsh`. */
export function dshHome(env) {
    const fromEnv = env.DSH_HOME;
    return resolve(fromEnv !== undefined && fromEnv.trim() !== '' ? fromEnv : join(homedir(), '.dsh'));
}
/** The host's shared packages: `$DSH_HOME/profiles/node_modules`. */
export function hostModulesDir(env) {
    return join(dshHome(env), 'profiles', 'node_modules');
}
/** Whether `script` (the process's `argv[1]`) is the dsh CLI: its nearest package.json is `@deepseek-ai/dsh`'s. */
export function isDshCli(script) {
    if (script === undefined)
        return false;
    let dir;
    try {
        dir = dirname(realpathSync(script));
    }
    catch {
        return false;
    }
    for (;;) {
        const manifest = join(dir, 'package.json');
        if (existsSync(manifest)) {
            try {
                return JSON.parse(readFileSync(manifest, 'utf8')).name === '@deepseek-ai/dsh';
            }
            catch {
                return false;
            }
        }
        const parent = dirname(dir);
        if (parent === dir)
            return false;
        dir = parent;
    }
}
/**
 * The parent URL an import should resolve from instead of its own: a file in `hostModules`'
 * directory for a `@deepseek-ai/*` package the host has, imported from this package's own
 * files (not from its node_modules); undefined (resolve as usual) for anything else.
 */
export function hostParentURL(specifier, parentURL, packageRoot, hostModules, hostHas) {
    if (!specifier.startsWith(HOST_SCOPE) || parentURL === undefined || !parentURL.startsWith('file:'))
        return undefined;
    let parent;
    try {
        parent = fileURLToPath(parentURL);
    }
    catch {
        return undefined;
    }
    if (!parent.startsWith(packageRoot + sep) || parent.startsWith(join(packageRoot, 'node_modules') + sep))
        return undefined;
    const pkg = specifier.split('/').slice(0, 2).join('/');
    if (!hostHas(pkg))
        return undefined;
    return pathToFileURL(join(dirname(hostModules), `${NAME}.host-anchor.js`)).href;
}
/** The one line printed when the plugin cannot load, naming what to run where it can. */
export function loadFailureMessage(error, packageRoot, hostModules) {
    const message = error instanceof Error ? error.message : String(error);
    const missing = /Cannot find package '([^']+)' imported from (.+)$/m.exec(message);
    if (missing !== null && missing[2].startsWith(packageRoot + sep)) {
        const pkg = missing[1];
        if (pkg.startsWith(HOST_SCOPE))
            return `${NAME}: cannot load the plugin: the host has no ${pkg} (looked in ${hostModules}); it needs dsh 0.1.0-rc.8 or later`;
        return `${NAME}: cannot load the plugin from ${packageRoot}: its dependency ${pkg} is not installed there (a path install links the directory, and dsh installs none of its dependencies); run "npm ci --omit=dev" in ${packageRoot}, then start dsh again`;
    }
    return `${NAME}: cannot load the plugin from ${packageRoot}: ${message.split('\n')[0]}`;
}
/** The Node dsh needs (its repository's engines: `^22.19.0 || >=24.0.0`). */
export const DSH_NODE = '22.19';
/** Whether Node `version` (`22.19.0`, no `v`) is one dsh runs on: 22.19 or later. */
export function nodeRunsDsh(version) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return major > 22 || (major === 22 && minor >= 19);
}
/**
 * The one line printed when the dsh CLI runs on a Node it cannot boot a session on. dsh
 * itself then fails with only "no agent factory registered … plugin(s) failed to load".
 */
export function oldNodeMessage(version, execPath) {
    return `${NAME}: this Node is ${version} (${execPath}); dsh needs Node >= ${DSH_NODE} (24 recommended) and this plugin needs its module.registerHooks: put a newer node first on PATH (nvm install 24, or https://nodejs.org; from a checkout of ${NAME} after npm install: export PATH="<checkout>/node_modules/node/bin:$PATH") and start dsh again`;
}
/** Installs the hook when this process is the dsh CLI and the host's packages are there. */
function hookHostPackages() {
    const register = nodeModule.registerHooks;
    if (!isDshCli(process.argv[1]))
        return undefined;
    // Under the dsh CLI an older Node fails the boot anyway; say why here, where it is known.
    if (typeof register !== 'function' || !nodeRunsDsh(process.versions.node)) {
        const message = oldNodeMessage(process.version, process.execPath);
        process.stderr.write(`${message}\n`);
        throw new Error(message);
    }
    const hostModules = hostModulesDir(process.env);
    if (!existsSync(hostModules))
        return undefined;
    const hostHas = (pkg) => existsSync(join(hostModules, pkg, 'package.json'));
    register({
        resolve(specifier, context, nextResolve) {
            const parentURL = hostParentURL(specifier, context.parentURL, PACKAGE_ROOT, hostModules, hostHas);
            return nextResolve(specifier, parentURL === undefined ? context : { ...context, parentURL });
        },
    });
    return hostModules;
}
const hooked = hookHostPackages();
let plugin;
try {
    plugin = await import("../plugin/index.js");
}
catch (error) {
    process.stderr.write(`${loadFailureMessage(error, PACKAGE_ROOT, hooked ?? hostModulesDir(process.env))}\n`);
    throw error;
}
/**
 * Under the dsh CLI a config the host rejects is also said on stderr, before the host's own
 * report (which sits inside some 30 lines of stack trace): the one issue the plugin's Config
 * gives, the line naming every bad field (src/plugin/config.ts).
 */
function sayInvalidConfig(config) {
    const standard = config['~standard'];
    Object.defineProperty(config, '~standard', {
        configurable: true,
        value: {
            ...standard,
            validate(value) {
                const result = standard.validate(value);
                if (result.issues !== undefined)
                    process.stderr.write(`${result.issues.map((i) => i.message).join('\n')}\n`);
                return result;
            },
        },
    });
}
if (isDshCli(process.argv[1]))
    sayInvalidConfig(plugin.Config);
export const name = plugin.name;
export const inject = plugin.inject;
export const Config = plugin.Config;
export const apply = plugin.apply;
