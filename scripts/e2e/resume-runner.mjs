// Test-only replacement for the headless runner that RESUMES a persisted session instead of
// creating a new one: the rc.8 CLI has no resumable non-web profile (headless always mints
// `session-<uuid>`, has no --resume; no tui profile template ships), yet "what survives a
// process restart" is a product question. Same flow as @deepseek-ai/dsh-headless 0.1.0-rc.8
// (await the loader, run one task, flush, print the last assistant text, exit 0 iff the turn
// completed) but through the public `ctx.agents.resume({resumeSessionId})`.
//
// Mounted by a patch that disables `headless-runner` and inserts this row with
// `inject: [headlessStartup]` and `config: {task: !!js ctx.headlessStartup.task}`;
// the session id comes from DTC_RESUME_SESSION. Copied into $DSH_HOME/profiles/ so its bare
// imports resolve to the host's own packages.
import { installModelSelection } from '@deepseek-ai/dsh-agent';
import { createUserMessage } from '@deepseek-ai/dsh-llm';
import { SessionId } from '@deepseek-ai/dsh-session';

export const name = 'dtc-resume-runner';
export const inject = ['agentDefaultModel', 'agents', 'sessions'];

function summarize(events, firstSeq) {
  let started = false;
  let text = '';
  let reason;
  for (const event of events) {
    if (event.seq < firstSeq) continue;
    if (event.type === 'turn/start') {
      started = true;
      continue;
    }
    if (!started) continue;
    if (event.type === 'assistant/message') {
      const joined = event.data.message.content.filter((b) => b.type === 'text').map((b) => b.text).join('');
      if (joined !== '') text = joined;
    }
    if (event.type === 'turn/end') reason = event.data.reason;
  }
  return { text, reason };
}

async function run(ctx, task, exit) {
  await ctx.get('loader')?.await();
  const id = process.env.DTC_RESUME_SESSION;
  if (!id) throw new Error('dtc-resume-runner: DTC_RESUME_SESSION is not set');
  const selection = ctx.agentDefaultModel.currentSelection();
  const { agent } = await ctx.agents.resume({
    resumeSessionId: SessionId(id),
    agentOptions: { provider: selection.provider, model: selection.model },
    setup: (agentCtx) => {
      installModelSelection(agentCtx, { current: selection, assembled: undefined });
    },
  });
  await agent.whenIdle();
  const firstSeq = agent.session.seq;
  agent.followup(createUserMessage({ content: [{ type: 'text', text: task }], source: { kind: 'user' } }));
  await agent.whenIdle();
  await ctx.sessions.flush(agent.session);
  const outcome = summarize(agent.session.events, firstSeq);
  process.stdout.write(`${outcome.text}\n`);
  if (outcome.reason?.kind === 'error') process.stderr.write(`dsh: ${outcome.reason.error.code}: ${outcome.reason.error.message}\n`);
  exit(outcome.reason?.kind === 'completed' ? 0 : 1);
}

export function apply(ctx, config) {
  const exit = ctx.get('appExit');
  if (exit === undefined) throw new Error('dtc-resume-runner: the launcher must provide ctx.appExit');
  run(ctx, config.task, exit).catch((error) => {
    process.stderr.write(`dsh: ${error instanceof Error ? error.message : String(error)}\n`);
    exit(1);
  });
}
