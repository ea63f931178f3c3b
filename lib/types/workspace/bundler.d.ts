/** Bundler's lockfile, at the root. */
export declare const BUNDLER_LOCKFILE = "Gemfile.lock";
/** The words before a command that runs through the bundle. */
export declare const BUNDLE_EXEC: readonly string[];
/** Whether a Gemfile.lock's text locks `gem` (a spec entry, 4 spaces in, any version). */
export declare function locksGem(lockText: string, gem: string): boolean;
/** The root's Gemfile.lock when it locks `gem`; undefined otherwise (none, unreadable, or no such gem). */
export declare function bundleLocking(root: string, gem: string): string | undefined;
