/**
 * The real dsh runtime, in-process: real tool registry, real `ctx.shell` (sandboxed bash
 * executor over the local subprocess backend), real sandbox policy, real agent loop and
 * session store, optional real jobs and spill store. Only the LLM is scripted (see {@link ScriptedModel}).
 */
import { cpSync, mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Context } from '@deepseek-ai/cordis';
import LlmRuntime, { LlmAdapter, createUserMessage } from '@deepseek-ai/dsh-llm';
import SessionStore, { SessionId } from '@deepseek-ai/dsh-session';
import SystemPrompt from '@deepseek-ai/dsh-system-prompt';
import ToolRuntime from '@deepseek-ai/dsh-tools';
import AgentRegistry from '@deepseek-ai/dsh-agent';
import AgentLoop from '@deepseek-ai/dsh-agent-loop';
import LocalSubprocessRuntime from '@deepseek-ai/dsh-subprocess-local';
import * as ShellEnv from '@deepseek-ai/dsh-shell-env';
import { LocalSandboxProvider } from '@deepseek-ai/dsh-sandbox-local';
import { SandboxPolicyService } from '@deepseek-ai/dsh-sandbox-policy';
import { SandboxBashExecutor } from '@deepseek-ai/dsh-bash-sandbox';
import { LocalJobRegistry } from '@deepseek-ai/dsh-jobs-local';
import * as ToolJobs from '@deepseek-ai/dsh-tool-jobs';
import { LocalSpillStore } from '@deepseek-ai/dsh-spill-local';
import * as TestClosure from '../../src/plugin/index.ts';

export const REPO_ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

/** One scripted model step: a tool call, or a final text. */
export type Step = ({ call: string; args?: Record<string, unknown> } | { text: string }) & {
  /** Runs when the model serves this step: how a scripted agent "edits" the workspace. */
  before?: () => void;
};

let callSeq = 0;
function chunksFor(step: Step): unknown[] {
  if ('text' in step) {
    return [
      { type: 'block-start', index: 0, blockType: 'text' },
      { type: 'text-delta', index: 0, text: step.text },
      { type: 'block-end', index: 0, block: { type: 'text', text: step.text } },
      { type: 'finish', reason: { kind: 'stop' } },
    ];
  }
  const id = `call-${++callSeq}`;
  const a = JSON.stringify(step.args ?? {});
  return [
    { type: 'block-start', index: 0, blockType: 'tool-call' },
    { type: 'tool-call-delta', index: 0, id, name: step.call, argumentsDelta: a },
    { type: 'block-end', index: 0, block: { type: 'tool-call', id, name: step.call, arguments: a } },
    { type: 'finish', reason: { kind: 'tool-calls' } },
  ];
}

/** A keyless model that answers each request with the next scripted step, and records requests. */
export class ScriptedModel extends LlmAdapter {
  readonly requests: unknown[] = [];
  readonly script: Step[] = [];
  override async *stream(options: unknown): AsyncGenerator<any> {
    this.requests.push(options);
    const next = this.script.shift();
    if (!next) throw new Error('scripted model: script exhausted');
    next.before?.();
    for (const c of chunksFor(next)) yield c;
  }
}

export interface RuntimeOptions {
  mode?: 'read-only' | 'workspace-write' | 'danger-full-access';
  config?: Partial<TestClosure.Config>;
  jobs?: boolean;
  /** Mount the real local spill store (`ctx.spillStore`), its files under {@link Runtime.spillRoot} (a fresh temp dir outside the workspace, or `root`). */
  spillStore?: boolean | { root: string };
  /** Files to write into the workspace, path -> content. */
  files?: Record<string, string>;
  /** A project directory to copy into the workspace first (before the session starts, as a user's project is there). */
  project?: string;
  /** Run the session in this existing directory, in place, instead of a fresh temp workspace (`files`, `project` and `linkNodeModules` then do nothing): a real project too large to copy (bench/long-suite.ts). */
  workspace?: string;
  /** Link the repo's node_modules into the workspace so npx finds vitest/jest. */
  linkNodeModules?: boolean;
  /** Runs on the workspace before the session starts (a virtualenv, a linked package: what the user's project holds). */
  prepare?: (workspace: string) => void;
}

/** One finished tool call as the registry reported it (`tools/result`): the value and the model-visible text. */
export interface ToolOutcome {
  name: string;
  isError: boolean;
  value: any;
  text: string;
}

export interface Runtime {
  ctx: Context;
  /** Every tool outcome, in completion order. */
  outcomes: ToolOutcome[];
  agent: any;
  model: ScriptedModel;
  workspace: string;
  /** The spill store's root, when one is mounted. */
  spillRoot?: string;
  /** The plugin's state directory (session baselines, the session-start run's record). */
  stateDir: string;
  /** Queues `steps`, sends `task` as a user turn, waits until idle. */
  turn(task: string, steps: Step[]): Promise<void>;
  events(type?: string): any[];
  /** Unloads the plugin and loads a fresh instance: what a host restart does to in-memory state. */
  remountPlugin(config?: Partial<TestClosure.Config>): Promise<void>;
  dispose(): Promise<void>;
}

let sessionSeq = 0;

/** Creates a temp workspace with `files` (and node_modules linked if asked). */
export function makeWorkspace(files: Record<string, string> = {}, linkNodeModules = false, project?: string): string {
  const ws = mkdtempSync(join(tmpdir(), 'dtc-ws-'));
  if (project !== undefined) cpSync(project, ws, { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(ws, path)), { recursive: true });
    writeFileSync(join(ws, path), content);
  }
  if (linkNodeModules) symlinkSync(join(REPO_ROOT, 'node_modules'), join(ws, 'node_modules'), 'dir');
  return ws;
}

export async function bootRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const workspace = options.workspace ?? makeWorkspace(options.files, options.linkNodeModules, options.project);
  options.prepare?.(workspace);
  const ctx = new Context();
  await ctx.plugin(LlmRuntime);
  await ctx.plugin(SessionStore);
  await ctx.plugin(SystemPrompt, {});
  await ctx.plugin(ToolRuntime, {});
  await ctx.plugin(AgentRegistry);
  await ctx.plugin(AgentLoop, { agents: [] });
  await ctx.plugin(LocalSubprocessRuntime);
  await ctx.plugin(ShellEnv, { dshHome: join(workspace, '.dsh') });
  await ctx.plugin(LocalSandboxProvider, {});
  await ctx.plugin(SandboxPolicyService, { mode: options.mode ?? 'workspace-write', workspaceRoot: workspace });
  await ctx.plugin(SandboxBashExecutor, { cwd: workspace, timeoutMs: 120_000 });
  if (options.jobs) {
    await ctx.plugin(LocalJobRegistry, {});
    await ctx.plugin(ToolJobs, { completionDelivery: 'quiet' });
  }
  const spillRoot = typeof options.spillStore === 'object' ? options.spillStore.root : options.spillStore ? mkdtempSync(join(tmpdir(), 'dtc-spill-')) : undefined;
  if (spillRoot !== undefined) await ctx.plugin(LocalSpillStore, { root: spillRoot });
  // Session baselines in a directory of the test's own (the default is the user's cache).
  const stateDir = mkdtempSync(join(tmpdir(), 'dtc-state-'));
  // The session-start run is off unless a test turns it on (test/runtime/trust.replay.test.ts):
  // it runs beside the scripted model's first steps, and the other tests pin what the model's
  // own runs find, so a concurrent run of the suite would only add CPU time and a race to them.
  const defaults = { stateDir, startRun: false };
  let pluginFiber: any = await ctx.plugin(TestClosure, { ...defaults, ...options.config } as TestClosure.Config);
  const outcomes: ToolOutcome[] = [];
  (ctx as any).on('tools/result', (exec: any, result: any) => {
    const text = (result.content ?? []).map((b: any) => b.text ?? '').join('');
    outcomes.push({ name: exec.name, isError: result.isError, value: result.isError ? result.error : result.value, text });
  });
  const model = new ScriptedModel();
  (ctx as any).llm.registerAdapter(['mock'], model);
  const { agent, dispose } = await (ctx as any).agents.create({
    sessionId: SessionId(`dtc-session-${process.pid}-${++sessionSeq}`),
    meta: { cwd: workspace },
    agentOptions: { provider: 'mock', model: 'mock' },
  });
  return {
    ctx,
    outcomes,
    agent,
    model,
    workspace,
    ...(spillRoot !== undefined ? { spillRoot } : {}),
    stateDir,
    async turn(task, steps) {
      model.script.push(...steps);
      agent.followup(createUserMessage({ content: [{ type: 'text', text: task }], source: { kind: 'user' } }));
      await agent.whenIdle();
    },
    events(type) {
      const all = agent.session.events as any[];
      return type ? all.filter((e) => e.type === type) : [...all];
    },
    async remountPlugin(config) {
      await pluginFiber.dispose();
      pluginFiber = await ctx.plugin(TestClosure, { ...defaults, ...options.config, ...config } as TestClosure.Config);
    },
    async dispose() {
      await dispose();
      await ctx.fiber.dispose();
    },
  };
}

/** The outcomes of one tool, in order. */
export function toolResults(rt: Runtime, name: string): ToolOutcome[] {
  return rt.outcomes.filter((o) => o.name === name);
}

/** Boots a runtime with `options`, runs `body` on it, and disposes it whatever `body` does. */
export async function withBootedRuntime(options: RuntimeOptions, body: (rt: Runtime) => Promise<void>): Promise<void> {
  const rt = await bootRuntime(options);
  try {
    await body(rt);
  } finally {
    await rt.dispose();
  }
}

/** One turn in which the model calls test_run with `args`: that call's value and text. */
export async function oneTestRun(rt: Runtime, args: Record<string, unknown> = {}): Promise<{ value: any; text: string }> {
  await rt.turn('run the tests', [{ call: 'test_run', args }, { text: 'ok' }, { text: 'ok' }, { text: 'ok' }]);
  const last = toolResults(rt, 'test_run').at(-1)!;
  return { value: last.value, text: last.text };
}
