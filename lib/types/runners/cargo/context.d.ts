/** A failure's location and detail; `detail` is empty when there is none. */
export interface PanicContext {
    location?: string;
    detail: string[];
}
/** The location and detail of a block whose lines (after its `---- name stdout ----` line) are `block`. */
export declare function panicContext(block: readonly string[]): PanicContext;
