/** The package and top-level test a failure name `pkg/TestX/sub` names; undefined for a package-level failure. */
export declare function splitGoName(name: string): {
    pkg: string;
    test: string;
} | undefined;
/** The `-run` selection of `names`; undefined when none names a test. */
export declare function selectGoTests(names: readonly string[], targets: readonly string[]): {
    flags: string[];
    operands: string[];
    count: number;
} | undefined;
