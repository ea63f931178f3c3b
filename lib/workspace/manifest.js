/**
 * Reading the root package.json once into the facts the detection rules decide over: the
 * dependency field that lists each package, the scripts, the top-level keys, the
 * `packageManager` field and the `workspaces` globs. A package.json that is not a JSON
 * object is reported as `malformed`, never thrown: the other detection rules still apply.
 *
 * @module dsh-test-closure/workspace/manifest
 */
/** The dependency fields that declare a runner, in the order they are consulted. */
export const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies'];
const ABSENT = { state: 'absent', dependencies: new Map(), scripts: {}, keys: new Set() };
const MALFORMED = { ...ABSENT, state: 'malformed' };
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function stringsOf(value) {
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : undefined;
}
/**
 * Reads package.json text into its facts.
 *
 * @param text the file's contents, or `undefined` when there is no package.json.
 */
export function parseManifest(text) {
    if (text === undefined)
        return ABSENT;
    let json;
    try {
        // A UTF-8 BOM is legal in the file but not in JSON.
        json = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch {
        return MALFORMED;
    }
    if (!isRecord(json))
        return MALFORMED;
    const dependencies = new Map();
    for (const field of DEPENDENCY_FIELDS) {
        const deps = json[field];
        if (!isRecord(deps))
            continue;
        for (const name of Object.keys(deps))
            if (!dependencies.has(name))
                dependencies.set(name, field);
    }
    const scripts = {};
    if (isRecord(json['scripts'])) {
        for (const [name, value] of Object.entries(json['scripts']))
            if (typeof value === 'string' && value.trim() !== '')
                scripts[name] = value;
    }
    const rawWorkspaces = json['workspaces'];
    const workspaces = stringsOf(rawWorkspaces) ?? (isRecord(rawWorkspaces) ? stringsOf(rawWorkspaces['packages']) : undefined);
    const packageManagerField = typeof json['packageManager'] === 'string' ? json['packageManager'] : undefined;
    return {
        state: 'ok',
        dependencies,
        scripts,
        keys: new Set(Object.keys(json)),
        ...(packageManagerField !== undefined ? { packageManagerField } : {}),
        ...(workspaces !== undefined ? { workspaces } : {}),
    };
}
