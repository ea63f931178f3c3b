/**
 * What identifies a Deno project and the command test_run plans for it (read by ./runner.ts,
 * whose detection evidence the workspace rules apply):
 *
 * - A root `deno.json` or `deno.jsonc` (Deno's configuration file). Its test modules, by Deno's
 *   default names (`*_test`, `*.test` or `test` with a ts, tsx, mts, js, mjs or jsx
 *   extension), are listed but decide nothing: node:test and bun name theirs the same.
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
/** Whether a relative `/`-separated path is a test module by Deno's default names. */
export declare function isDenoTestFile(path: string): boolean;
