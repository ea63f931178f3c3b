/**
 * The lines of a normalized output, indexed once and cut out only when read.
 *
 * Splitting a 50 MB output into a million strings up front keeps them all alive for the
 * whole parse, and the garbage collector copies them again and again; the folds read only
 * the few lines whose records ask for it. A plain `string[]` satisfies {@link Lines} too.
 *
 * @module dsh-test-closure/parsing/lines
 */
/** Read access to lines by index, as the folds use it. */
export interface Lines extends Iterable<string> {
    readonly length: number;
    /** Line `i` without its "\n"; undefined outside `0..length-1`. */
    at(i: number): string | undefined;
}
/** The lines of `text` (normalized: LF only, ending in "\n"); `at(i)` is line `i` of the split. */
export declare class OutputLines implements Lines {
    #private;
    readonly length: number;
    constructor(text: string);
    at(i: number): string | undefined;
    /** The length of line `i` without cutting it out; 0 outside `0..length-1`. */
    lengthAt(i: number): number;
    [Symbol.iterator](): Iterator<string>;
}
