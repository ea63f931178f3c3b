/**
 * dsh-test-closure: the package's main module. It is both the Cordis plugin (named exports
 * `name`, `inject`, `Config`, `apply`) and the library entry (`parseRunnerOutput`).
 *
 * @module dsh-test-closure
 */
export { name, inject, Config, apply } from "./plugin.js";
export { parseRunnerOutput, isFramework } from "./parse.js";
export { FRAMEWORKS } from "./report/types.js";
