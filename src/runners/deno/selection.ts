/**
 * target and last_failed for `deno test`: one `--filter` regular expression, anchored, that
 * names each failing test: `--filter '/^(?:add\(2, 2\) is 5|cart)$/'`. Deno reads a filter
 * between slashes as a regular expression and matches it against test names only: a failing
 * step (`cart > totals > with tax`) re-runs its whole test (`cart`), steps and all. A module
 * stopped by an uncaught error, or one that did not load, is named by its path: it selects no
 * test, and the run it needs is the whole suite's (or the model's targets).
 *
 * @module dsh-test-closure/runners/deno/selection
 */
import { escapeRegExp } from '../regexp.ts';

/** How the parser joins a test's title path. */
export const DENO_STEP_SEPARATOR = ' > ';
/** A module path (`calc_test.ts`, `/abs/broken_test.ts`): a file failure's name, not a test's. */
const MODULE_PATH = /(?:^|[_.\/])test\.(?:ts|tsx|mts|js|mjs|jsx)$/;

/** The top-level test a failure name selects; undefined for a module's name. */
export function denoTestOf(name: string): string | undefined {
  if (name === '' || MODULE_PATH.test(name)) return undefined;
  const cut = name.indexOf(DENO_STEP_SEPARATOR);
  return cut < 0 ? name : name.slice(0, cut);
}

/** The `--filter` selection of `names`; undefined when none names a test. */
export function selectDenoTests(names: readonly string[], targets: readonly string[]): { flags: string[]; operands: string[]; count: number } | undefined {
  const tests = [...new Set(names.map(denoTestOf).filter((t): t is string => t !== undefined))];
  if (tests.length === 0) return undefined;
  return { flags: ['--filter', `/^(?:${tests.map(escapeRegExp).join('|')})$/`], operands: [...targets], count: tests.length };
}
