/**
 * Folds RSpec line records ({@link RSpecRecord}) into counts and failures.
 *
 * After its examples ran, RSpec prints, in order: the `Pending:` blocks, the `Failures:`
 * blocks (`  1) Group example title` and the error under it), `Finished in …`, the summary
 * line (`3 examples, 1 failure, 1 pending`), and `Failed examples:` with one rerun line per
 * failure (`rspec ./spec/a_spec.rb:12 # Group example title`), in the failure blocks' order.
 * Errors outside of examples (a file that failed to load, a `before(:suite)` or
 * `after(:context)` hook) print as a block at column 0 where they happen.
 *
 * - Counts: the summary line's: examples, failures, pending (skipped); passed the rest. An error
 *   outside of examples is not counted (RSpec counts those apart): a file that failed to load is
 *   a `kind: 'file'` failure named by its path (`spec/a_spec.rb`), a hook's a `kind: 'run'`
 *   failure named `after(:context) hook`. Without a summary line (output cut off): the failure
 *   blocks and pending blocks seen, summarySeen false.
 * - Failures: one per rerun line (its title, and the file its path gives), the facts of the
 *   failure block of that title (` FIXED` follows the title of a pending example that passed);
 *   without a rerun list (output cut off), one per failure block, named by its title. Message,
 *   location and detail from the block (./error-block.ts); a file that failed to load with no
 *   project frame is located where its error's message says (placeInFile: a SyntaxError's
 *   `path:line:`). A numbered block before any section
 *   header (output cut at the start) only lends its facts to a rerun line of its title.
 * - What tests print goes out while examples run, before RSpec's own sections: only the
 *   failure blocks printed between the last two `Finished in` lines count (the run's own
 *   `Finished in` is its last), or those after the last one when the output was cut before
 *   the run's own; with a summary of no failures, none. A `Failures:` section a test printed
 *   is dropped.
 * - Listed (`tests`): the documentation formatter's tree (./documentation.ts), the lines before
 *   the run's own first section that neither a record kind nor a block reads, when it accounts
 *   for the summary and the rerun list; the progress formatter's marks list none.
 * - Unrecognised lines: the unknown lines no block read and no listed tree holds.
 *
 * @module dsh-test-closure/runners/rspec/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import { FailureList } from '../../parsing/fold-kit.ts';
import { summaryOf } from '../../parsing/result.ts';
import type { Failure } from '../../report/types.ts';
import { readDocumentationTree } from './documentation.ts';
import { RSpecBlock } from './error-block.ts';
import type { RSpecRecord } from './records.ts';

interface NumberedBlock {
  title: string;
  block: RSpecBlock;
  /** Read under a `Failures:` header (not a block whose section was cut off). */
  underHeader: boolean;
}

interface Outside {
  failure: Failure;
  block: RSpecBlock;
}

/** `./spec/a_spec.rb:12` or `./spec/a_spec.rb[1:2]` -> `spec/a_spec.rb`. */
export function rspecFileOfId(id: string): string {
  return id.replace(/(?::\d+)+$|\[[\d:]+\]$/, '').replace(/^\.\//, '');
}

/** A project-relative file as RSpec prints it (`./spec/a_spec.rb`), without its `./`. */
function fileOf(path: string): string {
  return path.replace(/^\.\//, '');
}


/**
 * Where a file that failed to load is broken, when its error's message says it and no project
 * frame does: a SyntaxError's `SyntaxError: /abs/spec/a_spec.rb:9: syntax error, …` names the
 * file (as Ruby loaded it) and the line.
 */
function placeInFile(message: string, file: string): string | undefined {
  const m = /^[A-Z][\w:]*: (\S+\.rb):(\d+): /.exec(message);
  if (m === null) return undefined;
  const path = m[1]!.replace(/^\.\//, '');
  return path === file || path.endsWith(`/${file}`) ? `${m[1]}:${m[2]}` : undefined;
}

export function foldRSpec(records: readonly RSpecRecord[], lines: Lines): Folded {
  let section: 'none' | 'pending' | 'failures' | 'failedExamples' = 'none';
  /** Failure blocks since the last `Finished in`, and those before it (the run's own, once it ends). */
  let blocks: NumberedBlock[] = [];
  let committed: NumberedBlock[] | undefined;
  let pendingBlocks = 0;
  let reruns: { id: string; name: string }[] = [];
  const outside: Outside[] = [];
  let summary: Extract<RSpecRecord, { kind: 'summary' }> | undefined;
  let durationMs: number | undefined;
  /** The block the next unknown lines belong to. */
  let open: RSpecBlock | undefined;
  /** Lines a block read: RSpec's, wherever they are. */
  const inBlock = new Uint8Array(records.length);
  /** Where the last `Finished in` and each section header are (-1: none). */
  let lastFinished = -1;
  const headers: { kind: 'failures' | 'pending'; at: number }[] = [];

  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const kind = r.kind;
    if (open !== undefined && (kind === 'unknown' || kind === 'blank')) {
      if (open.add(lines.at(i) ?? '')) {
        inBlock[i] = 1;
        continue;
      }
      open = undefined;
    }
    if (kind === 'unknown' || kind === 'blank') continue;
    open = undefined;
    if (kind === 'failures' || kind === 'pending') headers.push({ kind, at: i });
    if (kind === 'failures') {
      section = 'failures';
      blocks = [];
    } else if (kind === 'pending') {
      section = 'pending';
      pendingBlocks = 0;
    } else if (kind === 'numbered') {
      if (section === 'failures' || section === 'none') {
        const block = new RSpecBlock(2 + String(r.n).length + 2);
        blocks.push({ title: r.name, block, underHeader: section === 'failures' });
        open = block;
      } else if (section === 'pending') {
        pendingBlocks++;
        // Read for its lines only: a pending example is no failure.
        open = new RSpecBlock(2 + String(r.n).length + 2);
      }
    } else if (kind === 'outside') {
      const failure: Failure = r.file !== undefined ? { name: fileOf(r.file), kind: 'file', file: fileOf(r.file) } : { name: `${r.hook ?? ''} hook`, kind: 'run' };
      const block = new RSpecBlock(0);
      outside.push({ failure, block });
      open = block;
    } else if (kind === 'finished') {
      committed = blocks;
      lastFinished = i;
      blocks = [];
      reruns = [];
      durationMs = r.ms;
      section = 'none';
    } else if (kind === 'summary') {
      summary = r;
      section = 'none';
    } else if (kind === 'failedExamples') {
      section = 'failedExamples';
      reruns = [];
    } else if (kind === 'rerun') {
      if (section === 'failedExamples') reruns.push({ id: r.id, name: r.name });
    }
  }

  // Blocks under a header after the last `Finished in`: the output was cut before the run's own.
  const failed = blocks.some((b) => b.underHeader) ? blocks : (committed ?? blocks);
  const failures = new FailureList();
  const add = (name: string, file: string | undefined, block: RSpecBlock | undefined): void => {
    const failure: Failure = { name, kind: 'test' };
    if (file !== undefined) failure.file = file;
    const message = block?.message;
    if (message !== undefined) failure.message = message;
    if (block?.location !== undefined) failure.location = block.location;
    const detail = block?.detail ?? [];
    if (detail.length > 0) failure.detail = detail;
    failures.append(failure);
  };
  const titleOf = (b: NumberedBlock): string => (b.block.fixed ? b.title.replace(/ FIXED$/, '') : b.title);
  if (reruns.length > 0) {
    // Each title's blocks in order: two examples may share a full description.
    const byTitle = new Map<string, RSpecBlock[]>();
    for (const b of failed) {
      const same = byTitle.get(titleOf(b));
      if (same === undefined) byTitle.set(titleOf(b), [b.block]);
      else same.push(b.block);
    }
    for (const rerun of reruns) add(rerun.name, rspecFileOfId(rerun.id), byTitle.get(rerun.name)?.shift());
  } else if (summary === undefined || summary.failed > 0) {
    // A summary of no failures: any `Failures:` section was a test's.
    for (const b of failed) if (b.underHeader) add(titleOf(b), undefined, b.block);
  }
  for (const { failure, block } of outside) {
    const message = block.message;
    if (message !== undefined) failure.message = message;
    const location = block.location ?? (failure.file !== undefined && message !== undefined ? placeInFile(message, failure.file) : undefined);
    if (location !== undefined) failure.location = location;
    failures.add(failure);
  }
  const seenFailed = Math.max(reruns.length, failed.filter((b) => b.underHeader).length);
  const counts = summary === undefined ? summaryOf(0, seenFailed, pendingBlocks) : summaryOf(summary.examples - summary.failed - summary.pending, summary.failed, summary.pending);
  const result: Folded = { summary: counts, failures: failures.list(), summarySeen: summary !== undefined, files: [] };
  if (durationMs !== undefined) result.durationMs = durationMs;
  const tree = summary === undefined || lastFinished < 0 ? undefined : treeOf(records, lines, inBlock, treeEnd(lastFinished, headers, summary));
  const tests = tree === undefined || summary === undefined ? undefined : readDocumentationTree(tree.lines, { passed: counts.passed, failed: summary.failed, pending: summary.pending, failing: reruns.map((r) => r.name) });
  if (tests !== undefined) result.tests = tests;
  let unrecognized = 0;
  for (let i = 0; i < records.length; i++) {
    if (records[i]!.kind === 'unknown' && inBlock[i] === 0 && (tests === undefined || tree!.at[i] === 0)) unrecognized++;
  }
  result.unrecognizedLines = unrecognized;
  return result;
}

/**
 * Where the lines examples print end: the run's own first section after them, `Pending:` when
 * it has pending examples, else `Failures:` when it has failures, else its last `Finished in`
 * (a test may print a header before them; the run's own are the last ones before the end).
 */
function treeEnd(lastFinished: number, headers: readonly { kind: 'failures' | 'pending'; at: number }[], summary: { failed: number; pending: number }): number {
  let end = lastFinished;
  const before = (kind: 'failures' | 'pending', limit: number): number => {
    for (let k = headers.length - 1; k >= 0; k--) if (headers[k]!.kind === kind && headers[k]!.at < limit) return headers[k]!.at;
    return -1;
  };
  if (summary.failed > 0) {
    const at = before('failures', end);
    if (at >= 0) end = at;
  }
  if (summary.pending > 0) {
    const at = before('pending', end);
    if (at >= 0) end = at;
  }
  return end;
}

/** The documentation formatter's lines before `end`: not blank, not RSpec's own records or block lines. */
function treeOf(records: readonly RSpecRecord[], lines: Lines, inBlock: Uint8Array, end: number): { lines: string[]; at: Uint8Array } {
  const tree: string[] = [];
  /** 1 for the lines read into the tree. */
  const at = new Uint8Array(records.length);
  for (let i = 0; i < end; i++) {
    const kind = records[i]!.kind;
    if ((kind !== 'unknown' && kind !== 'numbered') || inBlock[i] === 1) continue;
    tree.push(lines.at(i) ?? '');
    at[i] = 1;
  }
  return { lines: tree, at };
}
