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

/** How many body lines are searched at most: a long diff follows the message, never precedes it. */
const MAX_SCAN = 400;

/** The message of the block body `records[start..end)`; undefined when it shows none. */
export function blockMessage(records: readonly UnittestRecord[], lines: Lines, start: number, end: number): string | undefined {
  let message: string | undefined;
  // Whether the next exception line found is the message: at the body's start, after a
  // traceback header, and after a chain sentence (whose exception supersedes the cause's).
  let open = true;
  const stop = Math.min(end, start + MAX_SCAN);
  for (let i = start; i < stop; i++) {
    const kind = records[i]!.kind;
    if (kind === 'traceback') {
      open = message === undefined || open;
      continue;
    }
    if (kind === 'chain') {
      open = true;
      message = undefined;
      continue;
    }
    if (!open) continue;
    const text = lines.at(i) ?? '';
    if (text.trim() === '' || /^\s/.test(text)) continue;
    message = text.trim();
    open = false;
  }
  return message;
}
