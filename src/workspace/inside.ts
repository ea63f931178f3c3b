/**
 * Keeping a tool's directory argument inside the session's workspace.
 *
 * @module dsh-test-closure/workspace/inside
 */
import { isAbsolute, relative, resolve } from 'node:path';

/** Resolves `dir` inside `root`; a path that escapes the workspace is an error. */
export function resolveInside(root: string, dir: string | undefined): string {
  if (dir === undefined || dir === '') return root;
  const full = resolve(root, dir);
  const rel = relative(root, full);
  if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`test_probe: dir ${JSON.stringify(dir)} is outside the workspace ${root}`);
  return full;
}
