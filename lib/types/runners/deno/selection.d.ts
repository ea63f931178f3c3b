/** How the parser joins a test's title path. */
export declare const DENO_STEP_SEPARATOR = " > ";
/** The top-level test a failure name selects; undefined for a module's name. */
export declare function denoTestOf(name: string): string | undefined;
/** The `--filter` selection of `names`; undefined when none names a test. */
export declare function selectDenoTests(names: readonly string[], targets: readonly string[]): {
    flags: string[];
    operands: string[];
    count: number;
} | undefined;
