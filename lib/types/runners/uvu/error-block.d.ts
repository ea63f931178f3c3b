import type { Failure } from '../../report/types.ts';
/** Whether `line` is an unchanged line of a uvu diff (see the module doc). */
export declare function isUvuContextLine(line: string): boolean;
/** Collects the lines after a FAIL block's message line. */
export declare class UvuErrorBlock {
    #private;
    constructor(failure: Failure);
    /** Reads the next line of the block. */
    add(line: string): void;
    /** Sets the failure's location and detail, where there are any. */
    apply(): void;
}
