/**
 * What the runners write by rule, at the exact paths each one writes (its `outputs`,
 * runners/runner.ts): cargo's `target/` at the project root, each Maven module's `target/`
 * beside its `pom.xml`, jest's `__snapshots__/<test file>.snap` beside a test file of its. A
 * `target/` elsewhere in the tree (`src/target/`) is the project's own directory.
 *
 * Pure functions over root-relative, `/`-separated paths; `hasFile` tells whether a path is a
 * file of the workspace (for outputs that sit beside a manifest).
 *
 * @module dsh-test-closure/workspace/runner-outputs
 */
import { FRAMEWORKS, RUNNERS } from "../runners/registry.js";
const NO_FILES = () => false;
/** The runners' output rules, read once. */
const OUTPUTS = FRAMEWORKS.flatMap((framework) => {
    const { outputs, isTestFile } = RUNNERS[framework];
    return outputs === undefined ? [] : [{ ...outputs, isTestFile }];
});
/** True when `path` lies in `dir` (ending in `/`) at the root, or beside a `manifest` file. */
function inOutputDir(path, dir, manifest, hasFile) {
    if (path.startsWith(dir))
        return true;
    if (manifest === undefined)
        return false;
    for (let at = path.indexOf(`/${dir}`); at > 0; at = path.indexOf(`/${dir}`, at + 1)) {
        if (hasFile(`${path.slice(0, at)}/${manifest}`))
            return true;
    }
    return false;
}
/** True when some runner writes `path` by rule. */
export function isRunnerOutputPath(path, hasFile = NO_FILES) {
    for (const { dirs, manifest, snapshot, isTestFile } of OUTPUTS) {
        if (dirs !== undefined && dirs.some((dir) => inOutputDir(path, dir, manifest, hasFile)))
            return true;
        const owner = snapshot?.(path);
        if (owner !== undefined && isTestFile(owner))
            return true;
    }
    return false;
}
