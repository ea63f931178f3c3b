/**
 * What each word of a planned command resolves to: the program a shell (or `npx`) would run
 * for it, followed through links to the real file, with that file's signature. The session
 * baseline records them for the suite's command when the session starts; a later run whose
 * words resolve elsewhere (a `vitest` planted in `node_modules/.bin`, a `python3` earlier on
 * PATH, a re-pointed link) says so.
 *
 * A word is looked up as a path when it has a `/` (relative to the workspace), else on PATH,
 * and after `npx` (or `npm exec`) first in the workspace's `node_modules/.bin`, where they look. Options, variable
 * assignments, quoted words and shell syntax are not programs and are skipped.
 *
 * @module dsh-test-closure/workspace/command-words
 */
import { accessSync, constants, realpathSync } from 'node:fs';
import { fileSignatureOf } from './fingerprint.ts';
import { delimiter, isAbsolute, join } from 'node:path';

/** One resolved word: the path it runs and that file's real path and signature. */
export interface ResolvedWord {
  word: string;
  /** The path found (before links are followed). */
  path: string;
  /** The real file (links followed) and its `size:mtime:ctime:ino`. */
  real: string;
  signature: string;
}

/** A bare word that could name a program: no option, assignment, quote or shell syntax. */
const PROGRAM_WORD = /^[A-Za-z0-9_.+@][A-Za-z0-9_.+@/-]*$/;

function executable(path: string): ResolvedWord | undefined {
  try {
    accessSync(path, constants.X_OK);
    const real = realpathSync(path);
    const signature = fileSignatureOf(real);
    return signature === undefined ? undefined : { word: '', path, real, signature };
  } catch {
    return undefined;
  }
}

/** The words of a command line that resolve to programs, each once, in order. */
export function resolveCommandWords(command: string, root: string, pathEnv: string = process.env.PATH ?? ''): ResolvedWord[] {
  const all = command.replace(/[()<>|;&]/g, ' ').split(/\s+/).filter((w) => w !== '');
  const resolved: ResolvedWord[] = [];
  const seen = new Set<string>();
  const onPath = pathEnv.split(delimiter).filter((d) => d !== '');
  for (let i = 0; i < all.length; i++) {
    const word = all[i]!;
    if (!PROGRAM_WORD.test(word) || seen.has(word)) continue;
    seen.add(word);
    // npx (and npm exec) run a package's bin from the workspace first; a shell looks on PATH only.
    const viaNpx = all.slice(0, i).some((w) => w === 'npx' || w === 'exec');
    const local = viaNpx ? [join(root, 'node_modules', '.bin', word)] : [];
    const candidates = word.includes('/') ? [isAbsolute(word) ? word : join(root, word)] : [...local, ...onPath.map((d) => join(d, word))];
    for (const candidate of candidates) {
      const found = executable(candidate);
      if (found) {
        resolved.push({ ...found, word });
        break;
      }
    }
  }
  return resolved;
}

/** Words that resolve differently now: to another file, a changed file, or newly to something (a word that resolved to nothing before). */
export function changedCommandWords(recorded: readonly ResolvedWord[], now: readonly ResolvedWord[]): { word: string; was?: string; now: string }[] {
  const before = new Map(recorded.map((w) => [w.word, w]));
  const changed: { word: string; was?: string; now: string }[] = [];
  for (const w of now) {
    const old = before.get(w.word);
    if (old === undefined) changed.push({ word: w.word, now: w.real });
    else if (old.real !== w.real || old.signature !== w.signature) changed.push({ word: w.word, was: old.real, now: w.real });
  }
  return changed;
}
