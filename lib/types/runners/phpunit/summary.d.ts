import type { Summary } from '../../report/types.ts';
import type { PhpunitRecord } from './records.ts';
/** The summary lines of one run, as a fold meets them; the last one read counts. */
export declare class PhpunitSummary {
    #private;
    durationMs: number | undefined;
    /** Reads `r` when it is a summary line; false for any other record. */
    read(r: PhpunitRecord): boolean;
    /** PHPUnit's counts (see the module doc); undefined when no summary was seen. */
    summary(): Summary | undefined;
}
