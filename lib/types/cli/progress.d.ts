import type { Framework } from '../report/kinds.ts';
import type { Palette } from './colour.ts';
export declare const PLAIN_INTERVAL_MS = 10000;
export declare const TTY_INTERVAL_MS = 250;
/** Output beyond this many characters is not parsed for progress (the run keeps all of it). */
export declare const PROGRESS_PARSE_LIMIT: number;
/**
 * Tests finished and failed so far, as a parse of the output so far counts them; where the
 * output does not show passing tests (go's plain output, report/types.ts UnshownCounts), the
 * failed tests and the packages shown passing instead of a number of finished tests.
 */
export type ProgressCounts = {
    finished: number;
    failed: number;
} | {
    packagesOk: number;
    failed: number;
};
/**
 * `… 12.5s, 8 tests finished, 1 failed`; where passing tests are not shown `… 12.5s, 2 packages
 * ok, 1 failed` (`… 12.5s, 1 failed` before a package is ok); before anything can be counted, `… 12.5s`.
 */
export declare function progressStatus(elapsedMs: number, counts: ProgressCounts | null, palette?: Palette): string;
/** What the output so far counts; null when it shows no finished test (nor a package ok). */
export declare function countSoFar(framework: Framework, output: string): ProgressCounts | null;
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
