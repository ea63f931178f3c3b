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
export declare function domainOf(nodeid: string): string;
/**
 * Inverse of {@link domainOf} for the part after the file: `TestK.test_x[1.5]` -> `TestK::test_x[1.5]`.
 *
 * @param domain a section header's title.
 */
export declare function nodePartOf(domain: string): string;
/** The file of a node id: its part before the first `::`. */
export declare const fileOf: (nodeid: string) => string;
/** pytest's default `python_files` patterns, `test_*.py` and `*_test.py`. */
export declare const TEST_FILE: RegExp;
/** Whether `path` is absolute (`/x`, `C:\x`, `C:/x`), as `--tb=line` crash lines print it (`str(reprcrash)`). */
export declare function isAbsolute(path: string): boolean;
/**
 * Whether a node id is a doctest's (`textops.py::textops.slug`): pytest names a doctest item by
 * its object's dotted name, module first, where a test function or class is one identifier per
 * `::` part (a parameter id, in brackets, may hold dots). A doctest sits in the code under test.
 */
export declare function isDoctestItem(nodeid: string): boolean;
