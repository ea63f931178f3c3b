import { type Fingerprint } from '../workspace/fingerprint.ts';
import { type HarnessRole } from '../workspace/harness-files.ts';
import type { ResolvedWord } from '../workspace/command-words.ts';
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
    };
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
export declare function harnessFilesOf(root: string, fingerprint: Fingerprint): Map<string, {
    role: HarnessRole;
    signature: string;
}>;
/**
 * Records the harness of `root` as it is now and stores it under `dir` (the session's directory).
 * Never throws for an unreadable file: a file that cannot be read is left out.
 */
export declare function captureBaseline(sessionId: string, root: string, fingerprint: Fingerprint, dir: string, capturedWhen: HarnessBaseline['capturedWhen'], command?: HarnessBaseline['command']): HarnessBaseline;
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
}
export declare function isHarnessUnchanged(diff: HarnessDiff): boolean;
/**
 * Compares the harness now with the baseline. A file whose signature is the recorded one is
 * unchanged without being read; any other is hashed. A recorded file the (possibly truncated)
 * walk did not list is looked up directly.
 */
export declare function diffHarness(baseline: HarnessBaseline, root: string, fingerprint: Fingerprint): HarnessDiff;
