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
/** What `description` names; undefined when it is no unittest description. */
export declare function readDescription(description: string): UnittestName | undefined;
/**
 * The unittest id that re-runs what a failure names (`python -m unittest <id>`): the test's
 * `module.Class.method`, the class or module of a fixture error, the module that failed to
 * import. Undefined for a name that is none of these.
 */
export declare function unittestIdOf(name: string): string | undefined;
