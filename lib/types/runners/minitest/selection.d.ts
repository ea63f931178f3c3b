export interface MinitestSelection {
    flags: string[];
    operands: string[];
    count: number;
}
/** The `-n` selection of `names`; undefined when none names a test. */
export declare function selectMinitestTests(names: readonly string[], targets: readonly string[]): MinitestSelection | undefined;
