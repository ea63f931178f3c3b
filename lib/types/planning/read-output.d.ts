import type { Framework } from '../report/kinds.ts';
import type { ParseResult } from '../report/types.ts';
/** What of a plan decides how its output is read. */
export interface OutputReading {
    parseAs: Framework;
    /** Set when the runner is unknown: `parseAs` is only the fallback. */
    detectParser?: true;
    notes: readonly string[];
}
/** The parse of `output`, and the plan's notes with the `parse_as` one made exact. */
export declare function readPlannedOutput(plan: OutputReading, output: string): {
    parsed: ParseResult;
    notes: string[];
};
