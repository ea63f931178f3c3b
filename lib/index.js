/**
 * dsh-test-closure: the package's main module.
 *
 * @module dsh-test-closure
 */
export { parseRunnerOutput, isFramework } from "./parse.js";
export { FRAMEWORKS } from "./report/types.js";
