/** True for a root-relative `/`-separated path that would run instead of a runner or a module it loads. */
export declare function isRunnerShadow(path: string): boolean;
/** Every config file some runner looks for above the project root, relative to a directory, each once. */
export declare const UPWARD_CONFIGS: readonly string[];
/**
 * The config files above `root` a runner could read: root-relative name (`../pytest.ini`) →
 * absolute path, from the root's parent up to the filesystem root. Empty for an unreadable root.
 */
export declare function configsAbove(root: string): Map<string, string>;
/** What a session saw above its root when it started: root-relative name → sha256 of the content, or null where no file was. */
export type ConfigsAbove = Record<string, string | null>;
/** Records the configs above `root` by content. */
export declare function recordConfigsAbove(root: string): ConfigsAbove;
/** The configs above `root` whose content differs from `recorded` (written, changed or removed), sorted. */
export declare function changedConfigsAbove(recorded: ConfigsAbove, root: string): string[];
