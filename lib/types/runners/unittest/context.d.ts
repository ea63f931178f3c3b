/**
 * Where a unittest failure happened and what differed, from its FAIL/ERROR block (see
 * Failure.location and Failure.detail), read alongside its message (./messages.ts): the
 * exception the message is, the one after the block's last chain sentence.
 *
 * - The location is the last frame of that exception's traceback in a project file,
 *   `  File "/abs/tests/test_x.py", line 12, in test_y` as `/abs/tests/test_x.py:12`, as printed
 *   (Python prints absolute paths; the run makes them relative to the workspace). A project
 *   file is one src/parsing/python-frames.ts's rule keeps: not an installed package's
 *   (`site-packages`, `dist-packages`), not Python's own library (`…/lib/python3.12/…`), not
 *   `<frozen …>` or `<string>`. unittest leaves its own frames out of the console; they would
 *   not count anyway.
 * - The detail is the exception's lines after its first (message) line: assertEqual's `- a` /
 *   `+ b` / `? ^` diff, `First differing element 0:`, a message's further lines; bounded by
 *   selectDetail (diff context dropped). It ends at the block's end or at the `Stdout:` /
 *   `Stderr:` section `-b` appends after a blank line.
 *
 * scripts/capture/unittest.mjs derives the expected values from the frames and the exception
 * text the result-collecting runner records through the traceback module, with
 * isPythonProjectPath and selectDetail, so the fixture test checks the reading of the block.
 *
 * @module dsh-test-closure/runners/unittest/context
 */
import type { Lines } from '../../parsing/lines.ts';
import type { UnittestRecord } from './records.ts';
/** A failure's location and detail; `detail` is empty when there is none. */
export interface UnittestContext {
    location?: string;
    detail: string[];
}
/** The location and detail of the block body `records[start..end)`. */
export declare function blockContext(records: readonly UnittestRecord[], lines: Lines, start: number, end: number): UnittestContext;
