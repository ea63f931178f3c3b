import type { Framework } from '../report/kinds.ts';
import type { ParseResult, UnshownCounts } from '../report/types.ts';
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
/**
 * The counts a merged result cannot state: every category some package's output does not
 * show, for the reasons its runner gives, each led by the packages it holds for
 * (`services/api: go test prints them only with -v`); the packages shown passing add up.
 * Undefined when every package's output shows all its counts.
 */
export declare function mergedUnshown(packages: readonly {
    dir: string;
    parsed: Pick<ParseResult, 'unshown'>;
}[]): UnshownCounts | undefined;
