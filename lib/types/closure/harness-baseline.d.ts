import { type Fingerprint } from '../workspace/fingerprint.ts';
import { type HarnessRole } from '../workspace/harness-files.ts';
import type { ResolvedWord } from '../workspace/command-words.ts';
import { type ConfigsAbove } from '../workspace/discovery.ts';
import type { EnvironmentRecord } from '../workspace/environment.ts';
import type { TestReads } from '../workspace/test-reads.ts';
/** Harness files recorded per session, at most. */
export declare const BASELINE_MAX_FILES = 5000;
/** Bytes of harness file content stored per session, at most. */
export declare const BASELINE_MAX_BYTES: number;
/** A single file larger than this is recorded by hash only. */
export declare const BASELINE_MAX_FILE_BYTES: number;
/** One recorded harness file. */
export interface BaselineFile {
    /** sha256 of the content, hex. */
    sha: string;
    size: number;
    role: HarnessRole;
    /** The fingerprint signature it had (size:mtime:ctime:ino): equal now means unchanged. */
    signature: string;
    /** Its content is in the store and can be put back; false past the budget. */
    stored: boolean;
}
export interface HarnessBaseline {
    sessionId: string;
    /** The workspace root the baseline describes. */
    root: string;
    /** When it was captured (ms since the epoch). */
    capturedAt: number;
    /** `session-start`: before the model's first step; `first-run`: later (the session predates the plugin). */
    capturedWhen: 'session-start' | 'first-run';
    files: Map<string, BaselineFile>;
    /** The walk or the file bound stopped: harness files past it are not recorded. */
    truncated: boolean;
    /** Files recorded by hash only (past the byte budget). */
    hashOnly: number;
    /** Bytes of content stored. */
    storedBytes: number;
    /** The suite's planned command when the session started, and what each of its words resolved to. */
    command?: {
        command: string;
        words: ResolvedWord[];
        /** The runner kind it was planned for: the suite still, when nothing is detected later (its tests deleted). Absent in older baselines. */
        runner?: string;
    };
    /** What the runners' own discovery read when the session started, beyond the workspace's harness files (absent in a baseline recorded before it was). */
    discovery?: DiscoveryBaseline;
    /** The installed packages, virtualenvs and install records when the session started (workspace/environment.ts); absent in an older baseline. */
    environment?: EnvironmentRecord;
    /** What the tests read beyond the harness rules, found at session start (workspace/test-reads.ts); its files are in `files`. */
    reads?: TestReads;
}
/** The runners' discovery at session start (workspace/discovery.ts). */
export interface DiscoveryBaseline {
    /** The config files runners look for above the root, by content (null: absent). */
    above: ConfigsAbove;
    /** The virtualenvs (directories holding `pyvenv.cfg`) where they were: their start-up hooks are harness. */
    venvs: string[];
    /** Files the session's runs wrote at the runners' output paths (a first run's snapshots), with their signature after the run. */
    runnerWrites?: Record<string, string>;
}
/** The default state directory: the user's cache directory, never the workspace. */
export declare function defaultStateDir(): string;
/** The per-session directory of a store rooted at `stateDir`. */
export declare function sessionDir(stateDir: string, sessionId: string): string;
/** The content hash the baseline and the swap journal record. */
export declare function sha256(content: Buffer): string;
/** Writes a file atomically (write, then rename), creating its directory. */
export declare function writeAtomic(path: string, content: string | Buffer): void;
/** A content-addressed blob store under a session directory. */
export declare class BlobStore {
    #private;
    constructor(sessionDirectory: string);
    /** Stores `content`, returns its hash. */
    put(content: Buffer): string;
    /** The stored content, or undefined when absent or damaged (its hash no longer matches). */
    get(sha: string): Buffer | undefined;
}
/**
 * The harness files of a workspace now, with their signatures: those of the fingerprint's
 * walk that are harness files, and the virtualenvs' start-up hooks.
 */
export declare function harnessFilesOf(root: string, fingerprint: Fingerprint, venvs?: readonly string[]): Map<string, {
    role: HarnessRole;
    signature: string;
}>;
/**
 * Records the harness of `root` as it is now and stores it under `dir` (the session's directory).
 * Never throws for an unreadable file: a file that cannot be read is left out.
 */
export declare function captureBaseline(sessionId: string, root: string, fingerprint: Fingerprint, dir: string, capturedWhen: HarnessBaseline['capturedWhen'], command?: HarnessBaseline['command'], environment?: EnvironmentRecord): HarnessBaseline;
/**
 * Records one file in `baseline` as it is now: its content stored while it fits the byte
 * budget, by hash only past it (a change is still seen, but it cannot be put back). The one
 * home of that rule for every way a file joins the baseline. False when the file cannot be
 * read: it is left out.
 */
export declare function recordHarnessFile(baseline: HarnessBaseline, blobs: BlobStore, path: string, role: HarnessRole, signature: string): boolean;
/**
 * Adds test files the runner itself named (files of failing tests) that the harness rules did
 * not know (a `check_*.py` a pytest config collects): recorded as they are now, which is as they
 * were when the session started, since the caller checked their signatures against the
 * session-start fingerprint. Returns the paths added; the stored baseline is updated.
 */
export declare function adoptTestFiles(baseline: HarnessBaseline, dir: string, paths: readonly {
    path: string;
    signature: string;
}[]): string[];
/**
 * Records what a run wrote at the runners' output paths (workspace/run-writes.ts
 * `runnerOutputWrites`): while each is as the run left it, it is not an added harness file.
 */
export declare function recordRunnerWrites(baseline: HarnessBaseline, dir: string, writes: readonly [string, string][]): void;
export declare function saveBaseline(dir: string, baseline: HarnessBaseline): void;
/** The baseline stored for a session, or undefined when there is none (or it is unreadable). */
export declare function loadBaseline(dir: string): HarnessBaseline | undefined;
/** How the harness differs from the baseline now. Paths sorted. */
export interface HarnessDiff {
    /** Recorded files whose content differs. */
    changed: string[];
    /** Recorded files that no longer exist. */
    removed: string[];
    /** Harness files that were not recorded (new since the session started). */
    added: string[];
    /** Config files above the root runners read (`../pytest.ini`) written, changed or removed since: a replay cannot put them back. */
    above?: string[];
}
export declare function isHarnessUnchanged(diff: HarnessDiff): boolean;
/**
 * Compares the harness now with the baseline. A file whose signature is the recorded one is
 * unchanged without being read; any other is hashed. A recorded file the (possibly truncated)
 * walk did not list is looked up directly.
 */
export declare function diffHarness(baseline: HarnessBaseline, root: string, fingerprint: Fingerprint): HarnessDiff;
