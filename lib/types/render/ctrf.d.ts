import { type ReportInput } from './ci-report.ts';
export type CtrfStatus = 'passed' | 'failed' | 'skipped' | 'pending' | 'other';
export interface CtrfTest {
    name: string;
    status: CtrfStatus;
    duration: number;
    message?: string;
    trace?: string;
    filePath?: string;
    line?: number;
    rawStatus?: string;
}
export interface CtrfReport {
    reportFormat: 'CTRF';
    specVersion: string;
    timestamp: string;
    generatedBy: string;
    results: {
        tool: {
            name: string;
            version?: string;
            extra: {
                format: string;
            };
        };
        summary: {
            tests: number;
            passed: number;
            failed: number;
            skipped: number;
            pending: number;
            other: number;
            start: number;
            stop: number;
            duration: number;
        };
        tests: CtrfTest[];
        extra: {
            listed: 'every test' | 'failures only';
            uncountedFailures: number;
            command?: string;
            notShown?: {
                counts: Array<'passed' | 'skipped'>;
                reason: string;
                packagesOk: number;
            };
        };
    };
}
export declare const CTRF_SPEC_VERSION = "0.0.0";
/** The CTRF report of `input`. */
export declare function ctrfReport(input: ReportInput): CtrfReport;
