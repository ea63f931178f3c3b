import type { ParseResult } from '../report/types.ts';
/**
 * Parses pytest console output (stdout and stderr, merged or concatenated) of pytest 7-9
 * at any verbosity and traceback style. Failure names are pytest node ids
 * (`tests/a.py::TestK::test_x[1]`); a collection error is a `file` failure named by its path.
 *
 * Total: never throws; a grammar failure yields a best-effort empty result with
 * `diagnostics.parserError`.
 *
 * @param text the runner's console output.
 * @returns counts, failures, and whether pytest's final stats line was seen.
 */
export declare function parsePytestOutput(text: string): ParseResult;
