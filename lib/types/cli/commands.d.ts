export interface CliIo {
    stdout: NodeJS.WritableStream;
    stderr: NodeJS.WritableStream & {
        isTTY?: boolean;
    };
    stdin: NodeJS.ReadableStream;
    cwd: string;
}
export declare const USAGE: string;
/** Runs one CLI invocation; returns the exit code. Usage errors print the usage and return 2. */
export declare function runCli(argv: string[], io: CliIo): Promise<number>;
