// Keyless scripted model for the e2e tests: a catch-all `llm/stream` waterfall listener that
// never calls next(), so no provider, key or network is involved.
//
// Inserted by the keyless --patch overlay (harness.mjs keylessOverlay), copied into
// $DSH_HOME/profiles/ so `@deepseek-ai/dsh-llm` resolves to the host's own copy. Env vars:
//   DTC_SCRIPT   JSON file: {"steps": [Step, ...]}; Step = {"call": "<tool>", "args": {...}}
//                or {"text": "..."}. The N-th main-agent request (one that offers tools) is
//                answered with step N. Requests without tools (side calls) get a fixed text.
//                When the script is exhausted the model answers "SCRIPT EXHAUSTED" (a test
//                failure that names itself).
//                Optional "followups": ["text", ...]: when turn k of a session is about to end, the
//                module queues followups[k-1] as a new USER message (agent.followup), i.e. it
//                plays the user typing a second message into the same session and process.
//                Headless runs exactly one task per process and has no --resume, so this is
//                the only way to reach a later turn of the same live session under the CLI.
//   DTC_LLM_LOG  JSONL file: one line per request, what the model saw (tool names, a digest of
//                every message: role, source, block types, text), and which step answered.
//
// Steps are chosen by index, not by the last message: the request's last message is the
// runtime-context snapshot, not the user task (dsh-host.md §12.16). Tests assert on the log
// instead (e.g. that request 3 carries the gate's notice).
import { appendFileSync, readFileSync } from 'node:fs';
import { createUserMessage } from '@deepseek-ai/dsh-llm';

export const name = 'dtc-scripted-llm';
export const inject = ['llm'];

function textChunks(t) {
  return [
    { type: 'block-start', index: 0, blockType: 'text' },
    { type: 'text-delta', index: 0, text: t },
    { type: 'block-end', index: 0, block: { type: 'text', text: t } },
    { type: 'usage', usage: { inputTokens: 1, outputTokens: 1 } },
    { type: 'finish', reason: { kind: 'stop' } },
  ];
}

function toolCallChunks(id, toolName, args) {
  const a = JSON.stringify(args ?? {});
  return [
    { type: 'block-start', index: 0, blockType: 'tool-call' },
    { type: 'tool-call-delta', index: 0, id, name: toolName, argumentsDelta: a },
    { type: 'block-end', index: 0, block: { type: 'tool-call', id, name: toolName, arguments: a } },
    { type: 'usage', usage: { inputTokens: 1, outputTokens: 1 } },
    { type: 'finish', reason: { kind: 'tool-calls' } },
  ];
}

function blockText(b) {
  if (b.type === 'text') return b.text;
  if (b.type === 'tool-result') return (b.content ?? []).map(blockText).join('');
  if (b.type === 'tool-call') return `${b.name}(${typeof b.arguments === 'string' ? b.arguments : JSON.stringify(b.arguments)})`;
  return '';
}

function digest(m) {
  const content = Array.isArray(m.content) ? m.content : [];
  return {
    role: m.role,
    source: m.source ?? null,
    blocks: content.map((b) => b.type),
    text: content.map(blockText).join('\n').slice(0, 4000),
  };
}

export function apply(ctx) {
  const scriptPath = process.env.DTC_SCRIPT;
  const logPath = process.env.DTC_LLM_LOG;
  const script = scriptPath ? JSON.parse(readFileSync(scriptPath, 'utf8')) : {};
  const steps = script.steps ?? [];
  const followups = script.followups ?? [];
  // A user message for turn k+1 must be in the inbox BEFORE turn k's `turn/end` is appended:
  // the loop checks `inbox.hasPending` synchronously right after it, and headless exits at the
  // first idle (a followup from a `session/event` listener is refused: "session append cannot
  // reenter"). So it is queued from `agent/turn-stopping` once every other listener, notably
  // the dsh-test-closure gate, has decided not to steer. The listener is registered lazily on
  // the first model request, i.e. after every plugin's apply(), so it runs after the gate
  // (serial dispatch, registration order).
  const queued = new Set();
  let followupListener = false;
  const registerFollowups = () => {
    if (followupListener || followups.length === 0) return;
    followupListener = true;
    ctx.on('agent/turn-stopping', ({ agent, turn }) => {
      if (agent.inbox.nextStep.length > 0) return; // someone steered: the turn goes on
      const key = `${agent.id}#${turn}`;
      const text = followups[turn - 1];
      if (text === undefined || queued.has(key)) return;
      queued.add(key);
      agent.followup(createUserMessage({ content: [{ type: 'text', text }], source: { kind: 'user' } }));
    });
  };
  let next = 0;
  let seq = 0;
  ctx.on('llm/stream', (options, _next) => {
    registerFollowups();
    const tools = (options.tools ?? []).map((t) => t.name);
    let chunks;
    let answered;
    if (tools.length === 0) {
      answered = 'side-request';
      chunks = textChunks('side-request');
    } else if (next >= steps.length) {
      answered = 'exhausted';
      chunks = textChunks('SCRIPT EXHAUSTED');
    } else {
      const index = next++;
      const step = steps[index];
      answered = index;
      chunks = 'call' in step ? toolCallChunks(`call-${process.pid}-${++seq}`, step.call, step.args) : textChunks(step.text);
    }
    if (logPath) {
      appendFileSync(logPath, JSON.stringify({ answered, tools, messages: (options.messages ?? []).map(digest) }) + '\n');
    }
    return (async function* () {
      for (const c of chunks) yield c;
    })();
  });
}
