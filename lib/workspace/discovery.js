/**
 * The runners' own discovery, beyond the project's harness files (workspace/harness-files.ts):
 * what each runner reads that the walk of the workspace does not show as harness. Each runner
 * says it in its module (`discovery`, runners/runner.ts); no runner is named here.
 *
 * - **Shadows**: files at the project root that run instead of the runner or a module it loads
 *   (`pytest.py` under `python3 -m pytest`), and the project's own copy of a runner it starts
 *   (`command.localBin`). They are harness config files: one added is an edit of the harness.
 * - **Configs above the root**: the config files a runner looks for in the root's parent
 *   directories, up to the filesystem root (pytest's `../pytest.ini` when the project has none).
 *   They are named relative to the root (`../pytest.ini`) and looked up under its real path
 *   (the directory the runner's process starts in). The session baseline records each by
 *   content hash (absent ones too) and the fingerprint by signature: they cannot be put back
 *   for a replay, so a change there blocks (closure/harness-baseline.ts).
 *
 * @module dsh-test-closure/workspace/discovery
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { FRAMEWORKS, RUNNERS } from "../runners/registry.js";
/** Root-relative paths that shadow a runner; one ending in `/` covers everything under it. */
const SHADOWS = FRAMEWORKS.flatMap((framework) => {
    const runner = RUNNERS[framework];
    const localBin = runner.command.localBin;
    return [...(runner.discovery?.shadows ?? []), ...(localBin !== undefined ? [normalize(localBin)] : [])];
});
/** True for a root-relative `/`-separated path that would run instead of a runner or a module it loads. */
export function isRunnerShadow(path) {
    return SHADOWS.some((shadow) => (shadow.endsWith('/') ? path.startsWith(shadow) : path === shadow));
}
/** Every config file some runner looks for above the project root, relative to a directory, each once. */
export const UPWARD_CONFIGS = [...new Set(FRAMEWORKS.flatMap((framework) => RUNNERS[framework].discovery?.upward ?? []))];
/**
 * The config files above `root` a runner could read: root-relative name (`../pytest.ini`) →
 * absolute path, from the root's parent up to the filesystem root. Empty for an unreadable root.
 */
export function configsAbove(root) {
    const found = new Map();
    let real;
    try {
        real = realpathSync(root);
    }
    catch {
        return found;
    }
    let up = '../';
    for (let dir = dirname(real);; dir = dirname(dir), up += '../') {
        for (const name of UPWARD_CONFIGS)
            found.set(`${up}${name}`, join(dir, name));
        if (dirname(dir) === dir)
            break;
    }
    return found;
}
function contentHash(path) {
    try {
        return createHash('sha256').update(readFileSync(path)).digest('hex');
    }
    catch {
        return null;
    }
}
/** Records the configs above `root` by content. */
export function recordConfigsAbove(root) {
    const record = {};
    for (const [name, path] of configsAbove(root))
        record[name] = contentHash(path);
    return record;
}
/** The configs above `root` whose content differs from `recorded` (written, changed or removed), sorted. */
export function changedConfigsAbove(recorded, root) {
    const changed = [];
    for (const [name, path] of configsAbove(root)) {
        // A name not recorded (the root moved deeper since) counts as recorded absent.
        if (contentHash(path) !== (recorded[name] ?? null))
            changed.push(name);
    }
    return changed.sort();
}
