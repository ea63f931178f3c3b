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
export const DENO_CONFIG_FILES = ['deno.json', 'deno.jsonc'] as const;

/** The planned whole-suite command. */
export const DENO_COMMAND: readonly string[] = ['deno', 'test'];

/** Deno's default test-module names. */
const TEST_MODULE = /(?:^|\/)(?:[^/]*[_.])?test\.(?:ts|tsx|mts|js|mjs|jsx)$/;

/** Whether a relative `/`-separated path is a test module by Deno's default names. */
export function isDenoTestFile(path: string): boolean {
  return TEST_MODULE.test(path) && !path.split('/').includes('node_modules');
}
