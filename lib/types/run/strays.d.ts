/** The environment variable that marks every process of one run: a random name and value. */
export interface RunCookie {
    name: string;
    value: string;
}
/** Grace period between SIGTERM and SIGKILL. */
export declare const STRAY_GRACE_MS = 2000;
/** A fresh cookie for one run: `_` and 16 random hex digits (upper case), and 32 random hex digits. */
export declare function newRunCookie(): RunCookie;
/** The cookie as an environment entry. */
export declare function cookieEnv(cookie: RunCookie): Record<string, string>;
export interface StrayProcess {
    pid: number;
    /** The process's command name (`/proc/<pid>/comm`). */
    command: string;
}
export interface StrayReport {
    /** False where the platform gives no way to find a run's processes (no `/proc`). */
    supported: boolean;
    /** The processes that were still running and were ended. */
    ended: StrayProcess[];
}
/** The processes whose environment carries `cookie`, this process excluded. */
export declare function markedProcesses(cookie: RunCookie): StrayProcess[];
/**
 * Ends every process still carrying `cookie`: SIGTERM, then SIGKILL for those still marked
 * after `graceMs`. A pid is re-checked for the cookie before SIGKILL, so a pid reused by an
 * unrelated process in between is never hit.
 */
export declare function endStrays(cookie: RunCookie, graceMs?: number): Promise<StrayReport>;
/** The note for a report, or undefined when nothing was left behind. */
export declare function strayNote(report: StrayReport): string | undefined;
