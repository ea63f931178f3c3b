import { type ProcessOutcome } from '../run/result.ts';
import { type RunCookie } from '../run/strays.ts';
export interface LocalRunOptions {
    command: string;
    cwd: string;
    /** Added to this process's environment. */
    env: Record<string, string>;
    timeoutMs: number;
    /** Marks every process of the run (run/strays.ts): those left alive when it ends are ended. A new one when absent. */
    cookie?: RunCookie;
    /** Called with each chunk of output as it arrives (for progress display). */
    onOutput?: (chunk: string) => void;
}
export declare function runLocally(options: LocalRunOptions): Promise<ProcessOutcome>;
