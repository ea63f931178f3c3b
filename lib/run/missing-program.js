/**
 * A command that could not start is not a test result: a project without pnpm on PATH, or a
 * devDependency that was never installed (`npx --no` refuses to download it), would otherwise
 * read as `ERROR: 0 failed, 0 passed`. This module recognises the shell's and npx's own
 * messages, and only when the run reported nothing else: no runner summary, no test.
 *
 * @module dsh-test-closure/run/missing-program
 */
// bash: `bash: line 1: pnpm: command not found`; dash: `sh: 1: pnpm: not found`; env (GNU,
// quotes by locale): `env: ‘x’: No such file or directory`.
const NOT_FOUND = /^(?:[^:\n]*: (?:line )?\d+: |[^:\n]*: )?([^\s:'"]+): (?:command )?not found$|^env: [‘'"]([^’'"\n]+)[’'"]: No such file or directory$/m;
const NOT_EXECUTABLE = /^(?:[^:\n]*: (?:(?:line )?\d+: )?)?([^\s:]+): Permission denied$/m;
// pnpm 9 (captured): ` ERROR  This project is configured to use v10.0.0 of pnpm. Your current pnpm is v9.15.0`
// (package-manager-strict-version) and ` ERROR  This project is configured to use yarn`
// (the packageManager field names another manager).
const PNPM_REFUSES = /^ ERROR {2}(This project is configured to use \S+(?: of pnpm\. Your current pnpm is \S+)?)$/m;
// npm 7+: `npm error npx canceled due to missing packages and no YES option: ["vitest@3.2.4"]` (npm 9 and older: `npm ERR!`).
const NPX_MISSING = /npx canceled due to missing packages and no YES option: \["([^"@\n]+|@[^"@\n]+)(?:@[^"\n]*)?"/;
/**
 * The program a run could not start, when the run is nothing but that failure.
 *
 * @param exitCode the process's exit code.
 * @param output the run's raw output (stdout then stderr).
 * @param reportedTests whether the runner reported anything (a summary, or any test).
 */
export function missingProgram(exitCode, output, reportedTests) {
    if (reportedTests || exitCode === null)
        return undefined;
    if (exitCode === 127) {
        const m = NOT_FOUND.exec(output);
        if (m)
            return { program: m[1] ?? m[2], exitCode, problem: 'command not found' };
    }
    if (exitCode === 126) {
        const m = NOT_EXECUTABLE.exec(output);
        if (m)
            return { program: m[1], exitCode, problem: 'not executable' };
    }
    const npx = NPX_MISSING.exec(output);
    if (npx)
        return { program: npx[1], exitCode, problem: 'not installed' };
    const pnpm = exitCode !== 0 ? PNPM_REFUSES.exec(output) : null;
    if (pnpm)
        return { program: 'pnpm', exitCode, problem: 'refuses to run', reason: pnpm[1] };
    return undefined;
}
/** The tool error for it (the CLI words it in its own way). */
export function missingProgramMessage(missing) {
    if (missing.problem === 'refuses to run') {
        return `test_run: ${missing.program}: refuses to run (exit ${missing.exitCode}): ${missing.reason ?? ''}; no test ran; install the version package.json "packageManager" names, or pass command`;
    }
    const advice = missing.problem === 'not installed' ? 'install the project\'s dependencies first' : 'install it, or pass command';
    return `test_run: ${missing.program}: ${missing.problem} (exit ${missing.exitCode}); no test ran; ${advice}`;
}
