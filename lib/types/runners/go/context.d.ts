/** Collects one failing test's location and detail from its output lines, in order. */
export declare class GoContext {
    #private;
    /** `test`: the test's name as go prints it (`TestX/sub`). */
    constructor(test: string);
    /** Reads the next line go attributes to the test (not its framing lines). */
    add(line: string): void;
    /**
     * The location, given the test's package import path (see the module doc; without it, as
     * when the output was cut before the package's result line, frames are not trusted);
     * undefined when none.
     */
    location(pkg: string | undefined): string | undefined;
    /** The detail (empty unless the location is a decoration). */
    detail(pkg: string | undefined): string[];
}
