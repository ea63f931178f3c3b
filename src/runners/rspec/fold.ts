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
 * - Failures: one per failure block, named by its rerun line when the rerun list matches the
 *   blocks one to one (the title alone, and the file the rerun line gives), else by the
 *   block's title (` FIXED` dropped for a pending example that passed). Message, location and
 *   detail from the block (./block.ts).
 * - What tests print goes out while examples run, before RSpec's own sections: only the
 *   failure blocks printed after the last-but-one `Finished in` line count (the run's own
 *   `Finished in` is its last), so a `Failures:` section a test printed is dropped.
 *
 * @module dsh-test-closure/runners/rspec/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import { FailureList } from '../../parsing/fold-kit.ts';
import { summaryOf } from '../../parsing/result.ts';
import type { Failure } from '../../report/types.ts';
import { RSpecBlock } from './block.ts';
import type { RSpecRecord } from './records.ts';

interface NumberedBlock {
  title: string;
  block: RSpecBlock;
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

  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const kind = r.kind;
    if (open !== undefined && (kind === 'unknown' || kind === 'blank')) {
      if (open.add(lines.at(i) ?? '')) continue;
      open = undefined;
    }
    if (kind === 'unknown' || kind === 'blank') continue;
    open = undefined;
    if (kind === 'failures') {
      section = 'failures';
      blocks = [];
    } else if (kind === 'pending') {
      section = 'pending';
      pendingBlocks = 0;
    } else if (kind === 'numbered') {
      if (section === 'failures') {
        const block = new RSpecBlock(2 + String(r.n).length + 2);
        blocks.push({ title: r.name, block });
        open = block;
      } else if (section === 'pending') pendingBlocks++;
    } else if (kind === 'outside') {
      const failure: Failure = r.file !== undefined ? { name: fileOf(r.file), kind: 'file', file: fileOf(r.file) } : { name: `${r.hook ?? ''} hook`, kind: 'run' };
      const block = new RSpecBlock(0);
      outside.push({ failure, block });
      open = block;
    } else if (kind === 'finished') {
      committed = blocks;
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

  const failed = committed ?? blocks;
  const failures = new FailureList();
  const named = reruns.length === failed.length;
  failed.forEach(({ title, block }, n) => {
    const rerun = named ? reruns[n] : undefined;
    const name = rerun?.name ?? (block.fixed ? title.replace(/ FIXED$/, '') : title);
    const failure: Failure = { name, kind: 'test' };
    if (rerun !== undefined) failure.file = rspecFileOfId(rerun.id);
    const message = block.message;
    if (message !== undefined) failure.message = message;
    if (block.location !== undefined) failure.location = block.location;
    const detail = block.detail;
    if (detail.length > 0) failure.detail = detail;
    failures.append(failure);
  });
  for (const { failure, block } of outside) {
    const message = block.message;
    if (message !== undefined) failure.message = message;
    if (block.location !== undefined) failure.location = block.location;
    failures.add(failure);
  }
  const counts = summary === undefined ? summaryOf(0, failed.length, pendingBlocks) : summaryOf(summary.examples - summary.failed - summary.pending, summary.failed, summary.pending);
  const result: Folded = { summary: counts, failures: failures.list(), summarySeen: summary !== undefined, files: [] };
  if (durationMs !== undefined) result.durationMs = durationMs;
  return result;
}
