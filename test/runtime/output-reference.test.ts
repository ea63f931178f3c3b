/**
 * "The full output is one read away", on the real runtime with the real local spill store
 * (`@deepseek-ai/dsh-spill-local`): a finished test_run saves its raw output there and the
 * result names it with the store's retrieval hint; a stream the shell itself truncated is
 * named by the shell's spill file; without a store nothing is said; a store that fails costs
 * the reference only.
 */
import { suite } from 'uvu';
import stripAnsi from 'strip-ansi';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SessionId } from '@deepseek-ai/dsh-session';
import { bootRuntime, makeWorkspace, toolResults, type Runtime } from '../support/runtime.ts';
import { OUTPUT_REFERENCE_NOTES } from '../../src/plugin/output-reference-messages.ts';

const NOISY_LINES = 2000;
/** A red node:test suite that logs many numbered lines before it fails: far more than the output tail keeps. */
const RED_NOISY = {
  'test/a.test.mjs': [
    "import test from 'node:test';",
    "import assert from 'node:assert';",
    `test('noisy', () => { for (let i = 0; i < ${NOISY_LINES}; i++) console.log('progress line ' + i); });`,
    "test('adds', () => assert.strictEqual(1 + 1, 3));",
    '',
  ].join('\n'),
};

async function oneRun(rt: Runtime, args: Record<string, unknown> = {}) {
  await rt.turn('run the tests', [{ call: 'test_run', args: { framework: 'node:test', ...args } }, { text: 'ok' }, { text: 'ok' }, { text: 'ok' }]);
  const results = toolResults(rt, 'test_run');
  const last = results[results.length - 1]!;
  return { value: last.value, text: last.text, isError: last.isError };
}

/** Every file the store wrote, path -> content. */
function spilled(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of readdirSync(root)) for (const f of readdirSync(join(root, dir))) files.set(join(root, dir, f), readFileSync(join(root, dir, f), 'utf8'));
  return files;
}

/** The store's own reference for some text: what it says for any artifact (its hint). */
async function storeHint(rt: Runtime): Promise<string> {
  const ref = await (rt.ctx as any).get('spillStore').saveText({ owner: { sessionId: SessionId('hint-probe') }, source: { toolName: 'probe', callId: 'c', label: 'probe' }, suggestedName: 'probe.txt', content: 'x' });
  return ref.retrievalHint;
}

const spill = suite('test_run: the full output is one read away');

spill('a red run saves its full raw output to the spill store and names it with the store hint', async () => {
  const rt = await bootRuntime({ spillStore: true, files: RED_NOISY });
  try {
    const { value, text, isError } = await oneRun(rt);
    assert.is(isError, false);
    assert.is(value.status, 'failed');
    const files = spilled(rt.spillRoot!);
    assert.is(files.size, 1);
    const [path, content] = [...files][0]!;
    // The saved content is the whole output: every logged line (the tail keeps only the last
    // few), the failure, the runner's summary; the tail is the end of it.
    for (let i = 0; i < NOISY_LINES; i++) assert.ok(content.includes(`progress line ${i}\n`), `line ${i}`);
    assert.ok(!value.outputTail.includes('progress line 0\n'));
    assert.ok(content.includes('Expected values to be strictly equal'));
    // The saved output is raw; the tail is shown without colour escapes (a run under FORCE_COLOR has them).
    assert.ok(stripAnsi(content).endsWith(value.outputTail), 'the output tail is the end of the saved output');
    const note = OUTPUT_REFERENCE_NOTES.saved(path, Buffer.byteLength(content), await storeHint(rt));
    // What the model reads: the note, with the store's hint verbatim, as the last note.
    assert.is(value.notes[value.notes.length - 1], note);
    assert.ok(text.includes(`\nnotes:\n`) && `${text}\n`.includes(`- ${note}\n`), text);
    assert.ok(note.endsWith('. Use read with offset/limit, or grep this path to search within it.'), note);
  } finally {
    await rt.dispose();
  }
});

spill('without a spill store nothing is said about the full output', async () => {
  const rt = await bootRuntime({ files: RED_NOISY });
  try {
    const { value, text } = await oneRun(rt);
    assert.is(value.status, 'failed');
    assert.ok(!text.includes('full output'), text);
    assert.ok(!value.notes.some((n: string) => n.startsWith('full output') || n.startsWith('the shell kept')), value.notes.join('\n'));
  } finally {
    await rt.dispose();
  }
});

spill('a store that cannot save costs the reference, not the result', async () => {
  // A root that is a regular file: the local store's mkdir under it fails, so saveText rejects.
  const blocker = join(makeWorkspace(), 'not-a-dir');
  writeFileSync(blocker, '');
  const rt = await bootRuntime({ spillStore: { root: blocker }, files: RED_NOISY });
  try {
    const { value, text, isError } = await oneRun(rt);
    assert.is(isError, false);
    assert.is(value.status, 'failed');
    assert.ok(!text.includes('full output'), text);
  } finally {
    await rt.dispose();
  }
});

spill('a stream the shell truncated is named by the file where the shell kept it whole', async () => {
  // 200 kB on stderr, before the runner: above the shell's own stderr cap, which the plugin
  // does not raise (node:test itself forwards a test's stderr to its reporter's stdout).
  const rt = await bootRuntime({
    files: {
      'loud.mjs': "for (let i = 0; i < 4000; i++) process.stderr.write('stderr line ' + String(i).padStart(4, '0') + ' ' + 'x'.repeat(36) + '\\n');\n",
      'test/a.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('adds', () => assert.strictEqual(1 + 1, 3));\n",
    },
  });
  try {
    const command = 'node loud.mjs; node --test --test-reporter=spec --test-reporter-destination=stdout';
    const { value, text } = await oneRun(rt, { command });
    assert.is(value.status, 'failed');
    const kept = value.notes.filter((n: string) => n.startsWith('the shell kept'));
    assert.is(kept.length, 1, value.notes.join('\n'));
    const path = kept[0].slice(OUTPUT_REFERENCE_NOTES.shellKept('stderr', '').length);
    assert.is(kept[0], OUTPUT_REFERENCE_NOTES.shellKept('stderr', path));
    const whole = readFileSync(path, 'utf8');
    assert.ok(whole.includes('stderr line 0000 ') && whole.includes('stderr line 3999 '));
    assert.ok(!value.outputTail.includes('stderr line 0000 '));
    assert.ok(`${text}\n`.includes(`- ${kept[0]}\n`), text);
  } finally {
    await rt.dispose();
  }
});

spill('a background run names its saved output in the notice that reports it', async () => {
  const rt = await bootRuntime({ jobs: true, spillStore: true, files: RED_NOISY });
  try {
    await rt.turn('run in background', [{ call: 'test_run', args: { framework: 'node:test', run_in_background: true } }, { text: 'started' }, { text: 'still red' }, { text: 'giving up' }]);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'background-run');
    assert.ok(notice, 'the background run was reported');
    const files = spilled(rt.spillRoot!);
    assert.is(files.size, 1);
    const [path, content] = [...files][0]!;
    assert.ok(content.includes(`progress line ${NOISY_LINES - 1}\n`) && content.includes('progress line 0\n'));
    const text = notice.data.content.map((b: any) => b.text).join('');
    assert.ok(text.endsWith(`\n${OUTPUT_REFERENCE_NOTES.saved(path, Buffer.byteLength(content), await storeHint(rt))}`), text);
  } finally {
    await rt.dispose();
  }
});

spill.run();
