/**
 * Turns a finished run into the gate's evidence: fingerprints the workspace it left, judges
 * the run against what the session knows of its suite (closure/verdict.ts), pins the suite
 * on its first whole-suite run, and lists the test files edited since. Under the policies it
 * also finds which failures were failing before the session's first edit (baseline.ts) and
 * which are confirmed flaky, and lets the verdict forgive them where the policy says so. The
 * caller then records the result with {@link ClosureStore.recordRun}.
 *
 * @module dsh-test-closure/closure/evidence
 */
import type { GateChecks } from './checks.ts';
import type { Framework, ListedTests } from '../report/types.ts';
import type { RunOutcome } from '../run/result.ts';
import { type Fingerprint } from '../workspace/fingerprint.ts';
import type { BaselineReplay } from './harness-replay.ts';
import { type RecordedRun, type SessionClosure } from './state.ts';
import type { SuiteIdentity, SuiteMatch } from './suite.ts';
import type { LoopPolicy } from './policy.ts';
import { type RunVerdict } from './verdict.ts';
/** Changed test files listed per run; the count of the rest is not kept. */
export declare const MAX_LISTED_CHANGED_FILES = 200;
/**
 * Files whose edits change what the suite checks: its test files, and every runner's config
 * and hook files (a `conftest.py` can rewrite results; a config can exclude files).
 */
export declare function isSuiteFile(framework: Framework, path: string): boolean;
export interface EvidenceInput {
    result: RunOutcome;
    tests?: ListedTests;
    /** The files the output reports results for, when it names them and the shell kept it whole. */
    files?: readonly string[];
    match: SuiteMatch;
    suite: SuiteIdentity | undefined;
    /** The session's state before this run (read, never changed here). */
    state: SessionClosure;
    root: string;
    turn: number;
    checks: GateChecks;
    /**
     * The fingerprint taken when the run started: files that changed during the run count as
     * changed after it, every one of them when something besides the run could have written
     * meanwhile (a background run, other running jobs of the session), else the code and
     * harness files (workspace/run-writes.ts), which the verdict then names.
     */
    startFingerprint?: Fingerprint;
    /** Foreground, with no other job of the session running: only the run itself could write. */
    alone?: boolean;
    jobId?: string;
    policy: LoopPolicy;
    /**
     * The run started on the untouched workspace (baseline.ts), the model shaped nothing it ran,
     * nothing else could write while it ran, and the workspace is still untouched: a
     * whole-suite run then establishes the session's pre-existing failures.
     */
    untouchedAlone?: boolean;
    /** Set on a failures-first re-run (closure/loop.ts). */
    failuresFirst?: {
        selected: number;
        stillFailing: number;
    };
    /** Failing tests that passed on a confirmation re-run. */
    flaky?: readonly string[];
    /** The baseline replay after this green run (closure/harness-replay.ts). */
    replay?: BaselineReplay;
    /** The run's `target` operands. */
    targets?: readonly string[];
    /** Set on the first whole-suite run on the workspace as the session found it: its failing tests. */
    startFailures?: readonly string[];
}
export interface Evidence {
    run: RecordedRun;
    fingerprint: Fingerprint;
    /** The run's verdict against the session (also on `run`), for the value the model sees. */
    verdict: RunVerdict;
    /** Test and runner config files changed or added since the suite's first run. */
    testFilesChanged: string[];
}
/** A runner's file name as the fingerprint names it: `./a.test.js` and `<root>/a.test.js` are `a.test.js`. */
export declare function workspaceRelative(root: string, file: string): string;
/**
 * The workspace files the failures name, relative as the fingerprint has them (`./a.test.js`
 * and `<root>/a.test.js` are `a.test.js`), and only files that exist: a runner's module name or
 * a path outside the workspace is no test file that could go. A failed hook's file is test
 * code as a failing test's is (vitest names the file of a suite whose hook threw).
 */
export declare function failureFilesIn(failures: readonly {
    kind: string;
    file?: string;
}[], root: string, files: ReadonlyMap<string, string>): string[];
/** Gathers the evidence of one finished run. Never throws for workspace trouble: the fingerprint is total. */
export declare function gatherEvidence(input: EvidenceInput): Promise<Evidence>;
