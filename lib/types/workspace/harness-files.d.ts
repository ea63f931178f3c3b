/** A test file by any runner's convention. */
export declare function isAnyTestFile(path: string): boolean;
/** A runner config, manifest or start-up hook file (not a test file), at any depth. */
export declare function isRunnerConfigFile(path: string): boolean;
/** A file under a test directory at any depth. */
export declare function isUnderTestDir(path: string): boolean;
export declare function isRunnerOutput(path: string): boolean;
/** What part of the harness a file is, or undefined when it is not part of it. */
export type HarnessRole = 'test' | 'config' | 'support';
/**
 * The file's role in the harness: `test` (a test file), `config` (a runner config, manifest or
 * hook: changing one can change what every test does), `support` (another file under a test
 * directory), or undefined for the code under test.
 */
export declare function harnessRole(path: string): HarnessRole | undefined;
