/**
 * Progress on stderr while a suite runs: a redrawn status line on a terminal, a line every
 * {@link PLAIN_INTERVAL_MS} in a log. The status is the elapsed time and, when the output so
 * far lets tests be counted, how many finished and failed (for go's plain output, which shows no
 * passing test, how many failed and the packages ok): the output is parsed as the run's
 * runner, the same parse the result comes from, at most every {@link TTY_INTERVAL_MS} and
 * never more than a tenth of the time (a parse of a large output waits longer for the next).
 * Past {@link PROGRESS_PARSE_LIMIT} characters only the elapsed time is shown.
 *
 * @module dsh-test-closure/cli/progress
 */
import type { Framework } from '../report/kinds.ts';
import type { Palette } from './colour.ts';
export declare const PLAIN_INTERVAL_MS = 10000;
export declare const TTY_INTERVAL_MS = 250;
export { countSoFar, PROGRESS_PARSE_LIMIT, type ProgressCounts } from '../closure/run-progress.ts';
import { type ProgressCounts } from '../closure/run-progress.ts';
/**
 * `… 12.5s, 8 tests finished, 1 failed`; where passing tests are not shown `… 12.5s, 2 packages
 * ok, 1 failed` (`… 12.5s, 1 failed` before a package is ok); before anything can be counted, `… 12.5s`.
 */
export declare function progressStatus(elapsedMs: number, counts: ProgressCounts | null, palette?: Palette): string;
export interface ProgressOptions {
    command: string;
    /** The runner the output is parsed as. */
    framework: Framework;
    palette?: Palette;
    now?: () => number;
}
export declare class Progress {
    #private;
    constructor(stream: NodeJS.WritableStream & {
        isTTY?: boolean;
    }, options: ProgressOptions);
    output(chunk: string): void;
    /** The status line now (parsing new output first, within the time budget). */
    status(): string;
    done(): void;
}
