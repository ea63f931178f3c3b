import type { Failure } from '../../report/types.ts';
/** Collects the lines after a failure's message line (see the module doc). */
export declare class MochaErrorBlock {
    #private;
    /** Reads the next line of the error's text. */
    add(line: string): void;
    /** The first project frame of the stack read so far. */
    get location(): string | undefined;
    /** Sets `failure`'s location and (unless `locationOnly`) its detail, where there are any. */
    applyTo(failure: Failure, locationOnly?: boolean): void;
}
