export declare class RSpecBlock {
    #private;
    /** The block printed RSpec's fixed notice: its example passed though pending. */
    fixed: boolean;
    /** `indent`: the column the block's own lines start at. */
    constructor(indent: number);
    /** Reads the block's next line. Returns false when the line cannot be the block's (an outside block ends). */
    add(line: string): boolean;
    /** The error's headline; for a class with an empty message, the class alone. */
    get message(): string | undefined;
    get location(): string | undefined;
    get detail(): string[];
}
