/** What becomes of a target. */
export type TargetOutcome = {
    kind: 'suite';
} | {
    kind: 'target';
    target: string;
}
/** A directory target for a runner that takes files, holding no test file: a tool error. */
 | {
    kind: 'refused';
    message: string;
};
/**
 * Reads a target against the suite's test files.
 *
 * @param testFiles every test file of the suite (the probe's list, untruncated), or undefined
 *   when the list is incomplete: the target is then only checked for the root.
 * @param filesOnly the runner takes test files, not directories (node:test).
 */
export declare function readSuiteTarget(target: string, root: string, testFiles: readonly string[] | undefined, filesOnly: boolean): TargetOutcome;
