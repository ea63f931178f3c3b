/** This package's root (real path), two levels above this module in src/ and lib/. */
export declare const PACKAGE_ROOT: string;
/** dsh's home as dsh resolves it: `$DSH_HOME` unless blank, else `~/.dsh`. */
export declare function dshHome(env: NodeJS.ProcessEnv): string;
/** The host's shared packages: `$DSH_HOME/profiles/node_modules`. */
export declare function hostModulesDir(env: NodeJS.ProcessEnv): string;
/** Whether `script` (the process's `argv[1]`) is the dsh CLI: its nearest package.json is `@deepseek-ai/dsh`'s. */
export declare function isDshCli(script: string | undefined): boolean;
/**
 * The parent URL an import should resolve from instead of its own: a file in `hostModules`'
 * directory for a `@deepseek-ai/*` package the host has, imported from this package's own
 * files (not from its node_modules); undefined (resolve as usual) for anything else.
 */
export declare function hostParentURL(specifier: string, parentURL: string | undefined, packageRoot: string, hostModules: string, hostHas: (pkg: string) => boolean): string | undefined;
/** The one line printed when the plugin cannot load, naming what to run where it can. */
export declare function loadFailureMessage(error: unknown, packageRoot: string, hostModules: string): string;
/** The Node dsh needs (its repository's engines: `^22.19.0 || >=24.0.0`). */
export declare const DSH_NODE = "22.19";
/** Whether Node `version` (`22.19.0`, no `v`) is one dsh runs on: 22.19 or later. */
export declare function nodeRunsDsh(version: string): boolean;
/**
 * The one line printed when the dsh CLI runs on a Node it cannot boot a session on. dsh
 * itself then fails with only "no agent factory registered … plugin(s) failed to load".
 */
export declare function oldNodeMessage(version: string, execPath: string): string;
export declare const name = "dsh-test-closure";
export declare const inject: string[];
export declare const Config: import("@deepseek-ai/schemastery").default<import("../plugin/config.ts").Config>;
export declare const apply: typeof import("../plugin/index.ts").apply;
