import type { MinitestResultLabel } from './records.ts';
/** The test name and printed location of a block's header line. */
export declare function readMinitestHeader(line: string): {
    name: string;
    location?: string;
};
export declare class MinitestBlock {
    #private;
    readonly label: MinitestResultLabel;
    name: string | undefined;
    message: string | undefined;
    constructor(label: MinitestResultLabel);
    /** A further failure of the same test (`Error:` alone). */
    next(label: MinitestResultLabel): void;
    add(line: string): void;
    get location(): string | undefined;
    /** The test's file, when a frame shows it (see the module doc). */
    get file(): string | undefined;
    get detail(): string[];
}
