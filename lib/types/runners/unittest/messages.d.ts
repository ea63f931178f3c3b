/**
 * A failure block's message: the first line of the exception unittest's traceback ends in.
 *
 * A block's body is `Traceback (most recent call last):`, indented frames, then the exception
 * line at column 0 and its message's further lines. A chained exception prints the cause's
 * traceback first and a chain sentence, then the raised one's: the message is the exception
 * after the last chain sentence. A module that failed to import has no traceback header of its
 * own: its body opens with `ImportError: Failed to import test module: m` (the traceback that
 * follows is part of that message).
 *
 * @module dsh-test-closure/runners/unittest/messages
 */
import type { Lines } from '../../parsing/lines.ts';
import type { UnittestRecord } from './records.ts';
/** The message of the block body `records[start..end)`; undefined when it shows none. */
export declare function blockMessage(records: readonly UnittestRecord[], lines: Lines, start: number, end: number): string | undefined;
