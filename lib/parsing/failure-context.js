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
export const DETAIL_MAX_LINES = 8;
/** Most characters of a failure's detail, newlines not counted. */
export const DETAIL_MAX_CHARS = 600;
/** Most raw lines a fold keeps for one failure's detail (diff context included), so a huge diff costs nothing more. */
export const DETAIL_MAX_RAW_LINES = 200;
/** `at fn (path:1:2)`, `at path:1:2`, `at async fn (file:///path:1:2)`, `at async path:1:2`. */
const AT_FRAME = /^\s*at (?:async )?(?:.*? \()?(.+?):(\d+):(\d+)\)?\s*$/;
/** vitest's frames and its first-frame pointer: ` ❯ path:1:2` or ` ❯ fn path:1:2`. */
const ARROW_FRAME = /^\s*❯ (?:\S+ )?(\S+?):(\d+):(\d+)\s*$/;
/** A path of the project's own code: not a dependency's, not the runtime's. */
export function isProjectPath(path) {
    if (path === '' || path.includes('node_modules') || path.startsWith('node:') || path.startsWith('internal/'))
        return false;
    return !/^<[^>]*>$|^native$|^evalmachine\./.test(path);
}
/** `file:///a/b.js` as the path `/a/b.js` (percent-escapes decoded when valid). */
function pathOfUrl(path) {
    if (!path.startsWith('file://'))
        return path;
    const rest = path.slice('file://'.length);
    try {
        return decodeURIComponent(rest);
    }
    catch {
        return rest;
    }
}
/** The `path:line:col` of a stack frame line when it is in a project file; undefined otherwise. */
export function frameLocation(line) {
    const m = AT_FRAME.exec(line) ?? ARROW_FRAME.exec(line);
    if (m === null)
        return undefined;
    const path = pathOfUrl(m[1]);
    return isProjectPath(path) ? `${path}:${m[2]}:${m[3]}` : undefined;
}
/** Whether `line` is a stack frame at all (project or not): the end of an error's text. */
export function isStackFrame(line) {
    return AT_FRAME.test(line) || ARROW_FRAME.test(line);
}
const DIFF_CHANGE = /^[-+](?:\s|$)/;
/**
 * The detail of a failure from the lines of its error text after the message line (see the
 * module doc). Returns the empty list when nothing is left.
 */
export function selectDetail(lines) {
    const nonBlank = lines.filter((l) => l.trim() !== '');
    // Diff lines start in the first column; context lines are indented under them.
    const diff = nonBlank.some((l) => DIFF_CHANGE.test(l));
    const chosen = (diff ? nonBlank.filter((l) => !/^\s/.test(l) && !l.startsWith('@@ ')) : nonBlank).map((l) => l.trim());
    const out = [];
    let chars = 0;
    for (const line of chosen) {
        if (out.length === DETAIL_MAX_LINES)
            break;
        if (chars + line.length > DETAIL_MAX_CHARS) {
            const room = DETAIL_MAX_CHARS - chars;
            if (room > 1)
                out.push(`${line.slice(0, room - 1)}…`);
            break;
        }
        out.push(line);
        chars += line.length;
    }
    return out;
}
/**
 * Collects one failure's block as a fold meets it: the error text's lines after the message
 * (until a stack frame or code frame), and the first project frame of its stack.
 */
export class FailureContext {
    #detail = [];
    #inDetail = true;
    location;
    /**
     * Reads the next line of the block. `codeFrame`: the runner marks this line as its code
     * excerpt (which, like a stack frame, ends the error text).
     */
    add(line, codeFrame = false) {
        if (this.location !== undefined && !this.#inDetail)
            return;
        const frame = isStackFrame(line);
        if (frame || codeFrame)
            this.#inDetail = false;
        if (frame && this.location === undefined)
            this.location = frameLocation(line);
        if (this.#inDetail && this.#detail.length < DETAIL_MAX_RAW_LINES)
            this.#detail.push(line);
    }
    /** Ends the error text here (a line the runner prints after it, e.g. vitest's location pointer). */
    endDetail() {
        this.#inDetail = false;
    }
    /** The detail, unindented by `indent` characters first (the runner's block indentation). */
    detail(indent = 0) {
        return selectDetail(indent === 0 ? this.#detail : this.#detail.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))));
    }
}
/**
 * `location` relative to `root` when it is an absolute path under it (`/w/test/a.js:3:1` with
 * root `/w` is `test/a.js:3:1`); otherwise as it is.
 */
export function relativeLocation(location, root) {
    const base = root.endsWith('/') ? root : `${root}/`;
    return location.startsWith(base) && location.length > base.length ? location.slice(base.length) : location;
}
