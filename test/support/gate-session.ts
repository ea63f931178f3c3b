/**
 * Helpers the gate's runtime tests share: this plugin's notices in the session log, a scripted
 * edit of the workspace, a runtime with a one-interception budget, a closing
 * `test_closure_check` turn, and an accepted `test_closure_report`.
 */
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bootRuntime, toolResults, type Runtime, type Step } from './runtime.ts';

/** This plugin's notices, of one record kind or all. */
export const notices = (rt: Runtime, kind?: string): any[] =>
  rt.events('user/message').filter((e) => e.data.source?.plugin === 'dsh-test-closure' && (kind === undefined || e.data.source.record?.kind === kind));
export const noticeText = (e: any): string => e.data.content[0].text;
/** The gate's interceptions so far. */
export const intercepts = (rt: Runtime): any[] => notices(rt, 'intercept');
/** Every test_run outcome so far. */
export const runs = (rt: Runtime) => toolResults(rt, 'test_run');

/** Writes a workspace file as the model would, creating its directory. */
export function write(rt: Runtime, path: string, content: string): void {
  mkdirSync(dirname(join(rt.workspace, path)), { recursive: true });
  writeFileSync(join(rt.workspace, path), content);
}
/** A scripted step's side effect that rewrites a workspace file, as the model's edit between calls. */
export const fix = (rt: Runtime, path: string, text: string): (() => void) => () => writeFileSync(join(rt.workspace, path), text);
export const read = (rt: Runtime, path: string): string => readFileSync(join(rt.workspace, path), 'utf8');

/** A runtime on `files` with a budget of one interception (unless `config` says otherwise), disposed after `body`. */
export async function withRuntime(files: Record<string, string>, body: (rt: Runtime) => Promise<void>, config: Record<string, unknown> = {}): Promise<void> {
  const rt = await bootRuntime({ files, jobs: false, config: { maxInterceptRounds: 1, ...config } });
  try {
    await body(rt);
  } finally {
    await rt.dispose();
  }
}

/** A further turn that only asks test_closure_check; returns its value. */
export async function closureCheck(rt: Runtime): Promise<any> {
  await rt.turn('status?', [{ call: 'test_closure_check' }, { text: 'checked' }, { text: 'checked' }, { text: 'checked' }]);
  rt.model.script.length = 0; // steps the gate did not need must not leak into later turns
  return toolResults(rt, 'test_closure_check').at(-1)!.value;
}

/** The model runs `moves`, reports, and stops: the report is accepted and the turn closes without a further interception. */
export async function reportCloses(rt: Runtime, moves: Step[], report: Record<string, unknown>): Promise<{ value: any; text: string; notice: string }> {
  await rt.turn('make the tests pass', [...moves, { call: 'test_closure_report', args: report }, { text: 'reported' }]);
  assert.is(rt.model.script.length, 0, 'the turn closed after the report');
  const outcome = toolResults(rt, 'test_closure_report').at(-1)!;
  assert.is(outcome.isError, false, outcome.text);
  const logged = notices(rt, 'report');
  assert.is(logged.length, 1, 'the report is in the session log, where the user reads it');
  return { value: outcome.value, text: outcome.text, notice: noticeText(logged[0]) };
}
