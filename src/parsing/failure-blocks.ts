/**
 * Each failure's block: the lines of the runner's output that belong to it (its message,
 * diff, stack), which the CI reports carry as a trace (render/ctrf.ts, render/junit.ts). The
 * parse keeps only a failure's first message line; its block is recorded here, beside it.
 *
 * A runner says where its blocks are with {@link BlockRules} (`src/runners/<runner>/block.ts`):
 * a block starts at a header line that names the failure; when several lines do, the one
 * whose next lines hold the failure's message wins, else the last (the runners repeat failures
 * in a closing section). It ends before the next header or closing line of the runner, after
 * {@link BLOCK_MAX_LINES} lines or {@link BLOCK_MAX_CHARS} characters. No header: no block.
 *
 * Beside, not in: a {@link Failure} is a value the tools and the CLI print whole, so the block
 * is kept in a weak map keyed by the failure object the parse returned, and found only when a
 * report asks for it (most parses never do). A failure copied or made elsewhere has none.
 *
 * @module dsh-test-closure/parsing/failure-blocks
 */
import type { Failure } from '../report/types.ts';

/** At most this many lines of a block after its header. */
export const BLOCK_MAX_LINES = 80;
/** At most this many characters of a block. */
export const BLOCK_MAX_CHARS = 8000;
/** How many lines after a header its failure's message may appear on. */
const MESSAGE_WITHIN_LINES = 12;

/** Where a runner's failure blocks are in its console output. */
export interface BlockRules {
  /** A line that may start a failure's block. */
  header: RegExp;
  /** A line that ends a block (besides a header). */
  end: RegExp;
  /** Whether the header line `line` (at `index` of `lines`) is `failure`'s. */
  names(failure: Failure, line: string, lines: readonly string[], index: number): boolean;
}

export interface FailureBlock {
  /** The block's lines after its header, trailing blank lines dropped (never empty). */
  text: string;
  /** The line of the failure's file the block names first (`file:12`), when it names one. */
  line?: number;
}

/** One parse's output and failures, whose blocks are found together on the first request. */
interface ParsedOutput {
  rules: BlockRules;
  /** The normalized output. */
  input: string;
  failures: readonly Failure[];
  blocks?: Map<Failure, FailureBlock>;
}

const recorded = new WeakMap<Failure, ParsedOutput>();

/**
 * Records that `failures` were read from `input` (normalized) under `rules`. Cheap: the blocks
 * are found when {@link failureBlock} first asks for one of them.
 */
export function recordFailureBlocks(rules: BlockRules, input: string, failures: readonly Failure[]): void {
  if (failures.length === 0) return;
  const parsed: ParsedOutput = { rules, input, failures };
  for (const f of failures) recorded.set(f, parsed);
}

/** Copies of a parsed failure (its paths made relative, say) -> the failure the parse returned. */
const copiedFrom = new WeakMap<Failure, Failure>();

/** Records that `copy` states the same failure as `original`, so it has the same block. */
export function keepFailureBlock(copy: Failure, original: Failure): void {
  if (copy !== original) copiedFrom.set(copy, copiedFrom.get(original) ?? original);
}

/** The block of a failure as the parse returned it (or of a copy kept by {@link keepFailureBlock}); undefined where no header names it. */
export function failureBlock(failure: Failure): FailureBlock | undefined {
  const original = copiedFrom.get(failure) ?? failure;
  const parsed = recorded.get(original);
  if (parsed === undefined) return undefined;
  parsed.blocks ??= findBlocks(parsed);
  return parsed.blocks.get(original);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The block's end (exclusive) for a header at `start`. */
function blockEnd(lines: readonly string[], start: number, rules: BlockRules): number {
  let chars = 0;
  let end = start + 1;
  while (end < lines.length && end - start <= BLOCK_MAX_LINES) {
    const line = lines[end]!;
    if (rules.header.test(line) || rules.end.test(line)) break;
    chars += line.length + 1;
    if (chars > BLOCK_MAX_CHARS) break;
    end++;
  }
  return end;
}

function findBlocks({ rules, input, failures }: ParsedOutput): Map<Failure, FailureBlock> {
  const blocks = new Map<Failure, FailureBlock>();
  const lines = input.split('\n');
  const headers: number[] = [];
  for (let i = 0; i < lines.length; i++) if (rules.header.test(lines[i]!)) headers.push(i);
  for (const failure of failures) {
    if (failure.name === '') continue;
    const candidates = headers.filter((i) => rules.names(failure, lines[i]!, lines, i));
    if (candidates.length === 0) continue;
    const message = failure.message;
    const withMessage = message === undefined ? undefined : candidates.find((i) => lines.slice(i + 1, i + 1 + MESSAGE_WITHIN_LINES).some((l) => l.includes(message)));
    const start = withMessage ?? candidates[candidates.length - 1]!;
    const body = lines.slice(start + 1, blockEnd(lines, start, rules));
    while (body.length > 0 && body[body.length - 1]!.trim() === '') body.pop();
    if (body.length === 0) continue;
    const block: FailureBlock = { text: body.join('\n') };
    if (failure.file !== undefined) {
      const at = new RegExp(`${escapeRegExp(failure.file.replace(/^\.\//, ''))}:(\\d+)`).exec(block.text);
      if (at) block.line = Number(at[1]);
    }
    blocks.set(failure, block);
  }
  return blocks;
}
