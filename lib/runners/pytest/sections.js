/**
 * Failure and error sections (`____ TestK.test_x[1] ____` and the body under it): what the
 * fold keeps of a body as it reads it line by line, and the one line it takes as the
 * failure's message, as pytest reports it (its `E` line, its junit message).
 *
 * @module dsh-test-closure/runners/pytest/sections
 */
import { DETAIL_MAX_RAW_LINES, selectDetail } from "../../parsing/failure-context.js";
import { pythonFrameLocation } from "../../parsing/python-frames.js";
import { isAbsolute } from "./node-ids.js";
/** A section with an empty body so far. (Every field is set here, so all sections share one shape.) */
export function newSection(when, title) {
    return { when, title, blocks: 0, lastBlockFirst: undefined, lastBlockLast: undefined, lastBlockRest: [], lastLocation: undefined, closed: false, lastWasE: false, hasLoc: false, locPaths: [], fixture: undefined, plain: undefined, nativeCrash: undefined, nativeQuotes: 0, nativeArmed: false, nativeLocation: undefined, nativeRest: [], afterFrame: false, complete: false };
}
/** Records that can only follow a whole failure/error section body. */
export const SECTION_BOUNDARIES = new Set(['section', 'header', 'sub', 'stats', 'bang', 'entry']);
/** The first line of a Python traceback: `--tb=native` bodies start with it. */
const NATIVE_TRACEBACK = 'Traceback (most recent call last):';
/**
 * The first line of an exception group's traceback, which pytest prints in Python's format
 * at every `--tb` style; the group's own lines follow behind `  | `, each sub-exception's
 * further in (`    | `).
 */
const GROUP_TRACEBACK = '+ Exception Group Traceback (most recent call last):';
const GROUP_MARGIN = /^ {2}[|+] /;
/** Whether a section's body is a Python traceback (plain or of an exception group). */
const isPythonTraceback = (s) => s.plain === NATIVE_TRACEBACK || s.plain === GROUP_TRACEBACK;
/** The text of an `E` line (`E       assert 1 == 2` -> `assert 1 == 2`): after its `E`, trimmed. */
export function eLineText(line) {
    return line.slice(1).trim();
}
/**
 * Notes an `E` line of an open section's body (the caller ends the block at any other record
 * by clearing `lastWasE`).
 *
 * @param text the line's text ({@link eLineText}).
 */
export function noteELine(s, text) {
    if (!s.lastWasE) {
        s.blocks++;
        s.lastBlockFirst = undefined;
        s.lastBlockLast = undefined;
        s.lastBlockRest = [];
    }
    if (text !== '') {
        if (s.lastBlockFirst !== undefined && s.lastBlockRest.length < DETAIL_MAX_RAW_LINES)
            s.lastBlockRest.push(text);
        s.lastBlockFirst ??= text;
        s.lastBlockLast = text;
    }
    s.lastWasE = true;
}
/** Notes a location line of an open section's body (`tests/a.py:12: AssertionError`). */
export function noteLocation(s, path, line, text = '') {
    if (wantsFixture(s))
        s.fixture = /^in (\w+)$/.exec(text)?.[1];
    s.hasLoc = true;
    s.lastLocation = `${path}:${line}`;
    if (!isAbsolute(path))
        s.locPaths.push(path);
}
/**
 * Where a section's failure happened and what differed: its last location line, and the
 * further lines of the E block its message comes from (not for collection errors, whose
 * message is their block's last line).
 */
export function sectionContext(s) {
    const out = {};
    if (s.when === 'setup' || s.when === 'teardown')
        out.errorAt = s.fixture === undefined ? { when: s.when } : { when: s.when, fixture: s.fixture };
    if (s.plain === NATIVE_TRACEBACK && s.blocks === 0) {
        // `--tb=native`: Python's traceback, no location lines and no E lines.
        if (s.nativeLocation !== undefined)
            out.location = s.nativeLocation;
        const rest = s.when === 'collect' || s.nativeCrash === undefined ? [] : selectDetail(s.nativeRest);
        if (rest.length > 0)
            out.detail = rest;
        return out;
    }
    if (s.lastLocation !== undefined)
        out.location = s.lastLocation;
    const detail = s.when === 'collect' || s.lastBlockFirst === undefined ? [] : selectDetail(s.lastBlockRest);
    if (detail.length > 0)
        out.detail = detail;
    return out;
}
/** Whether the section is a setup or teardown error's whose first frame (the fixture's) is still to come. */
const wantsFixture = (s) => (s.when === 'setup' || s.when === 'teardown') && s.fixture === undefined && !s.hasLoc && s.blocks === 0;
/** Whether a line of no kind can change what an open section says: it may be its plain first line, a line of its traceback, or its fixture's `def`. */
export function readsBodyLine(s) {
    return (s.blocks === 0 && s.plain === undefined) || isPythonTraceback(s) || wantsFixture(s);
}
/**
 * Notes a line of no kind of an open section's body.
 *
 * @param line the line as printed.
 * @param text the line trimmed.
 */
export function noteBodyLine(s, line, text) {
    if (wantsFixture(s))
        s.fixture = /^def (\w+)\(/.exec(text)?.[1];
    if (s.blocks === 0 && s.plain === undefined && text !== '')
        s.plain = text;
    // (Asked again: the line just read may be the traceback's first, now the plain one.)
    if (isPythonTraceback(s))
        noteNativeLine(s, line);
}
/**
 * Follows a Python traceback body line by line. Each traceback (a chained exception's come
 * last) ends in its exception line: the first line at column 0 after the indented frames.
 * An exception group's lines are read without their `  | ` margin, so its sub-exceptions,
 * further in, are frames to it and its own exception line is the one taken.
 */
function noteNativeLine(s, printed) {
    const line = s.plain === GROUP_TRACEBACK && GROUP_MARGIN.test(printed) ? printed.slice(4) : printed;
    const text = line.trim();
    const indented = line.startsWith(' ') || line.startsWith('\t');
    // A group's own header, inside the margin, reads `Exception Group Traceback ...`.
    if (text === NATIVE_TRACEBACK || text === GROUP_TRACEBACK.slice(2)) {
        s.nativeArmed = true;
        s.nativeLocation = undefined;
        s.nativeRest = [];
    }
    else if (s.nativeArmed && s.afterFrame && !indented && text !== '') {
        s.nativeCrash = text;
        s.nativeQuotes = 0;
        s.nativeArmed = false;
    }
    else if (s.nativeArmed && indented) {
        s.nativeLocation = pythonFrameLocation(line) ?? s.nativeLocation;
    }
    else if (!s.nativeArmed && s.nativeCrash !== undefined && text !== '' && s.nativeRest.length < DETAIL_MAX_RAW_LINES) {
        s.nativeRest.push(text);
    }
    if (s.nativeCrash !== undefined && !s.nativeArmed)
        s.nativeQuotes |= (line.includes("'") ? 1 : 0) | (line.includes('"') ? 2 : 0);
    s.afterFrame = indented;
}
/**
 * An exception line as pytest reports it (its `E` line, its junit message). pytest drops
 * the `AssertionError: ` of a failed `assert` it rewrote when the exception's repr starts
 * `AssertionError('assert `, that is when the message starts `assert ` and Python quotes it
 * with single quotes: unless it holds a single quote and no double quote.
 */
function crashMessage(text, quotes) {
    const stripped = text.startsWith('AssertionError: assert ') && quotes !== 1;
    return stripped ? text.slice('AssertionError: '.length) : text;
}
/**
 * The crash line of a section: first non-empty line of its last E block (last line for collection errors).
 *
 * @returns the message, or undefined when the body shows none it can be trusted for.
 */
export function sectionMessage(s) {
    const line = s.when === 'collect' ? s.lastBlockLast : s.lastBlockFirst;
    if (line !== undefined)
        return line;
    if (isPythonTraceback(s))
        return s.nativeCrash === undefined ? undefined : crashMessage(s.nativeCrash, s.nativeQuotes);
    // A doctest's body is its own text (numbered source lines, then `Expected:`/`Got:` or the
    // exception) and its location: its first line is what pytest reports as its message.
    if (s.title.startsWith('[doctest] '))
        return s.complete ? s.plain : undefined;
    return s.hasLoc || !s.complete ? undefined : s.plain;
}
