import { type HasFile } from './runner-outputs.ts';
/** A test file by any runner's convention. */
export declare function isAnyTestFile(path: string): boolean;
/** A runner config, manifest or start-up hook file (not a test file), at any depth. */
export declare function isRunnerConfigFile(path: string): boolean;
/** A file under a test directory at any depth. */
export declare function isUnderTestDir(path: string): boolean;
/**
 * Files the runners write by rule, at the exact paths each writes (workspace/runner-outputs.ts:
 * cargo's `target/` at the root, jest's snapshots beside their test files, …). A run may write
 * them (a first run writes its snapshots): they are never a run's "write while it ran", never
 * moved aside by a baseline replay, and a replay that writes one does not keep it (the model's
 * version is put back). `hasFile` finds the outputs that sit beside a manifest (a Maven module's).
 */
export declare function isRunnerOutput(path: string, hasFile?: HasFile): boolean;
/** What part of the harness a file is, or undefined when it is not part of it. */
export type HarnessRole = 'test' | 'config' | 'support';
/**
 * The file's role in the harness: `test` (a test file), `config` (a runner config, manifest or
 * hook: changing one can change what every test does), `support` (another file under a test
 * directory), or undefined for the code under test.
 */
export declare function harnessRole(path: string): HarnessRole | undefined;
