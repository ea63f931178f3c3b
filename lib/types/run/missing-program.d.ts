/**
 * A command that could not start is not a test result: a project without pnpm on PATH, or a
 * devDependency that was never installed (`npx --no` refuses to download it), would otherwise
 * read as `ERROR: 0 failed, 0 passed`. This module recognises the shell's and npx's own
 * messages, and only when the run reported nothing else: no runner summary, no test.
 *
 * @module dsh-test-closure/run/missing-program
 */
/** What could not start, as the message names it. */
export interface MissingProgram {
    /** The program or package, e.g. `pnpm`, `vitest`. */
    program: string;
    /** The shell's exit code (126 found but not executable, 127 not found; npx: 1). */
    exitCode: number;
    /** The message's own words, for the error text: `command not found`, `not executable`, `not installed`, `refuses to run`. */
    problem: 'command not found' | 'not executable' | 'not installed' | 'refuses to run';
    /** For `refuses to run`: the package manager's own reason, one line. */
    reason?: string;
}
/**
 * The program a run could not start, when the run is nothing but that failure.
 *
 * @param exitCode the process's exit code.
 * @param output the run's raw output (stdout then stderr).
 * @param reportedTests whether the runner reported anything (a summary, or any test).
 */
export declare function missingProgram(exitCode: number | null, output: string, reportedTests: boolean): MissingProgram | undefined;
/** The tool error for it (the CLI words it in its own way). */
export declare function missingProgramMessage(missing: MissingProgram): string;
