/**
 * `npm run demo`: the red -> steer -> green loop on the real dsh runtime, in-process, with a
 * scripted model, on examples/demo-project (a node:test suite with one bug).
 *
 * The agent probes, runs the tests (red), tries to finish, is stopped by the gate's notice,
 * writes the fix, re-runs (green) and finishes. Prints what the model saw at each step.
 *
 * Everything temporary (the workspace, the runtime's `dsh-subprocess-*` and `dsh-spill-*`
 * directories) goes into one scratch directory, set as TMPDIR for this process and its
 * children, and removed at the end.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootRuntime, REPO_ROOT } from '../test/support/runtime.ts';

const scratch = mkdtempSync(join(tmpdir(), 'dtc-demo-'));
process.env.TMPDIR = scratch;
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

const project = join(REPO_ROOT, 'examples', 'demo-project');
// The project is in the workspace before the session starts, as a user's is: the session baseline records its tests.
const rt = await bootRuntime({ project });
const fix = readFileSync(join(project, 'src', 'slugify.fixed.js'), 'utf8');

const rule = (title: string) => console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`);
(rt.ctx as any).on('tools/result', (exec: any, result: any) => {
  rule(`tool ${exec.name} ${exec.arguments && Object.keys(exec.arguments).length ? JSON.stringify(exec.arguments) : ''}`);
  console.log(result.content.map((b: any) => b.text).join(''));
});
(rt.ctx as any).on('agent/turn-stopping', () => rule('agent tries to finish the turn'));

// Print each gate notice when the model is about to read it (the next model call).
let noticesShown = 0;
const notices = () => rt.events('user/message').filter((e) => e.data.source?.plugin === 'dsh-test-closure');
const showNewNotices = (): void => {
  for (const e of notices().slice(noticesShown)) {
    rule(`gate steers the agent back (notice: "${e.data.source.summary}")`);
    console.log(e.data.content[0].text);
  }
  noticesShown = notices().length;
};

try {
  await rt.turn('Make the slugify tests pass.', [
    { call: 'test_probe', before: showNewNotices },
    { call: 'test_run', before: showNewNotices },
    { text: 'I looked at it; should be fine now.', before: showNewNotices },
    {
      call: 'test_run',
      before: () => {
        showNewNotices();
        rule('agent writes the fix to src/slugify.js');
        writeFileSync(join(rt.workspace, 'src', 'slugify.js'), fix);
      },
    },
    { text: 'Fixed: slugify now replaces every run of whitespace, and test_run is green.', before: showNewNotices },
  ]);
  const end = rt.events('turn/end').at(-1);
  rule('result');
  console.log(`turn ended: ${end?.data.reason.kind}; model calls: ${rt.model.requests.length}; gate notices: ${notices().length}`);
} finally {
  await rt.dispose();
}
