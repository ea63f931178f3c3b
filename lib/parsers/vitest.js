/**
 * PLACEHOLDER: replaced by the vitest parser. Returns an empty result.
 *
 * @module dsh-test-closure/parsers/vitest
 */
import { emptyResult } from "../report/result.js";
/** Parses vitest console output. Total: never throws. */
export function parseVitestOutput(text) {
    return emptyResult('vitest', 'vitest', text.length === 0 ? 0 : 1);
}
