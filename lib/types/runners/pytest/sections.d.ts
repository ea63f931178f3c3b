import type { Failure } from '../../report/types.ts';
import type { HeaderWhen, PytestRecord } from './records.ts';
export interface Section {
    when: HeaderWhen;
    title: string;
    /**
     * Runs of consecutive `E` lines are blocks (one per exception of a chain); only the last
     * one says why the test failed, so of the blocks just their number is kept, and the first
     * and last non-empty lines of the last one.
     */
    blocks: number;
    lastBlockFirst: string | undefined;
    lastBlockLast: string | undefined;
    /** The last block's lines after its first non-empty one, as printed after the `E` (bounded): the failure's detail. */
    lastBlockRest: string[];
    /** `path:line` of the section's last location line (the crash site: pytest prints the innermost frame last). */
    lastLocation: string | undefined;
    /** After a `---- Captured ... ----` sub-header the body is test output, not pytest's. */
    closed: boolean;
    lastWasE: boolean;
    hasLoc: boolean;
    /** Relative paths of the section's location lines (`tests/a.py:12: ...`), in order. */
    locPaths: string[];
    /**
     * Of a setup or teardown error's section: the function its traceback starts in, the fixture
     * that raised (`def db(` of the long traceback, `path:9: in db` of the short one).
     */
    fixture: string | undefined;
    /** First non-empty body line, for bodies that are one plain string ("[XPASS(strict)] ..."). */
    plain: string | undefined;
    /** `--tb=native` (the body is Python's traceback): the last exception line found so far. */
    nativeCrash: string | undefined;
    /** Quotes in that exception's message (its line and the lines after it): 1 single, 2 double. */
    nativeQuotes: number;
    /** A traceback's header was seen and its exception line not yet. */
    nativeArmed: boolean;
    /** `path:line` of the last project frame of the last traceback so far (`--tb=native`; see {@link pythonFrameLocation}). */
    nativeLocation: string | undefined;
    /** The lines after the last traceback's exception line, trimmed, non-empty (bounded): its detail. */
    nativeRest: string[];
    /** The previous body line was indented (a frame, or its code). */
    afterFrame: boolean;
    /**
     * Another header or section followed: the body is whole. A body cut off by truncation
     * may be followed by anything (npm's footer, a shell message), so its first plain line is
     * not trusted as a message.
     */
    complete: boolean;
}
/** A section with an empty body so far. (Every field is set here, so all sections share one shape.) */
export declare function newSection(when: HeaderWhen, title: string): Section;
/** Records that can only follow a whole failure/error section body. */
export declare const SECTION_BOUNDARIES: ReadonlySet<PytestRecord['kind']>;
/** The text of an `E` line (`E       assert 1 == 2` -> `assert 1 == 2`): after its `E`, trimmed. */
export declare function eLineText(line: string): string;
/**
 * Notes an `E` line of an open section's body (the caller ends the block at any other record
 * by clearing `lastWasE`).
 *
 * @param text the line's text ({@link eLineText}).
 */
export declare function noteELine(s: Section, text: string): void;
/** Notes a location line of an open section's body (`tests/a.py:12: AssertionError`). */
export declare function noteLocation(s: Section, path: string, line: number, text?: string): void;
/**
 * Where a section's failure happened and what differed: its last location line, and the
 * further lines of the E block its message comes from (not for collection errors, whose
 * message is their block's last line).
 */
export declare function sectionContext(s: Section): Pick<Failure, 'location' | 'detail' | 'errorAt'>;
/** Whether a line of no kind can change what an open section says: it may be its plain first line, a line of its traceback, or its fixture's `def`. */
export declare function readsBodyLine(s: Section): boolean;
/**
 * Notes a line of no kind of an open section's body.
 *
 * @param line the line as printed.
 * @param text the line trimmed.
 */
export declare function noteBodyLine(s: Section, line: string, text: string): void;
/**
 * The crash line of a section: first non-empty line of its last E block (last line for collection errors).
 *
 * @returns the message, or undefined when the body shows none it can be trusted for.
 */
export declare function sectionMessage(s: Section): string | undefined;
