/**
 * Where a failure happened and what differed, as the folds read them from a failure's block of
 * console output (see Failure.location and Failure.detail). One rule for every runner, so the
 * text reads the same whichever ran; the fixture capture scripts derive the expected values from
 * each runner's own report with these same functions (imported from lib/), so what is checked
 * is the console extraction, not the rule against itself.
 *
 * - A location is a stack frame's `path:line[:col]` in a project file: not under
 *   `node_modules`, not a `node:` or `internal/` module, not `<anonymous>` or `native`.
 *   `file://` URLs become paths. Paths are kept as printed (relative or absolute): only the run
 *   knows the workspace root (src/run/result.ts makes absolute ones relative to it).
 * - A detail is the error text's lines after its first (message) line, trimmed, blank ones
 *   dropped; when they hold `-`/`+` diff lines, only the lines that are not diff context (a
 *   context line starts with whitespace or `@@`), so `Expected:`/`Received:`, diff headers and the
 *   changed lines stay. At most {@link DETAIL_MAX_LINES} lines and about
 *   {@link DETAIL_MAX_CHARS} characters (the line that crosses is cut with `…`).
 *
 * @module dsh-test-closure/parsing/failure-context
 */
/** Most lines of a failure's detail. */
export declare const DETAIL_MAX_LINES = 8;
/** Most characters of a failure's detail, newlines not counted. */
export declare const DETAIL_MAX_CHARS = 600;
/** Most raw lines a fold keeps for one failure's detail (diff context included), so a huge diff costs nothing more. */
export declare const DETAIL_MAX_RAW_LINES = 200;
/** A path of the project's own code: not a dependency's, not the runtime's. */
export declare function isProjectPath(path: string): boolean;
/** The `path:line:col` of a stack frame line when it is in a project file; undefined otherwise. */
export declare function frameLocation(line: string): string | undefined;
/** Whether `line` is a stack frame at all (project or not): the end of an error's text. */
export declare function isStackFrame(line: string): boolean;
/**
 * The detail of a failure from the lines of its error text after the message line (see the
 * module doc). Returns the empty list when nothing is left.
 */
export declare function selectDetail(lines: readonly string[]): string[];
/**
 * Collects one failure's block as a fold meets it: the error text's lines after the message
 * (until a stack frame or code frame), and the first project frame of its stack.
 */
export declare class FailureContext {
    #private;
    location: string | undefined;
    /**
     * Reads the next line of the block. `codeFrame`: the runner marks this line as its code
     * excerpt (which, like a stack frame, ends the error text).
     */
    add(line: string, codeFrame?: boolean): void;
    /** Ends the error text here (a line the runner prints after it, e.g. vitest's location pointer). */
    endDetail(): void;
    /** The detail, unindented by `indent` characters first (the runner's block indentation). */
    detail(indent?: number): string[];
}
/**
 * `location` relative to `root` when it is an absolute path under it (`/w/test/a.js:3:1` with
 * root `/w` is `test/a.js:3:1`); otherwise as it is.
 */
export declare function relativeLocation(location: string, root: string): string;
