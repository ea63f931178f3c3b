/**
 * The notes naming a run's full output (plugin/output-reference.ts): their exact wording,
 * what is handed to the spill store, and the degradations (no store, no session, a store
 * that rejects). The real store on the real runtime: test/runtime/output-reference.test.ts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outputReferenceNotes } from '../../src/plugin/output-reference.ts';
import { OUTPUT_REFERENCE_NOTES } from '../../src/plugin/output-reference-messages.ts';
import type { FinishedRun } from '../../src/run/result.ts';

const finished = (extra: Partial<FinishedRun> = {}): FinishedRun => ({ result: {} as never, output: 'all of it\n', ...extra });
const exec = (agent = true) => ({ callId: 'call-7', ...(agent ? { agent: { id: 'session-1' } } : {}) }) as never;

function fakeStore(answer: () => Promise<unknown>) {
  const saved: unknown[] = [];
  const ctx = { get: (name: string) => (name === 'spillStore' ? { saveText: (input: unknown) => (saved.push(input), answer()) } : undefined) } as never;
  return { ctx, saved };
}

const ref = suite('output reference: where the full output is');

ref('wording, pinned', () => {
  assert.is(OUTPUT_REFERENCE_NOTES.saved('/s/a.log', 42, 'Read it.'), 'full output: /s/a.log (42 bytes). Read it.');
  assert.is(OUTPUT_REFERENCE_NOTES.shellKept('stderr', '/t/e.log'), 'the shell kept the full stderr in /t/e.log');
});

ref('the raw output goes to the store under the session; the note renders its locator and hint as given', async () => {
  const { ctx, saved } = fakeStore(async () => ({ locator: 'mem://x/1', bytes: 10, retrievalHint: 'Ask for mem://x/1 by key.' }));
  const notes = await outputReferenceNotes(ctx, exec(), finished());
  assert.equal(saved, [{ owner: { sessionId: 'session-1' }, source: { toolName: 'test_run', callId: 'call-7', label: 'full output' }, suggestedName: 'test_run-output.log', content: 'all of it\n' }]);
  assert.equal(notes, ['full output: mem://x/1 (10 bytes). Ask for mem://x/1 by key.']);
});

ref('a rejecting store, no store, or no session: no reference; the shell\'s spill files are named all the same', async () => {
  const spills = { shellSpills: [{ stream: 'stdout' as const, path: '/t/o.log' }, { stream: 'stderr' as const, path: '/t/e.log' }] };
  const shellNotes = ['the shell kept the full stdout in /t/o.log', 'the shell kept the full stderr in /t/e.log'];
  const rejecting = fakeStore(() => Promise.reject(new Error('ENOSPC')));
  assert.equal(await outputReferenceNotes(rejecting.ctx, exec(), finished(spills)), shellNotes);
  assert.equal(await outputReferenceNotes({ get: () => undefined } as never, exec(), finished()), []);
  assert.equal(await outputReferenceNotes({ get: () => undefined } as never, exec(), finished(spills)), shellNotes);
  const sessionless = fakeStore(async () => ({ locator: 'l', bytes: 1, retrievalHint: 'h' }));
  assert.equal(await outputReferenceNotes(sessionless.ctx, exec(false), finished()), []);
  assert.is(sessionless.saved.length, 0);
});

ref.run();
