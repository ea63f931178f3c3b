/** The workspace fingerprint behind the gate's freshness check, on real files. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allFilesOf, changedFiles, fingerprintWorkspace, markChangedDuringRun } from '../../src/workspace/fingerprint.ts';
import { changesSince, staleBlocker, uncoveredBlocker } from '../../src/closure/freshness.ts';
import { blockerText } from '../../src/render/blockers.ts';

function workspace(): string {
  const ws = mkdtempSync(join(tmpdir(), 'dtc-fp-'));
  mkdirSync(join(ws, 'src'));
  mkdirSync(join(ws, 'node_modules'));
  writeFileSync(join(ws, 'src/a.js'), 'export const a = 1;\n');
  writeFileSync(join(ws, 'src/b.js'), 'export const b = 2;\n');
  writeFileSync(join(ws, 'node_modules/dep.js'), 'x');
  return ws;
}

const fp = suite('fingerprint');

fp('an untouched tree has the same digest; the walk\'s skips apply', async () => {
  const ws = workspace();
  const first = await fingerprintWorkspace(ws);
  const second = await fingerprintWorkspace(ws);
  assert.is(first.digest, second.digest);
  assert.equal([...first.files.keys()], ['src/a.js', 'src/b.js']);
  rmSync(ws, { recursive: true });
});

fp('an edit of the same size with its mtime put back is still a change (ctime moves)', async () => {
  const ws = workspace();
  const before = await fingerprintWorkspace(ws);
  const { atime, mtime } = statSync(join(ws, 'src/a.js'));
  await new Promise((r) => setTimeout(r, 20));
  writeFileSync(join(ws, 'src/a.js'), 'export const a = 9;\n');
  utimesSync(join(ws, 'src/a.js'), atime, mtime);
  const after = await fingerprintWorkspace(ws);
  assert.is.not(after.digest, before.digest);
  assert.equal(changedFiles(before.files, after.files), ['src/a.js']);
  rmSync(ws, { recursive: true });
});

fp('changed, added and removed files are listed in that order; dependencies are not watched', async () => {
  const ws = workspace();
  const before = await fingerprintWorkspace(ws);
  writeFileSync(join(ws, 'src/b.js'), 'export const b = 3; // longer\n');
  writeFileSync(join(ws, 'src/c.js'), 'new\n');
  renameSync(join(ws, 'src/a.js'), join(ws, 'a-moved.js'));
  writeFileSync(join(ws, 'node_modules/dep.js'), 'changed');
  const after = await fingerprintWorkspace(ws);
  assert.equal(changedFiles(before.files, after.files), ['src/b.js', 'a-moved.js', 'src/c.js', 'src/a.js']);
  rmSync(ws, { recursive: true });
});

fp('a vanished workspace matches nothing', async () => {
  const ws = workspace();
  const before = await fingerprintWorkspace(ws);
  rmSync(ws, { recursive: true });
  const gone = await fingerprintWorkspace(ws);
  assert.is(gone.unreadable, true);
  assert.is.not(gone.digest, before.digest);
});

fp('files that moved while a run was in progress stay changed after it', async () => {
  const ws = workspace();
  const start = await fingerprintWorkspace(ws);
  writeFileSync(join(ws, 'src/a.js'), 'edited while the tests ran, a longer line\n');
  const end = markChangedDuringRun(start, await fingerprintWorkspace(ws));
  // Nothing changes after the run, yet the file is reported, by name and through the digest.
  assert.equal(await changesSince({ root: ws, fingerprint: end.digest }, end), ['src/a.js']);
  assert.equal(await changesSince({ root: ws, fingerprint: end.digest }, undefined), []);
  const untouched = await fingerprintWorkspace(ws);
  assert.is(markChangedDuringRun(untouched, untouched), untouched);
  rmSync(ws, { recursive: true });
});

fp('freshness: undefined when nothing changed; after a restart only the digest tells', async () => {
  const ws = workspace();
  const recorded = await fingerprintWorkspace(ws);
  assert.is(await changesSince({ root: ws, fingerprint: recorded.digest }, recorded), undefined);
  assert.is(await changesSince({ root: ws, fingerprint: recorded.digest }, undefined), undefined);
  writeFileSync(join(ws, 'src/a.js'), 'broken, and longer than before\n');
  assert.is(blockerText(staleBlocker((await changesSince({ root: ws, fingerprint: recorded.digest }, recorded))!)), 'stale: changed since the run: src/a.js');
  assert.is(blockerText(staleBlocker((await changesSince({ root: ws, fingerprint: recorded.digest }, undefined))!)), 'stale: the workspace changed since the run (which files is not known after a restart)');
  rmSync(ws, { recursive: true });
});

fp('build output and dot directories are fingerprinted apart from the probe\'s files; VCS, dependencies and tool caches are not', async () => {
  const ws = workspace();
  for (const dir of ['dist', '.lib', '.git', '.pytest_cache', 'src/__pycache__']) mkdirSync(join(ws, dir));
  for (const file of ['dist/a.js', '.lib/b.js', '.git/HEAD', '.pytest_cache/lastfailed', 'src/__pycache__/a.pyc']) writeFileSync(join(ws, file), 'x');
  const before = await fingerprintWorkspace(ws);
  assert.equal([...before.files.keys()], ['src/a.js', 'src/b.js']);
  assert.equal([...before.outside!.keys()].sort(), ['.lib/b.js', 'dist/a.js']);
  writeFileSync(join(ws, 'dist/a.js'), 'changed');
  const after = await fingerprintWorkspace(ws);
  assert.is.not(after.digest, before.digest);
  assert.equal(changedFiles(allFilesOf(before), allFilesOf(after)), ['dist/a.js']);
  for (const file of ['.git/HEAD', '.pytest_cache/lastfailed', 'src/__pycache__/a.pyc', 'node_modules/dep.js']) writeFileSync(join(ws, file), 'changed');
  assert.is((await fingerprintWorkspace(ws)).digest, after.digest);
  rmSync(ws, { recursive: true });
});

fp('a walk cut by its budget is truncated, and says so in one line', async () => {
  const ws = workspace();
  const cut = await fingerprintWorkspace(ws, 2);
  assert.is(cut.truncated, true);
  assert.is((await fingerprintWorkspace(ws)).truncated, false);
  assert.is(blockerText(uncoveredBlocker()), 'unverifiable: the workspace has over 20,000 entries outside .git and node_modules; changes past them cannot be seen');
  rmSync(ws, { recursive: true });
});

fp.run();
