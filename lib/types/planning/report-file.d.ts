import type { Framework } from '../report/kinds.ts';
import type { ParseResult } from '../report/types.ts';
/** A run's report file: where the runner writes it, and the command that asks it to. */
export interface ReportFile {
    path: string;
    command: string;
}
/**
 * The report file a planned run writes, or undefined when its runner has none or its command
 * is not the planned form, or the sandbox `mode` forbids the write.
 *
 * @param runId unique per run (the run's cookie): names the file.
 */
export declare function plannedReportFile(plan: {
    command: string;
    parseAs: Framework;
    detectParser?: true;
    packages?: readonly unknown[];
}, mode: string | undefined, runId: string): ReportFile | undefined;
/**
 * The console's parse, with the tests listed by name taken from the report file (then removed)
 * and, when the file reports more failing tests than the console, the file's counts and
 * failures. Never throws.
 */
export declare function withReportFile(parsed: ParseResult, report: ReportFile): ParseResult;
