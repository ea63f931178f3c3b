/**
 * Reading the root package.json: which dependency field lists a package, `scripts.test`,
 * the `jest` key and the `packageManager` field. A package.json that is not a JSON
 * object is reported as `malformed`, never thrown: the other detection rules still apply.
 *
 * @module dsh-test-closure/workspace/manifest
 */
/** The dependency fields that declare a runner. */
export const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies'];
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Parses package.json text.
 *
 * @param text the file's contents, or `undefined` when there is no package.json.
 */
export function parseManifest(text) {
    if (text === undefined)
        return { kind: 'absent' };
    try {
        // A UTF-8 BOM is legal in the file but not in JSON.
        const json = JSON.parse(text.replace(/^\uFEFF/, ''));
        return isRecord(json) ? { kind: 'ok', json } : { kind: 'malformed' };
    }
    catch {
        return { kind: 'malformed' };
    }
}
/**
 * The first dependency field that lists `name`.
 *
 * @param json a parsed package.json object.
 * @param name a package name, e.g. `vitest`.
 */
export function dependencyFieldOf(json, name) {
    return DEPENDENCY_FIELDS.find((field) => {
        const deps = json[field];
        return isRecord(deps) && Object.hasOwn(deps, name);
    });
}
/** `scripts.test` when it is a non-empty string. */
export function testScriptOf(json) {
    const scripts = json['scripts'];
    if (!isRecord(scripts))
        return undefined;
    const test = scripts['test'];
    return typeof test === 'string' && test.trim() !== '' ? test : undefined;
}
/** True when package.json carries a `jest` configuration key. */
export function hasJestKey(json) {
    return Object.hasOwn(json, 'jest');
}
/** The `packageManager` field (e.g. `pnpm@9.1.0`) when it is a string. */
export function packageManagerFieldOf(json) {
    const value = json['packageManager'];
    return typeof value === 'string' ? value : undefined;
}
