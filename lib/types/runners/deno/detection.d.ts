/**
 * What identifies a Deno project, the command test_run plans for it, and the reasons test_probe
 * shows: data and pure functions over the workspace's file names, so the workspace scan
 * (src/workspace/) only gathers the facts.
 *
 * - A root `deno.json` or `deno.jsonc` (Deno's configuration file); else, with no package.json
 *   (whose runners come first), test modules by Deno's default names: `*_test`, `*.test` or
 *   `test` with a ts, tsx, mts, js, mjs or jsx extension.
 * - The command: `deno test`, the pretty reporter the parser reads. Deno has no colour flag and
 *   colours its output even when it is not a terminal; NO_COLOR would turn that off but is read by
 *   the code under test too (`Deno.noColor`), so it is not set: the parser strips colour.
 *
 * @module dsh-test-closure/runners/deno/detection
 */
/** Deno's configuration files, in the order Deno looks for them. */
export declare const DENO_CONFIG_FILES: readonly ["deno.json", "deno.jsonc"];
/** The planned whole-suite command. */
export declare const DENO_COMMAND: readonly string[];
/** What test_probe says decided. */
export declare const DENO_REASONS: {
    readonly config: (file: string) => string;
    readonly testFiles: "Deno test modules (*_test.ts, *.test.ts) were found and no package.json";
};
/** Whether a relative `/`-separated path is a test module by Deno's default names. */
export declare function isDenoTestFile(path: string): boolean;
/** The facts detection reads. */
export interface DenoFacts {
    /** Names of the files at the workspace root. */
    rootFiles: ReadonlySet<string>;
    /** Relative paths of the workspace's files. */
    files: readonly string[];
}
export interface DenoDetection {
    /** The file that decided, when one did. */
    configPath?: string;
    reason: string;
    words: readonly string[];
}
/** Deno when the facts identify it (see the module doc); undefined otherwise. */
export declare function detectDeno(facts: DenoFacts): DenoDetection | undefined;
