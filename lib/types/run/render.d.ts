import type { TestRunResult } from './result.ts';
/** Failures listed one per line; beyond this they are counted (the full list is in the value). */
export declare const RENDER_MAX_FAILURES = 100;
/** Renders a finished run. */
export declare function renderRunResult(r: TestRunResult): string;
/** What `test_run` returns when started in the background. */
export interface BackgroundRunStarted {
    status: 'running';
    background: true;
    jobId: string;
    command: string;
    framework: string;
    notes: string[];
}
export declare function renderBackgroundStarted(r: BackgroundRunStarted): string;
