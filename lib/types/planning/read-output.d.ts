import type { Framework } from '../report/kinds.ts';
import type { ParseResult } from '../report/types.ts';
import type { PackageRead } from '../run/result.ts';
import { type PackagePart } from './workspaces.ts';
/** What of a plan decides how its output is read. */
export interface OutputReading {
    parseAs: Framework;
    /** Set when the runner is unknown: `parseAs` is only the fallback. */
    detectParser?: true;
    /** For a monorepo run: its packages' parts, in order. */
    packages?: readonly PackagePart[];
    notes: readonly string[];
}
/** What the output came to. */
export interface OutputRead {
    parsed: ParseResult;
    notes: string[];
    /** For a monorepo run: each package's own parse and exit code. */
    packages?: PackageRead[];
}
/** The parse of `output`, and the plan's notes with the `parse_as` ones made exact. */
export declare function readPlannedOutput(plan: OutputReading, output: string): OutputRead;
