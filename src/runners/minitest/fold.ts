/**
 * Folds Minitest line records ({@link MinitestRecord}) into counts and failures.
 *
 * Minitest prints `Run options:`, `# Running:`, a character (or, with `-v`, a line) per test
 * while they run, `Finished in …`, then one numbered block per failed, errored (and, with
 * `-v`, skipped) test, and the summary line `6 runs, 8 assertions, 4 failures, 0 errors, 0
 * skips`. A test file Ruby cannot load stops the run before Minitest starts: Ruby's own error
 * line (`-e:1:in `load': test/a_test.rb:8: syntax error, … (SyntaxError)`) is all there is.
 *
 * - Counts: the summary's: failed = failures + errors (Minitest counts each test once, by its
 *   first failure), skipped = skips, passed the rest. Without a summary (output cut off): the
 *   `-v` result lines, else the blocks seen; summarySeen false.
 * - Failures: one per Failure or Error block after the last `Finished in` (what tests print goes
 *   out before it), named `Class#name` as printed (`Tree::root#test_0001_counts leaves` for a
 *   spec); file, message, location and detail from the block (./error-block.ts).
 * - Ruby's uncaught error stops the run while it loads the test files. When its message names a
 *   file and line (a syntax error) it is a `kind: 'file'` failure named by that path as
 *   printed (its file too), message `SyntaxError: <what follows path:line:>`; else, when its backtrace (its own
 *   frame and the `\tfrom` lines under it) runs through a file's top level (`path:2:in `<top
 *   (required)>'`), a `kind: 'file'` failure named by the outermost such project file (the test
 *   file the loader loaded: `LoadError: cannot load such file -- x` from a `require` in it),
 *   message `Class: message`, location that frame; any other is a `kind: 'run'` failure named
 *   `Class: message`. None is counted (no test ran).
 * - Listed (`tests`): `-v`'s result lines outside the result blocks, passed (`.`) and skipped
 *   (`S`) by name, when with the summary they account for every count and their failed and
 *   errored names are the blocks' (a test that prints on its own result line splits it: no
 *   list). The default reporter prints marks: no list, but for a run of no tests.
 *
 * @module dsh-test-closure/runners/minitest/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import { FailureList } from '../../parsing/fold-kit.ts';
import { summaryOf } from '../../parsing/result.ts';
import type { Failure, ListedTests, Summary } from '../../report/types.ts';
import { accountsFor, noTestsListed } from '../../parsing/listed-tests.ts';
import { MinitestBlock } from './error-block.ts';
import type { MinitestRecord } from './records.ts';
import { isRubyProjectPath } from '../ruby-frames.ts';

/** `<frame>: <message> (<Class>)`: Ruby's report of an error nothing rescued. */
const CRASH = /^\S.*?:\d+:in `[^']*': (.*) \(([A-Z][\w:]*)\)$/;
/** `test/a_test.rb:8: syntax error, …`: an error located in a Ruby file. */
const IN_FILE = /^(\S+\.rb):(\d+): (.*)$/;
/** `test/a_test.rb:2:in `<top (required)>'`: a frame of a file's top level, as it is loaded. */
const TOP_LEVEL_FRAME = /^(?:\tfrom )?(\S.*?\.rb):(\d+):in `<top \(required\)>'/;

/** The outermost project file whose top level the frames (innermost first) run through, with its line. */
function loadedFile(frames: readonly string[]): { path: string; line: string } | undefined {
  for (let k = frames.length - 1; k >= 0; k--) {
    const m = TOP_LEVEL_FRAME.exec(frames[k]!);
    if (m !== null && isRubyProjectPath(m[1]!)) return { path: m[1]!, line: m[2]! };
  }
  return undefined;
}

/**
 * The failure Ruby's uncaught-error line stands for (see the module doc); undefined for another line.
 * @param from the `\tfrom <frame>` lines printed under it.
 */
export function crashFailure(text: string, from: readonly string[] = []): Failure | undefined {
  const m = CRASH.exec(text);
  if (m === null) return undefined;
  const [, said, className] = m as unknown as [string, string, string];
  const located = IN_FILE.exec(said);
  if (located !== null) return { name: located[1]!, kind: 'file', file: located[1]!, message: `${className}: ${located[3]}`, location: `${located[1]}:${located[2]}` };
  const file = loadedFile([text, ...from]);
  if (file !== undefined) return { name: file.path, kind: 'file', file: file.path, message: `${className}: ${said}`, location: `${file.path}:${file.line}` };
  return { name: `${className}: ${said}`, kind: 'run' };
}

/** Whether the result lines account for the summary's counts, their failing names for the blocks'. */
function resultLinesAccountFor(listed: ListedTests, failingLines: readonly string[], counts: Summary, blocks: readonly MinitestBlock[]): boolean {
  if (!accountsFor(listed, counts) || failingLines.length !== counts.failed) return false;
  const blockNames = blocks.filter((b) => b.label !== 'Skipped').map((b) => b.name ?? '').sort();
  const lineNames = [...failingLines].sort();
  return blockNames.length === lineNames.length && blockNames.every((n, k) => n === lineNames[k]);
}

export function foldMinitest(records: readonly MinitestRecord[], lines: Lines): Folded {
  let blocks: MinitestBlock[] = [];
  let open: MinitestBlock | undefined;
  let summary: Extract<MinitestRecord, { kind: 'summary' }> | undefined;
  let durationMs: number | undefined;
  const listed: ListedTests = noTestsListed();
  const failingLines: string[] = [];
  const crashes = new FailureList();
  /** Unknown lines no block read. */
  let unrecognized = 0;

  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const kind = r.kind;
    if (kind === 'unknown' || kind === 'blank' || kind === 'verbose' || kind === 'progress' || kind === 'notice' || kind === 'crash') {
      if (open !== undefined) {
        open.add(lines.at(i) ?? '');
        continue;
      }
      if (kind === 'unknown') unrecognized++;
      else if (kind === 'verbose') {
        if (r.status === '.') listed.passed.push(r.name);
        else if (r.status === 'S') listed.skipped.push(r.name);
        else failingLines.push(r.name);
      } else if (kind === 'crash') {
        const from: string[] = [];
        for (let j = i + 1; j < records.length && records[j]!.kind === 'notice' && (lines.at(j) ?? '').startsWith('\tfrom '); j++) from.push(lines.at(j)!);
        const failure = crashFailure(r.text, from);
        if (failure !== undefined) crashes.add(failure);
      }
      continue;
    }
    if (kind === 'numbered') {
      open = new MinitestBlock(r.label);
      blocks.push(open);
    } else if (kind === 'label') {
      open?.next(r.label);
    } else {
      open = undefined;
      if (kind === 'finished') {
        blocks = [];
        durationMs = r.ms;
      } else if (kind === 'summary') summary = r;
    }
  }

  const failures = new FailureList();
  let failedBlocks = 0;
  let skippedBlocks = 0;
  for (const block of blocks) {
    if (block.label === 'Skipped') {
      skippedBlocks++;
      continue;
    }
    failedBlocks++;
    if (block.name === undefined) continue;
    const failure: Failure = { name: block.name, kind: 'test' };
    const file = block.file;
    if (file !== undefined) failure.file = file;
    if (block.message !== undefined) failure.message = block.message;
    const location = block.location;
    if (location !== undefined) failure.location = location;
    const detail = block.detail;
    if (detail.length > 0) failure.detail = detail;
    failures.append(failure);
  }
  for (const crash of crashes.list()) failures.add(crash);

  let counts;
  if (summary !== undefined) {
    const failed = summary.failures + summary.errors;
    counts = summaryOf(summary.runs - failed - summary.skips, failed, summary.skips);
  } else if (listed.passed.length + listed.skipped.length + failingLines.length > 0) counts = summaryOf(listed.passed.length, failingLines.length, listed.skipped.length);
  else counts = summaryOf(0, failedBlocks, skippedBlocks);
  const result: Folded = { summary: counts, failures: failures.list(), summarySeen: summary !== undefined, files: [], unrecognizedLines: unrecognized };
  if (durationMs !== undefined) result.durationMs = durationMs;
  if (summary !== undefined && resultLinesAccountFor(listed, failingLines, counts, blocks)) result.tests = listed;
  return result;
}
