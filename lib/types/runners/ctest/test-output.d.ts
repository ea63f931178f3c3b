export interface TestOutputFailure {
    message?: string;
    location?: string;
    detail?: string[];
}
/** The message, location and detail of a failing test's output lines (see the module doc). */
export declare function readTestOutput(output: readonly string[]): TestOutputFailure;
