/** Inputs one test file may have; past it the file is open. */
export declare const INPUTS_MAX_PER_UNIT = 10000;
export interface TestInputs {
    /** Test file (go: package directory) → its inputs, itself included, sorted. */
    units: Map<string, string[]>;
    /** Open test files → why their inputs cannot be known (one clause). */
    open: Map<string, string>;
    /** The files every test reads. */
    global: Set<string>;
}
export interface InputsRequest {
    root: string;
    /** The workspace's files (relative, as the fingerprint names them). */
    files: Iterable<string>;
    /** The suite's test files. */
    units: readonly string[];
    /** The suite's command lines: the files their words name are global. */
    commands: readonly string[];
}
/** How a runner's test files are read for inputs: their imports (JS/TS, Python), or go's packages. */
export type InputsKind = 'imports' | 'go-packages';
/** Each test file's (go: package's) inputs, the open ones and the global files. */
export declare function testInputsOf(request: InputsRequest, kind: InputsKind): TestInputs;
