/**
 * The public parse entry: `parseRunnerOutput(framework, text)`. The only function the
 * tools, the CLI and users call to turn console output into a {@link ParseResult}.
 *
 * @module dsh-test-closure/parse
 */
import { parseJestOutput } from "./runners/jest/parse.js";
import { parseNodeTestOutput } from "./runners/node-test/parse.js";
import { parsePytestOutput } from "./runners/pytest/parse.js";
import { parseVitestOutput } from "./runners/vitest/parse.js";
import { failedResult } from "./parsing/result.js";
import { FRAMEWORKS, isFramework } from "./runners/kinds.js";
const PARSERS = {
    vitest: parseVitestOutput,
    jest: parseJestOutput,
    pytest: parsePytestOutput,
    'node:test': parseNodeTestOutput,
};
/**
 * Drops `files` when it leaves out the file of a failing test the same output names: lines a
 * test printed (pytest `-s`) stood in for the runner's, so the list cannot tell what ran.
 */
function withTrustedFiles(result) {
    const files = result.files;
    if (files === undefined)
        return result;
    const known = new Set(files);
    if (result.failures.every((f) => f.kind !== 'test' || f.file === undefined || known.has(f.file)))
        return result;
    const { files: _untrusted, ...rest } = result;
    return rest;
}
/**
 * Parses the console output of one test run.
 *
 * Total over `text`: any string (binary junk, truncated, empty, tens of MB) yields a
 * result and never throws; a non-string is treated as its string form. Output of
 * `npm test` is parsed with the framework of the runner the script calls.
 *
 * @param framework one of {@link FRAMEWORKS}; anything else is a programming error and throws a TypeError.
 * @param text the runner's combined stdout and stderr.
 */
export function parseRunnerOutput(framework, text) {
    if (!isFramework(framework)) {
        throw new TypeError(`parseRunnerOutput: unknown framework ${JSON.stringify(framework)}; expected one of ${FRAMEWORKS.join(', ')}`);
    }
    const input = typeof text === 'string' ? text : String(text ?? '');
    try {
        return withTrustedFiles(PARSERS[framework](input));
    }
    catch (error) {
        // Last guard against a parser bug: the contract is a result, never an exception.
        return failedResult(framework, 'unparsed', 0, error);
    }
}
