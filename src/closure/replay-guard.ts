/**
 * The replay guards itself: the files a baseline replay swapped in (closure/harness-swap.ts)
 * are sealed right after the swap and checked before and after the replay's run. A process
 * left running (or code under test) that writes a weakened test file in while the replay runs
 * and puts the original back before the restore leaves the content as the swap wrote it, but
 * not its signature: any write moves ctime (and a rename the inode), and ctime cannot be set
 * back. A broken seal voids the replay: it cannot show the tests as at session start passing.
 *
 * What is sealed: every path the swap wrote (the baseline's content, checked by hash and
 * signature) and every path it moved aside (checked absent). Files a runner writes by rule
 * (a snapshot the replay's run rewrites) are exempt, as the restore exempts them.
 *
 * @module dsh-test-closure/closure/replay-guard
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileSignatureOf } from '../workspace/fingerprint.ts';
import { isRunnerOutput } from '../workspace/harness-files.ts';
import { sha256 } from './harness-baseline.ts';

/** One swapped path as the swap left it: its content hash and signature, or absent (null). */
interface SealedPath {
  path: string;
  /** The content hash the swap wrote, or null when it moved the file aside. */
  sha: string | null;
  /** The file's signature (size:mtime:ctime:ino) right after the swap; undefined when absent. */
  signature: string | undefined;
}

/** The swapped files of one replay, as the swap left them. */
export interface SwapSeal {
  root: string;
  paths: SealedPath[];
}

/** What a swap's journal says it left at each path (closure/harness-swap.ts). */
export interface SwappedPaths {
  root: string;
  entries: readonly { path: string; during: string | null }[];
}

/** Seals the paths a swap wrote or moved aside, right after the swap. */
export function sealSwap(swapped: SwappedPaths): SwapSeal {
  const paths = swapped.entries
    .filter((entry) => !isRunnerOutput(entry.path))
    .map((entry) => ({ path: entry.path, sha: entry.during, signature: fileSignatureOf(join(swapped.root, entry.path)) }));
  return { root: swapped.root, paths };
}

function contentHash(path: string): string | null {
  try {
    return sha256(readFileSync(path));
  } catch {
    return null;
  }
}

/**
 * The sealed paths written since the seal: a signature that moved (size, mtime, ctime or
 * inode), or content that is not what the swap left. Sorted.
 */
export function brokenSeals(seal: SwapSeal): string[] {
  const broken: string[] = [];
  for (const { path, sha, signature } of seal.paths) {
    const at = join(seal.root, path);
    if (fileSignatureOf(at) !== signature || contentHash(at) !== sha) broken.push(path);
  }
  return broken.sort();
}
