/**
 * The public parse entry: `parseRunnerOutput(framework, text)`. The only function the
 * tools, the CLI and users call to turn console output into a {@link ParseResult}.
 *
 * @module dsh-test-closure/parse
 */
import { failedResult } from "./parsing/result.js";
import { runPipeline } from "./parsing/pipeline.js";
import {} from "./report/kinds.js";
import { FRAMEWORKS, isFramework, RUNNERS } from "./runners/registry.js";
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
        return runPipeline(RUNNERS[framework].parser, input);
    }
    catch (error) {
        // Last guard against a parser bug: the contract is a result, never an exception.
        return failedResult(framework, 'unparsed', 0, error);
    }
}
