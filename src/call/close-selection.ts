/**
 * The selective close of a session's call (closure/selection.ts decides, closure/pass-record.ts
 * keeps): what a plain call of the suite runs in place of the whole suite, and, after any
 * complete run of the suite, the record of which test files passed on what.
 *
 * It applies to a plain call (no `target`, `command`, `framework`, `last_failed`, and not
 * `failures_first: false`, which asks for the whole suite) of the session's suite, planned for a
 * runner that records inputs (`inputs` in its runner module) and runs exactly the files it is
 * given, with a state directory, on a workspace the fingerprint could walk whole. A configured
 * `suiteCommand` or a project script cannot run some of its files: the whole suite runs.
 *
 * @module dsh-test-closure/call/close-selection
 */
import { resolve } from 'node:path';
import { dropPassRecord, readPassRecord, writePassRecord, type SuiteOf } from '../closure/pass-record.ts';
import { environmentDigest, nextPassRecord, selectClose, selectionNote, unitOfFile, wholeSuiteNote, type Selection } from '../closure/selection.ts';
import type { CommandPlan } from '../planning/plan.ts';
import type { FinishedRun, RunSelection } from '../run/result.ts';
import type { Failure } from '../report/types.ts';
import { isFramework, RUNNERS } from '../runners/registry.ts';
import type { EnvironmentRecord } from '../workspace/environment.ts';
import { allFilesOf, fingerprintWorkspace, type Fingerprint } from '../workspace/fingerprint.ts';
import { harnessRole } from '../workspace/harness-files.ts';
import type { HarnessBaseline } from '../closure/harness-baseline.ts';
import type { CloseChoice } from '../closure/loop.ts';
import { workspaceRelative } from '../closure/evidence.ts';
import type { SessionClosure } from '../closure/state.ts';
import { testInputsOf, type TestInputs } from '../workspace/test-inputs.ts';
import { testScriptsOf } from '../workspace/test-reads.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';


export interface CloseContext {
  stateDir: string;
  session: string;
  root: string;
  plan: CommandPlan;
  /** The environment now, signed once per call. */
  environment(): EnvironmentRecord;
}

/** `make`'s value, made at the first call (the environment is signed once per call). */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Whether a plan's runner records inputs, and by which unit. */
function inputsKindOf(plan: CommandPlan): { kind: 'imports' | 'go-packages'; unit: RunSelection['unit'] } | undefined {
  if (!isFramework(plan.runner) || plan.runner !== plan.parseAs) return undefined;
  const kind = RUNNERS[plan.runner].inputs;
  return kind === undefined ? undefined : { kind, unit: kind === 'go-packages' ? 'package' : 'file' };
}

/** The suite's command lines whose words may name workspace files: the plan's, and the `test` scripts. */
function commandLines(root: string, plan: CommandPlan): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, unknown> };
    return [plan.command, ...testScriptsOf(manifest.scripts)];
  } catch {
    return [plan.command];
  }
}

/** The suite's units now: the runner's test files (go: their package directories), and those the record kept that still exist. */
function unitsNow(plan: CommandPlan, files: ReadonlyMap<string, string>, recorded: Iterable<string>, unit: RunSelection['unit']): string[] {
  const runner = RUNNERS[plan.parseAs];
  const units = new Set<string>();
  for (const path of files.keys()) if (runner.isTestFile(path)) units.add(unitOfFile(path, unit));
  for (const path of recorded) if (unit === 'package' || files.has(path)) units.add(path);
  return [...units].sort();
}

function suiteOf(context: CloseContext): SuiteOf {
  return { root: resolve(context.root), runner: context.plan.runner, command: context.plan.command };
}

/** Inputs and environment worked out for a call, reused when its run is recorded. */
export interface CloseFacts {
  inputs: TestInputs;
  units: string[];
  environment: string;
  unit: RunSelection['unit'];
}

function factsOf(context: CloseContext, fingerprint: Fingerprint, recorded: Iterable<string>, kind: { kind: 'imports' | 'go-packages'; unit: RunSelection['unit'] }): CloseFacts {
  const files = allFilesOf(fingerprint);
  const units = unitsNow(context.plan, fingerprint.files, recorded, kind.unit);
  const inputs = testInputsOf({ root: context.root, files: files.keys(), units, commands: commandLines(context.root, context.plan) }, kind.kind);
  return { inputs, units, environment: environmentDigest(context.environment(), process.env), unit: kind.unit };
}

/**
 * Chooses what the close runs (called after failures first passed, before the whole suite):
 * some files, or the whole suite with its reason. Undefined where selection does not apply
 * (no note: the call runs the whole suite as it always has).
 */
export function chooseClose(context: CloseContext, fingerprint: Fingerprint | undefined, session: Pick<SessionClosure, 'failedFiles' | 'failedTests'>, planFiles: (files: string[]) => Promise<CommandPlan>): { choose(): Promise<CloseChoice | undefined>; facts(): CloseFacts | undefined } | undefined {
  const kind = inputsKindOf(context.plan);
  if (kind === undefined || fingerprint === undefined) return undefined;
  let facts: CloseFacts | undefined;
  const choose = async (): Promise<CloseChoice | undefined> => {
    if (fingerprint.truncated || fingerprint.unreadable) return { whole: wholeSuiteNote('the workspace is too large to record') };
    // A test that failed this session must be shown passing (closure/verdict.ts `failed-test-missing`): its file (go: package) runs, so it must be known.
    const record = readPassRecord(context.stateDir, suiteOf(context));
    facts = factsOf(context, fingerprint, Object.keys(record?.units ?? {}), kind);
    const earlier = failingUnits(context.root, [...session.failedTests].map(([name, file]) => ({ kind: 'test' as const, name, ...(file !== undefined ? { file } : {}) })), facts.units, kind.unit);
    if (earlier === undefined) return { whole: wholeSuiteNote('a test that failed this session has no known file') };
    const failed = [...[...session.failedFiles].map((file) => unitOfFile(file, kind.unit)), ...earlier];
    const selection: Selection = selectClose({ record, session: context.session, signatures: allFilesOf(fingerprint), environment: facts.environment, units: facts.units, inputs: facts.inputs, failedThisSession: failed, unit: kind.unit });
    if (selection.kind === 'first') return undefined;
    if (selection.kind === 'whole') return { whole: wholeSuiteNote(selection.reason) };
    if (selection.units.length === 0) return { whole: wholeSuiteNote('nothing changed since the last pass') };
    const plan = await planFiles(kind.unit === 'package' ? selection.units.map((dir) => (dir === '' ? '.' : `./${dir}`)) : selection.units);
    // A plan that cannot run just these files (a path the target cannot carry) runs the whole suite.
    if (!plan.narrowed) return { whole: wholeSuiteNote('the selected test files cannot be named to the runner') };
    return { plan, units: selection.units, selection: { ran: selection.units.length, reused: selection.reused, unit: kind.unit }, note: (green) => selectionNote(selection, green) };
  };
  return { choose, facts: () => facts };
}

/**
 * Records a complete run of the suite in the pass record: `ran` its units (every unit for a
 * whole-suite run). A run that cannot say which file failed drops the record.
 */
export function recordClose(context: CloseContext, start: Fingerprint, finished: FinishedRun, ran: readonly string[] | 'all', known: CloseFacts | undefined): void {
  const kind = inputsKindOf(context.plan);
  const { result } = finished;
  if (kind === undefined || start.truncated || start.unreadable) return;
  const complete = result.summarySeen && !result.timedOut && (result.status === 'passed' || result.status === 'failed') && !finished.missing;
  if (!complete) return;
  const suite = suiteOf(context);
  const previous = readPassRecord(context.stateDir, suite);
  // The files the run named are the runner's own list of its test files: units, whatever the rules say.
  const facts = known ?? factsOf(context, start, [...Object.keys(previous?.units ?? {}), ...(finished.files ?? []).map((file) => workspaceRelative(context.root, file))], kind);
  const units = ran === 'all' ? facts.units : ran;
  const failing = failingUnits(context.root, result.failures, facts.units, facts.unit);
  const next = nextPassRecord({ previous, root: suite.root, runner: suite.runner, command: suite.command, session: context.session, environment: facts.environment, signatures: allFilesOf(start), ran: units, units: facts.units, inputs: facts.inputs, failing, unit: facts.unit });
  if (next === undefined) dropPassRecord(context.stateDir, suite);
  else writePassRecord(context.stateDir, next);
}

/**
 * The units the failures are in, or undefined when one cannot be placed. A test file's failure
 * names its file; go's names its package by import path (`example.com/m/alpha/TestX/sub`, a
 * package's build failure `example.com/m/alpha`): the package directory is the longest unit
 * whose import path (the module's path from `go.mod`, then the directory) starts the name.
 */
function failingUnits(root: string, failures: readonly Pick<Failure, 'kind' | 'name' | 'file'>[], units: readonly string[], unit: RunSelection['unit']): string[] | undefined {
  const found = new Set<string>();
  const module = unit === 'package' ? goModulePath(root) : undefined;
  for (const failure of failures) {
    if (failure.kind === 'run') return undefined;
    if (unit === 'file') {
      if (failure.file === undefined) return undefined;
      found.add(workspaceRelative(root, failure.file));
      continue;
    }
    if (module === undefined) return undefined;
    const pkg = units
      .filter((dir) => {
        const path = dir === '' ? module : `${module}/${dir}`;
        return failure.name === path || failure.name.startsWith(path + '/');
      })
      .sort((a, b) => b.length - a.length)[0];
    if (pkg === undefined) return undefined;
    found.add(pkg);
  }
  return [...found];
}

/** The module path `go.mod` at the root declares. */
function goModulePath(root: string): string | undefined {
  try {
    return /^module\s+"?([^\s"]+)/m.exec(readFileSync(join(root, 'go.mod'), 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}


/**
 * The baseline replay by the same rule (closure/harness-replay.ts `narrow`): the replay runs the
 * tests as they were at session start on the current code, so its passes last too, while the
 * code they read does not change. Its own record, in the session's directory, holds the passes
 * of the session-start test files: every replay's, and those of a complete run of the suite
 * while the harness was as the session found it (then the suite run *is* the session-start
 * tests). Only code is compared: the harness a replay runs is always the session-start one.
 * For runners whose unit is a test file; undefined otherwise (go's replay runs the whole suite).
 */
export function replaySelection(context: CloseContext, sessionDir: string, baseline: Pick<HarnessBaseline, 'files'>, fingerprint: Fingerprint) {
  const kind = inputsKindOf(context.plan);
  if (kind === undefined || kind.unit !== 'file' || fingerprint.truncated || fingerprint.unreadable) return undefined;
  const suite = suiteOf(context);
  const isHarness = (path: string): boolean => baseline.files.has(path) || harnessRole(path) !== undefined;
  const codeOf = (fp: Fingerprint): Map<string, string> => new Map([...allFilesOf(fp)].filter(([path]) => !isHarness(path)));
  const startTests = [...baseline.files].filter(([, file]) => file.role === 'test').map(([path]) => path);
  // The replay puts the harness's install records back (package.json): they are not the replay's environment.
  const environment = once(() => environmentDigest(context.environment(), process.env, isHarness));
  let swapped: CloseFacts | undefined;
  const write = (finished: FinishedRun, ran: readonly string[] | 'all', facts: CloseFacts, code: ReadonlyMap<string, string>): void => {
    const { result } = finished;
    const complete = result.summarySeen && !result.timedOut && (result.status === 'passed' || result.status === 'failed') && !finished.missing;
    if (!complete) return;
    const previous = readPassRecord(sessionDir, suite);
    const failing = failingUnits(context.root, result.failures, facts.units, 'file');
    const next = nextPassRecord({ previous, root: suite.root, runner: suite.runner, command: suite.command, session: context.session, environment: environment(), signatures: code, ran: ran === 'all' ? facts.units : ran, units: facts.units, inputs: facts.inputs, failing, unit: 'file' });
    if (next === undefined) dropPassRecord(sessionDir, suite);
    else writePassRecord(sessionDir, next);
  };
  return {
    /** What the replay of `scope` still has to run: the session-start test files whose replay pass no longer holds. */
    narrow(scope: { files: string[] } | 'suite'): { files: string[]; held: number } | undefined {
      const record = readPassRecord(sessionDir, suite);
      if (record === undefined) return undefined;
      const units = [...new Set([...startTests, ...Object.keys(record.units)])].sort();
      const inputs: TestInputs = { units: new Map(Object.entries(record.units).map(([unit, pass]) => [unit, pass.inputs])), open: new Map(Object.entries(record.open)), global: new Set(record.global) };
      const selection = selectClose({ record, session: context.session, signatures: codeOf(fingerprint), environment: environment(), units, inputs, failedThisSession: [], unit: 'file' });
      if (selection.kind !== 'select') return undefined;
      const wanted = scope === 'suite' ? units : scope.files;
      const files = selection.units.filter((unit) => wanted.includes(unit));
      return { files, held: wanted.length - files.length };
    },
    /** Reads the session-start test files' inputs on the swapped-in workspace, before the replay runs. */
    async scanSwapped(): Promise<void> {
      swapped = factsOf(context, await fingerprintWorkspace(context.root), [], kind);
    },
    /** Records what the replay ran. */
    replayed(finished: FinishedRun, files: string[] | undefined): void {
      if (swapped !== undefined) write(finished, files ?? 'all', swapped, codeOf(fingerprint));
    },
    /** Records a complete run of the suite on the harness as the session found it: its passes are the session-start tests'. */
    ranAsFound(start: Fingerprint, finished: FinishedRun, ran: readonly string[] | 'all', facts: CloseFacts | undefined): void {
      write(finished, ran, facts ?? factsOf(context, start, [], kind), codeOf(start));
    },
  };
}
