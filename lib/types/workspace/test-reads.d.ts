export { READS_MAX_DIR_FILES, READS_MAX_FILE_BYTES } from './references.ts';
/** Files read (tests, harness and the modules they reach, and the code when it is asked), at most. */
export declare const READS_MAX_SCANNED = 20000;
/** Data files no rule places (`unseen`) recorded, at most. */
export declare const READS_MAX_UNSEEN = 2000;
/**
 * Why a file the tests read is harness: `support` (a module only the tests import, or one that
 * imports a test module), `data` (a data file only the tests read), `script` (a file the suite's
 * command runs or loads), `sidecar` (named after a test file, beside it), `environment` (an
 * environment file), `unseen` (a data file outside the source tree that neither the tests nor
 * the code are seen to read: neither known code nor known harness, so restored like harness).
 */
export type ReadKind = 'support' | 'data' | 'script' | 'sidecar' | 'environment' | 'unseen';
export interface TestReads {
    /** Harness files the rules by name do not know: path → why, sorted by path. */
    files: Record<string, ReadKind>;
    /** Files read to find them. */
    scanned: number;
    /** A bound stopped the scan. */
    truncated: boolean;
}
/** Directory names that hold the project's own source. */
export declare const SOURCE_ROOTS: ReadonlySet<string>;
/** An environment file: `.env`, `.env.test`, `test.env`. */
export declare const ENVIRONMENT_FILE: RegExp;
/** The scan's input: the workspace's files (relative paths) and the command lines that run its suite. */
export interface ReadsInput {
    root: string;
    files: Iterable<string>;
    /** The suite's command lines: the planned command, and the `scripts` entries it runs. */
    commands: readonly string[];
    /** `package.json` entry points (`main`, `module`, `bin`, `exports`), relative to the root. */
    entryPoints?: readonly string[];
}
/** Finds the files the tests read that are not the code under test. */
export declare function scanTestReads(input: ReadsInput): TestReads;
/** The entry points a `package.json` names (`main`, `module`, `browser`, `bin`, `exports`), relative to the root. */
export declare function packageEntryPoints(manifest: unknown): string[];
/** The `package.json` scripts a command runs: `test` (with `pretest` and `posttest`) and those they run by name. */
export declare function testScriptsOf(scripts: Readonly<Record<string, unknown>> | undefined): string[];
/** {@link scanTestReads} on a workspace: its `package.json` gives the entry points and the test scripts beside `command`. */
export declare function testReadsOf(root: string, files: Iterable<string>, command: string | undefined): TestReads;
