import { type ProcessOutcome } from '../run/result.ts';
export interface LocalRunOptions {
    command: string;
    cwd: string;
    env: Record<string, string>;
    timeoutMs: number;
    /** Called with each chunk of output as it arrives (for progress display). */
    onOutput?: (chunk: string) => void;
}
export declare function runLocally(options: LocalRunOptions): Promise<ProcessOutcome>;
