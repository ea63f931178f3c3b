import type { Framework } from '../report/kinds.ts';
import { type OutsideWriter } from '../run/sandbox-writes.ts';
/**
 * The environment that points the given frameworks' caches at the temp area, for a run under
 * sandbox `mode` (`undefined` or `none`: unsandboxed) that inherits `env`. Empty unless `mode`
 * is `workspace-write` and a framework has a redirect that applies (a store's only where the
 * user has none); creates the private directory when one is needed.
 */
export declare function sandboxWriteEnv(frameworks: readonly Framework[], mode: string | undefined, env?: NodeJS.ProcessEnv, accountHome?: string): Record<string, string>;
/**
 * The places the runners (in the registry's order), then the tools no runner owns, write
 * outside the workspace, as this process's environment places them (the run inherits it):
 * each one's own variable, else its documented default. `accountHome` is the account's home
 * directory (Java's), read from the system when not given.
 */
export declare function outsideWriters(env?: NodeJS.ProcessEnv, accountHome?: string): OutsideWriter[];
