/**
 * When each session's baseline (closure/harness-baseline.ts) is taken and found again.
 *
 * The earliest host event a plugin can use is `agent/session-start`: it fires when an agent is
 * created for a session (`startup`) or resumed (`resume`), before its first step. There the
 * baseline is captured (a new session) or loaded from the state directory (a resumed one, or
 * captured if none is stored: the session began before the plugin was installed), and any
 * replay a crashed process left half-done is undone first (closure/harness-swap.ts). Each
 * step waits for that (`agent/pre-step`), so no tool call of the model runs before the
 * baseline is on disk. A session first seen by `test_run` (an agent the event missed) gets
 * its baseline then, marked `first-run`.
 *
 * The workspace fingerprint taken at the start is kept in memory too: it tells the gate which
 * files a session changed when it never ran the tests (`checks.editsNeedRun`).
 *
 * @module dsh-test-closure/plugin/session-baselines
 */
import type { Context } from '@deepseek-ai/cordis';
import type { Agent } from '@deepseek-ai/dsh-agent';
import { captureBaseline, defaultStateDir, loadBaseline, sessionDir, type HarnessBaseline } from '../closure/harness-baseline.ts';
import { recoverSwap } from '../closure/harness-swap.ts';
import { recordTestReads } from '../closure/test-reads-baseline.ts';
import { testReadsOf } from '../workspace/test-reads.ts';
import { PLUGIN_NAME } from '../report/names.ts';
import { baselineBoundNote } from '../render/baseline-bound.ts';
import { allFilesOf, fingerprintWorkspace, type Fingerprint } from '../workspace/fingerprint.ts';
import { workspaceRootFor } from './shell-run.ts';
import { callPlanner, type CallPlanner } from '../call/planner.ts';
import { resolveCommandWords } from '../workspace/command-words.ts';
import { signEnvironment, type EnvironmentRecord } from '../workspace/environment.ts';

/** A session's baseline, where it is stored, and the workspace as the session found it. */
export interface SessionBaseline {
  baseline: HarnessBaseline;
  /** The session's state directory. */
  dir: string;
  /** The fingerprint at session start; absent for a resumed session (an earlier process saw the start). */
  start?: Fingerprint;
}

type SessionAgent = Pick<Agent, 'id' | 'session'>;

export class SessionBaselines {
  readonly #ctx: Context;
  readonly #stateDir: string;
  readonly #sessions = new Map<string, Promise<SessionBaseline | undefined>>();

  /** The plugin instance's planner: the session's suite, its start run and every test_run plan through it. */
  readonly planner: CallPlanner;

  constructor(ctx: Context, stateDir: string | undefined, planner: CallPlanner = callPlanner({})) {
    this.#ctx = ctx;
    this.#stateDir = stateDir ?? defaultStateDir();
    this.planner = planner;
  }

  /** The suite's planned command now and what its words resolve to; undefined when nothing is detected. */
  async #suiteCommand(root: string): Promise<HarnessBaseline['command']> {
    try {
      const plan = await this.planner.suitePlan(root);
      return { command: plan.command, words: resolveCommandWords(plan.command, root), runner: plan.runner };
    } catch {
      return undefined;
    }
  }

  /** The environment signed now; undefined when it cannot be (the session runs without that check, and says so). */
  #environment(agentId: string, root: string): EnvironmentRecord | undefined {
    try {
      return signEnvironment(root);
    } catch (error) {
      this.#ctx.logger(PLUGIN_NAME).warn(`session ${agentId}: no environment signature (${(error as Error).message})`);
      return undefined;
    }
  }

  /** The session's state directory. */
  dirOf(sessionId: string): string {
    return sessionDir(this.#stateDir, sessionId);
  }

  async #take(agent: SessionAgent, when: HarnessBaseline['capturedWhen'], fresh: boolean): Promise<SessionBaseline | undefined> {
    const dir = this.dirOf(agent.id);
    const root = workspaceRootFor(this.#ctx, { agent: agent as Agent });
    try {
      recoverSwap(dir);
      const stored = fresh ? undefined : loadBaseline(dir);
      if (stored && stored.root === root) return { baseline: stored, dir };
      const start = await fingerprintWorkspace(root);
      // A resumed session with nothing stored began before the plugin saw it: recorded now, and said so.
      const command = await this.#suiteCommand(root);
      const baseline = captureBaseline(agent.id, root, start, dir, fresh ? when : 'first-run', command, this.#environment(agent.id, root));
      if (baseline.truncated) this.#ctx.logger(PLUGIN_NAME).warn(`session ${agent.id}: ${baselineBoundNote(baseline.files.size)}`);
      // What the tests read beyond the harness rules joins it (closure/test-reads-baseline.ts).
      recordTestReads(baseline, dir, start, testReadsOf(root, allFilesOf(start).keys(), command?.command));
      // Only a fresh start is the workspace as the session found it (edits without a run, pre-existing failures).
      return fresh ? { baseline, dir, start } : { baseline, dir };
    } catch (error) {
      // No state directory (a read-only home): the session runs without a baseline, and says so in the log.
      this.#ctx.logger(PLUGIN_NAME).warn(`session ${agent.id}: no session baseline (${(error as Error).message})`);
      return undefined;
    }
  }

  /** At `agent/session-start`: a new session's baseline is captured, a resumed one's found. */
  begin(agent: SessionAgent, source: string): void {
    if (this.#sessions.has(agent.id)) return;
    // A fresh start with tool results in its log is a session this process has not seen start.
    const fresh = source === 'startup' && !agent.session.events.some((e) => e.type === 'tool/result');
    this.#sessions.set(agent.id, this.#take(agent, 'session-start', fresh));
  }

  /** Resolves once the session's baseline is taken (or failed); immediate for an unknown session. */
  async ready(sessionId: string): Promise<void> {
    await this.#sessions.get(sessionId);
  }

  /** The session's baseline, taken now when the start event was missed. */
  of(agent: SessionAgent): Promise<SessionBaseline | undefined> {
    let pending = this.#sessions.get(agent.id);
    if (!pending) {
      pending = this.#take(agent, 'first-run', false);
      this.#sessions.set(agent.id, pending);
    }
    return pending;
  }

  /** Undoes a half-done replay of the session, if a crash left one. */
  recover(sessionId: string): void {
    try {
      recoverSwap(this.dirOf(sessionId));
    } catch {
      // Unreadable state directory: nothing could have been swapped through it.
    }
  }

  forget(sessionId: string): void {
    this.#sessions.delete(sessionId);
  }
}

/** Takes every session's baseline at its start, and holds its first step until it is on disk. */
export function registerSessionBaselines(ctx: Context, baselines: SessionBaselines): void {
  ctx.on('agent/session-start', ({ agent, source }) => baselines.begin(agent, source));
  ctx.on('agent/pre-step', async ({ agent }, next) => {
    await baselines.ready(agent.id);
    return next();
  });
}
