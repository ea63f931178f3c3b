/**
 * pytest node ids (`tests/a.py::TestK::test_x[1]`) and what the output shows of them: the
 * domain name a section header carries (`TestK.test_x[1]`), the file, and the paths of
 * location lines.
 *
 * @module dsh-test-closure/runners/pytest/node-ids
 */
/**
 * `tests/a.py::TestK::test_x[a::b]` -> `TestK.test_x[a::b]`, the title pytest puts in section headers.
 *
 * @param nodeid a node id, or a file path (returned as it is).
 */
export function domainOf(nodeid) {
    const at = nodeid.indexOf('::');
    if (at < 0)
        return nodeid;
    const rest = nodeid.slice(at + 2);
    const bracket = rest.indexOf('[');
    const head = bracket < 0 ? rest : rest.slice(0, bracket);
    return head.replaceAll('::', '.') + (bracket < 0 ? '' : rest.slice(bracket));
}
/**
 * Inverse of {@link domainOf} for the part after the file: `TestK.test_x[1.5]` -> `TestK::test_x[1.5]`.
 *
 * @param domain a section header's title.
 */
export function nodePartOf(domain) {
    const bracket = domain.indexOf('[');
    const head = bracket < 0 ? domain : domain.slice(0, bracket);
    return head.replaceAll('.', '::') + (bracket < 0 ? '' : domain.slice(bracket));
}
/** The file of a node id: its part before the first `::`. */
export const fileOf = (nodeid) => nodeid.split('::')[0] ?? nodeid;
/** pytest's default `python_files` patterns, `test_*.py` and `*_test.py`. */
export const TEST_FILE = /(?:^|\/)(?:test_[^/]*|[^/]*_test)\.py$/;
/** Whether `path` is absolute (`/x`, `C:\x`, `C:/x`), as `--tb=line` crash lines print it (`str(reprcrash)`). */
export function isAbsolute(path) {
    const c = path.charCodeAt(0);
    if (c === 47)
        return true; // `/`
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    const sep = path.charCodeAt(2);
    return letter && path.charCodeAt(1) === 58 && (sep === 92 || sep === 47); // `C:\` or `C:/`
}
/**
 * Whether a node id is a doctest's (`textops.py::textops.slug`): pytest names a doctest item by
 * its object's dotted name, module first, where a test function or class is one identifier per
 * `::` part (a parameter id, in brackets, may hold dots). A doctest sits in the code under test.
 */
export function isDoctestItem(nodeid) {
    const at = nodeid.indexOf('::');
    if (at < 0)
        return false;
    const item = nodeid.slice(at + 2).split('[')[0];
    return item.includes('.');
}
