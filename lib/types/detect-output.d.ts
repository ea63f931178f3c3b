import { type Framework } from './report/kinds.ts';
import type { ParseResult } from './report/types.ts';
export interface DetectedOutput {
    framework: Framework;
    result: ParseResult;
}
/**
 * The framework whose parser recognizes `text` best, with its parse; null when no parser
 * finds a summary line, a test or a failure in it.
 */
export declare function detectOutputFramework(text: string): DetectedOutput | null;
