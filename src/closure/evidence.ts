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
import { changedFiles, fingerprintWorkspace, markChangedDuringRun, type Fingerprint } from '../workspace/fingerprint.ts';
import { countsAsRunWrite } from '../workspace/run-writes.ts';
import { RUNNERS } from '../runners/registry.ts';
import { isRunnerConfigFile } from '../workspace/harness-files.ts';
import type { BaselineReplay } from './harness-replay.ts';
import { keptFacts } from '../run/run-facts.ts';
import { MAX_PINNED_TEST_FILES, type PinnedFiles, type RecordedRun, type SessionClosure } from './state.ts';
import type { SuiteIdentity, SuiteMatch } from './suite.ts';
import { baselineOf } from './baseline.ts';
import type { LoopPolicy } from './policy.ts';
import { judgeRun, type Forgivable, type RunVerdict } from './verdict.ts';

/** Changed test files listed per run; the count of the rest is not kept. */
export const MAX_LISTED_CHANGED_FILES = 200;

/**
 * Files whose edits change what the suite checks: its test files, and every runner's config
 * and hook files (a `conftest.py` can rewrite results; a config can exclude files).
 */
export function isSuiteFile(framework: Framework, path: string): boolean {
  return RUNNERS[framework].isTestFile(path) || isRunnerConfigFile(path);
}

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
  failuresFirst?: { selected: number; stillFailing: number };
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

function pinnedFiles(files: ReadonlyMap<string, string>, framework: Framework, truncated: boolean, script: string | undefined): PinnedFiles {
  const suiteFiles = [...files].filter(([path]) => isSuiteFile(framework, path));
  return {
    testFiles: suiteFiles.slice(0, MAX_PINNED_TEST_FILES),
    truncated: truncated || suiteFiles.length > MAX_PINNED_TEST_FILES,
    ...(script !== undefined ? { script } : {}),
  };
}

function changedSuiteFiles(state: SessionClosure, files: ReadonlyMap<string, string>, framework: Framework): string[] {
  const pinned = state.suite?.testFileSignatures;
  if (!pinned) return [];
  const changed: string[] = [];
  for (const [path, signature] of files) {
    if (!isSuiteFile(framework, path)) continue;
    if (pinned.get(path) !== signature) changed.push(path);
    if (changed.length >= MAX_LISTED_CHANGED_FILES) break;
  }
  return changed;
}

/** This run's failures that the pre-existing counts cover, by name and count. */
function preExistingAmong(failures: readonly { name: string; kind: string }[], counts: ReadonlyMap<string, number>): string[] {
  const left = new Map(counts);
  const names: string[] = [];
  for (const f of failures) {
    const n = f.kind === 'test' ? (left.get(f.name) ?? 0) : 0;
    if (n > 0) {
      left.set(f.name, n - 1);
      names.push(f.name);
    }
  }
  return names;
}

const NOTHING: ReadonlyMap<string, number> = new Map();

/** A runner's file name as the fingerprint names it: `./a.test.js` and `<root>/a.test.js` are `a.test.js`. */
export function workspaceRelative(root: string, file: string): string {
  let path = file.replaceAll('\\', '/');
  if (path.startsWith(`${root}/`)) path = path.slice(root.length + 1);
  while (path.startsWith('./')) path = path.slice(2);
  return path;
}

/**
 * The workspace files the failures name, relative as the fingerprint has them (`./a.test.js`
 * and `<root>/a.test.js` are `a.test.js`), and only files that exist: a runner's module name or
 * a path outside the workspace is no test file that could go. A failed hook's file is test
 * code as a failing test's is (vitest names the file of a suite whose hook threw).
 */
export function failureFilesIn(failures: readonly { kind: string; file?: string }[], root: string, files: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const f of failures) {
    if (f.file === undefined || f.kind === 'run') continue;
    const path = workspaceRelative(root, f.file);
    if (files.has(path)) found.add(path);
  }
  return [...found];
}

/** Gathers the evidence of one finished run. Never throws for workspace trouble: the fingerprint is total. */
export async function gatherEvidence(input: EvidenceInput): Promise<Evidence> {
  const { result, state, suite, match, policy } = input;
  const after = await fingerprintWorkspace(input.root);
  // Where something else could write (a background run, other jobs), every file that moved is
  // suspect; a run alone vouches for everything but the code and harness written while it ran.
  const written = input.startFingerprint && input.alone ? changedFiles(input.startFingerprint.files, after.files).filter((path) => countsAsRunWrite(path, (file) => after.files.has(file))) : [];
  const fingerprint = !input.startFingerprint ? after : input.alone ? markChangedDuringRun(input.startFingerprint, after, written) : markChangedDuringRun(input.startFingerprint, after);
  // The first run of the suite (or the first after the configured suite changed) pins it;
  // it has nothing to be compared with, so the suite checks start with the second.
  const pins = match.scope === 'suite' && suite !== undefined && state.suite?.command !== suite.command;
  const baseline = pins ? undefined : state.suite;
  const complete = result.summarySeen && !result.timedOut && (result.status === 'passed' || result.status === 'failed');
  const establishes =
    policy.preExisting === 'allow' && input.untouchedAlone === true
      ? baselineOf({ scope: match.scope, plain: true, alone: true, complete, failures: result.failures, afterDigest: after.digest })
      : undefined;
  const preExistingCounts = policy.preExisting === 'allow' ? (state.preExisting ?? establishes ?? NOTHING) : NOTHING;
  const flaky = input.flaky ?? [];
  const forgivable: Forgivable = { preExisting: preExistingCounts, flaky: new Set(policy.flaky === 'allow' ? flaky : []) };
  const preExisting = preExistingAmong(result.failures, preExistingCounts);
  const verdict = judgeRun({
    run: { ...result, scope: match.scope, ...(result.sandbox.reason !== undefined ? { sandboxReason: result.sandbox.reason } : {}) },
    ...(preExistingCounts.size > 0 || forgivable.flaky.size > 0 ? { forgivable } : {}),
    ...(suite !== undefined ? { suiteCommand: suite.command, suiteRunner: suite.runner } : {}),
    ...(match.scriptChanged ? { scriptChanged: match.scriptChanged } : {}),
    ...(match.programMoved ? { programMoved: match.programMoved } : {}),
    ...(match.environmentChanged ? { environmentChanged: match.environmentChanged } : {}),
    ...(baseline ? { baseline } : {}),
    failedEarlier: state.failedTests,
    failedFiles: state.failedFiles,
    ...(written.length > 0 ? { writtenDuringRun: written } : {}),
    ...(input.replay !== undefined ? { replay: input.replay } : {}),
    ...(state.lastTotalWithTests !== undefined ? { lastTotalWithTests: state.lastTotalWithTests } : {}),
    ...(input.tests ? { listed: { passed: new Set(input.tests.passed), skipped: new Set(input.tests.skipped) } } : {}),
    ...(input.files ? { filesRun: new Set(input.files) } : {}),
    files: fingerprint.files,
    filesTruncated: fingerprint.truncated,
    checks: input.checks,
  });
  const testFilesChanged = pins ? [] : changedSuiteFiles(state, fingerprint.files, result.framework);
  const failureFiles = failureFilesIn(result.failures, input.root, fingerprint.files);
  const run: RecordedRun = {
    ...keptFacts('session', result),
    runner: suite !== undefined && (match.scope === 'suite' || match.scope === 'failures-first') ? suite.runner : result.framework,
    turn: input.turn,
    scope: match.scope,
    verdict,
    root: input.root,
    fingerprint: fingerprint.digest,
    ...(pins ? { pinned: pinnedFiles(fingerprint.files, result.framework, fingerprint.truncated, suite.script) } : {}),
    testFilesChanged,
    ...(input.jobId !== undefined ? { jobId: input.jobId } : {}),
    ...(input.failuresFirst ? { failuresFirst: input.failuresFirst } : {}),
    ...(flaky.length > 0 ? { flaky: { names: [...flaky], blocks: policy.flaky === 'block' } } : {}),
    ...(preExisting.length > 0 ? { preExisting } : {}),
    ...(establishes ? { baseline: [...establishes] } : {}),
    ...(input.replay !== undefined ? { baselineReplay: input.replay } : {}),
    ...(input.targets !== undefined ? { targets: [...input.targets] } : {}),
    ...(failureFiles.length > 0 ? { failureFiles } : {}),
    ...(input.startFailures !== undefined ? { startFailures: [...input.startFailures] } : {}),
  };
  return { run, fingerprint, verdict, testFilesChanged };
}
