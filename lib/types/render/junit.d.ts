import { type ReportInput } from './ci-report.ts';
/** Text content: markup escaped, characters XML cannot hold written as `\uXXXX`. */
export declare function xmlText(text: string): string;
/** An attribute value: as {@link xmlText}, plus quotes and line breaks (kept as character references). */
export declare function xmlAttr(text: string): string;
/** The JUnit XML of `input`. */
export declare function junitReport(input: ReportInput): string;
