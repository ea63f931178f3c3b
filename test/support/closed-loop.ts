/**
 * The closed loop every runner goes through on the real dsh runtime (in-process; only the model
 * is scripted), one table row per runner, so each runner is held to the same scenario:
 *
 *   probe -> red run -> [last_failed re-run, in the same turn] -> the gate intercepts -> the fix
 *   -> a plain run (the failures first, then the whole suite), green and verified -> the turn
 *   closes.
 *
 * A row whose last_failed re-run is not part of the loop gets it as a test of its own: a red
 * run, then `last_failed: true` runs the failing test alone. What a runner says beyond the
 * shared assertions (a message, a location, the gate's notice) is the row's `check`s.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bootRuntime, toolResults, type Runtime } from './runtime.ts';

interface Counts {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
}

export interface ClosedLoop {
  /** The runner as the suite title says it: `go test`, `Django manage.py test`. */
  title: string;
  files: Record<string, string>;
  /** Link the repository's node_modules into the workspace (the runner is a devDependency). */
  linkNodeModules?: boolean;
  /** Runs once the workspace exists, before the first turn (a virtualenv). */
  prepare?(rt: Runtime): void;
  /** Files the fix writes, path -> content. */
  fix: Record<string, string>;
  /** test_run arguments on every run (cargo's build needs a longer timeout). */
  runArgs?: Record<string, unknown>;
  /** The probe's framework and, when pinned, its planned command and config path. */
  probe: { framework: string; command?: string; configPath?: string };
  red: {
    summary: Counts;
    /** How a failure is compared (`[f.name, f.kind]`, …) and the expected list of those. */
    failure(f: any): unknown;
    failures: unknown[];
    check?(run: any): void;
  };
  /** The last_failed re-run of the red run's failures; `inLoop`: in the loop's turn, else a test of its own. */
  lastFailed?: { inLoop: boolean; command: string; summary: Counts; check?(run: any): void };
  green: { summary: Counts; check?(run: any): void };
  /** What else the loop's session must show (the gate's notices, the requests). */
  check?(rt: Runtime, runs: any[]): void;
}

const valueOf = (o: { value: any }) => o.value;

function writeFiles(rt: Runtime, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(rt.workspace, path)), { recursive: true });
    writeFileSync(join(rt.workspace, path), content);
  }
}

const boot = (row: ClosedLoop): Promise<Runtime> => bootRuntime({ files: row.files, ...(row.linkNodeModules ? { linkNodeModules: true } : {}) });

/** The loop of one row: probe, red, [last_failed], fix, green, the turn closed. */
export async function runClosedLoop(row: ClosedLoop): Promise<void> {
  const rt = await boot(row);
  try {
    row.prepare?.(rt);
    const run = row.runArgs === undefined ? { call: 'test_run' } : { call: 'test_run', args: row.runArgs };
    const lastFailedInLoop = row.lastFailed?.inLoop === true;
    await rt.turn('make the tests pass', [
      { call: 'test_probe' },
      run,
      ...(lastFailedInLoop ? [{ call: 'test_run', args: { ...row.runArgs, last_failed: true } }] : []),
      { text: 'done' },
      { ...run, before: () => writeFiles(rt, row.fix) },
      { text: 'fixed and verified' },
    ]);
    const probe = valueOf(toolResults(rt, 'test_probe')[0]!);
    assert.is(probe.framework, row.probe.framework);
    if (row.probe.configPath !== undefined) assert.is(probe.configPath, row.probe.configPath);
    if (row.probe.command !== undefined) assert.is(probe.command, row.probe.command);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, lastFailedInLoop ? 3 : 2, JSON.stringify(runs[0]?.outputTail));
    const [red, green] = [runs[0], runs.at(-1)];
    assert.is(red.framework, row.probe.framework);
    assert.is(red.status, 'failed', red.outputTail);
    assert.equal(red.summary, row.red.summary, red.outputTail);
    assert.equal(red.failures.map(row.red.failure), row.red.failures);
    row.red.check?.(red);
    if (lastFailedInLoop) checkLastFailed(row, runs[1]);
    assert.is(green.status, 'passed', green.outputTail);
    assert.equal(green.summary, row.green.summary);
    assert.is(green.verdict.verified, true);
    row.green.check?.(green);
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
    row.check?.(rt, runs);
  } finally {
    await rt.dispose();
  }
}

function checkLastFailed(row: ClosedLoop, run: any): void {
  const expected = row.lastFailed!;
  assert.is(run.command, expected.command);
  assert.equal(run.summary, expected.summary);
  expected.check?.(run);
}

/** A red run, then last_failed: the failing test alone, as the row's runner selects it. */
export async function runLastFailed(row: ClosedLoop): Promise<void> {
  const rt = await boot(row);
  try {
    row.prepare?.(rt);
    await rt.turn('run the failing test again', [
      row.runArgs === undefined ? { call: 'test_run' } : { call: 'test_run', args: row.runArgs },
      { call: 'test_run', args: { ...row.runArgs, last_failed: true } },
      { text: 'still red' },
      { text: 'still red' },
      { text: 'still red' },
    ]);
    checkLastFailed(row, toolResults(rt, 'test_run').map(valueOf)[1]);
  } finally {
    await rt.dispose();
  }
}

/** Registers and runs the closed-loop suite of each row (and its last_failed test when not in the loop). */
export function closedLoopSuites(rows: readonly ClosedLoop[]): void {
  for (const row of rows) {
    const loop = suite(`closed loop (${row.title}, real runtime)`);
    const steps = ['probe', 'red', ...(row.lastFailed?.inLoop ? ['last_failed'] : []), 'interception', 'fix', 'failures first', 'green', 'turn closes'];
    loop(steps.join(' -> '), () => runClosedLoop(row));
    if (row.lastFailed !== undefined && !row.lastFailed.inLoop) loop('last_failed re-runs the failing test alone', () => runLastFailed(row));
    loop.run();
  }
}
