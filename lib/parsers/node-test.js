/**
 * PLACEHOLDER: replaced by the node:test parser. Returns an empty result.
 *
 * @module dsh-test-closure/parsers/node-test
 */
import { emptyResult } from "../report/result.js";
/** Parses node:test console output. Total: never throws. */
export function parseNodeTestOutput(text) {
    return emptyResult('node:test', 'node-test', text.length === 0 ? 0 : 1);
}
