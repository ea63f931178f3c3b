/**
 * The session's calls that went on as jobs after their answer budget (config `answerWithinMs`),
 * one per session at most: a plain `test_run` on the same workspace attaches to it instead of
 * starting another; one on a changed workspace ends it (it is stale) and starts afresh.
 *
 * @module dsh-test-closure/plugin/running-calls
 */
import type { RunScope } from '../closure/scope.ts';
import type { RunMeta } from '../closure/replay.ts';
import type { TestRunResult } from '../render/run-result.ts';
import { type Fingerprint } from '../workspace/fingerprint.ts';
import type { HandedOver } from './shell-run.ts';
import { type RunProgress } from '../closure/run-progress.ts';
/** The settled call's value, handed to a call that waits for it. */
export interface Delivered {
    value: TestRunResult;
    meta?: RunMeta;
}
export interface RunningCall {
    /** What it runs: the same key on the same workspace attaches. */
    key: string;
    /** The workspace root it runs in, and the workspace when it started. */
    root: string;
    start: Fingerprint | undefined;
    handed: HandedOver;
    command: string;
    framework: string;
    scope: RunScope;
    notes: string[];
    /** When the call started. */
    startedAt: number;
    /** The suite's test count at its last complete run, when known. */
    expectedTotal?: number;
    /** The suite's usual duration, when known (closure/suite-durations.ts). */
    expectedMs?: number;
    /** Resolves once its result is recorded. */
    recorded: Promise<void>;
    /** Set while a call waits for it: the result goes to that call instead of a notice. */
    waiter?: (delivered: Delivered) => void;
}
/**
 * True when `now` is the workspace `start` was, but for what a run itself writes: only a write
 * that would make a run's verdict stale (workspace/run-writes.ts) is another workspace.
 */
export declare function sameWorkspace(start: Fingerprint | undefined, now: Fingerprint | undefined): boolean;
export declare class RunningCalls {
    #private;
    get(sessionId: string): RunningCall | undefined;
    set(sessionId: string, call: RunningCall): void;
    /** Forgets `call` when it is still the session's. */
    settle(sessionId: string, call: RunningCall): void;
}
/** What a running call shows so far. */
export declare function progressOf(call: RunningCall): RunProgress;
