/**
 * dsh-test-closure's library entry: host-free (no `@deepseek-ai/*` import, checked by
 * test/unit/layers.test.ts), for humans, CI logs and other tools. The parsers, the planner's
 * view of a workspace, and the types of their results. The Cordis plugin dsh loads is the
 * `dsh-test-closure/plugin` subpath (src/plugin/index.ts).
 *
 * @module dsh-test-closure
 */
export { parseRunnerOutput } from "./parse.js";
export { FRAMEWORKS, isFramework } from "./runners/registry.js";
