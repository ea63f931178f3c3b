/**
 * unittest's test descriptions, `str(test)`: what its FAIL/ERROR headers and -v result lines
 * print, and what a failure is named by. Python 3.11 and later print `test_x (pkg.mod.Class.test_x)`,
 * 3.10 `test_x (pkg.mod.Class)`; a subtest appends ` (i=1)` or ` [msg] (i=1)`. Besides tests,
 * unittest reports two kinds of errors under such names:
 * - a class or module fixture that raised: `setUpClass (pkg.mod.Class)`, `setUpModule (pkg.mod)`
 *   (its `_ErrorHolder`; no test is counted for it);
 * - a module that failed to import: `pkg.mod (unittest.loader._FailedTest.pkg.mod)`, which
 *   unittest counts as a test.
 *
 * @module dsh-test-closure/runners/unittest/names
 */
import type { FailureKind } from '../../report/types.ts';

/** What a description names. */
export interface UnittestName {
  /** `run` for a fixture error, `file` for a module that failed to import, else `test`. */
  kind: FailureKind;
  /**
   * The failure's name: the test's description without a subtest's suffix (`test_x (m.C.test_x)`),
   * a fixture's description (`setUpClass (m.C)`), or the dotted module that failed to import.
   */
  name: string;
}

// `method (dotted.path)` then anything (a subtest's suffix). Method names and dotted paths hold
// no spaces or parentheses (identifiers; a failed import's module name has dots).
const DESCRIPTION = /^(\S+) \(([^()\s]+)\)/;
const FIXTURES = new Set(['setUpClass', 'tearDownClass', 'setUpModule', 'tearDownModule']);
const FAILED_IMPORT = 'unittest.loader._FailedTest';

/** What `description` names; undefined when it is no unittest description. */
export function readDescription(description: string): UnittestName | undefined {
  const m = DESCRIPTION.exec(description);
  if (m === null) return undefined;
  const [whole, method, path] = m as unknown as [string, string, string];
  if (path === FAILED_IMPORT || path.startsWith(`${FAILED_IMPORT}.`)) return { kind: 'file', name: method };
  if (FIXTURES.has(method) && !path.endsWith(`.${method}`)) return { kind: 'run', name: whole };
  return { kind: 'test', name: whole };
}

/**
 * The unittest id that re-runs what a failure names (`python -m unittest <id>`): the test's
 * `module.Class.method`, the class or module of a fixture error, the module that failed to
 * import. Undefined for a name that is none of these.
 */
export function unittestIdOf(name: string): string | undefined {
  const m = DESCRIPTION.exec(name);
  if (m === null) return /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(name) && !name.endsWith('.') ? name : undefined;
  const [, method, path] = m as unknown as [string, string, string];
  if (path === FAILED_IMPORT || path.startsWith(`${FAILED_IMPORT}.`)) return method;
  if (FIXTURES.has(method) && !path.endsWith(`.${method}`)) return path;
  return path.endsWith(`.${method}`) ? path : `${path}.${method}`;
}
