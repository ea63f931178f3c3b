// `method (dotted.path)` then anything (a subtest's suffix). Method names and dotted paths hold
// no spaces or parentheses (identifiers; a failed import's module name has dots).
const DESCRIPTION = /^(\S+) \(([^()\s]+)\)/;
const FIXTURES = new Set(['setUpClass', 'tearDownClass', 'setUpModule', 'tearDownModule']);
const FAILED_IMPORT = 'unittest.loader._FailedTest';
/** What `description` names; undefined when it is no unittest description. */
export function readDescription(description) {
    const m = DESCRIPTION.exec(description);
    if (m === null)
        return undefined;
    const [whole, method, path] = m;
    if (path === FAILED_IMPORT || path.startsWith(`${FAILED_IMPORT}.`))
        return { kind: 'file', name: method };
    if (FIXTURES.has(method) && !path.endsWith(`.${method}`))
        return { kind: 'run', name: whole };
    return { kind: 'test', name: whole };
}
/**
 * The unittest id that re-runs what a failure names (`python -m unittest <id>`): the test's
 * `module.Class.method`, the class or module of a fixture error, the module that failed to
 * import. Undefined for a name that is none of these.
 */
export function unittestIdOf(name) {
    const m = DESCRIPTION.exec(name);
    if (m === null)
        return /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(name) && !name.endsWith('.') ? name : undefined;
    const [, method, path] = m;
    if (path === FAILED_IMPORT || path.startsWith(`${FAILED_IMPORT}.`))
        return method;
    if (FIXTURES.has(method) && !path.endsWith(`.${method}`))
        return path;
    return path.endsWith(`.${method}`) ? path : `${path}.${method}`;
}
