/**
 * Progress on stderr while a suite runs: a redrawn status line on a terminal, a line every
 * {@link PLAIN_INTERVAL_MS} in a log. The status is the elapsed time and, when the output so
 * far lets tests be counted, how many finished and failed (for go's plain output, which shows no
 * passing test, how many failed and the packages ok): the output is parsed as the run's
 * runner, the same parse the result comes from, at most every {@link TTY_INTERVAL_MS} and
 * never more than a tenth of the time (a parse of a large output waits longer for the next).
 * Past {@link PROGRESS_PARSE_LIMIT} characters only the elapsed time is shown.
 *
 * @module dsh-test-closure/cli/progress
 */
import type { Framework } from '../report/kinds.ts';
import { PLUGIN_NAME } from '../report/names.ts';
import type { Palette } from './colour.ts';

export const PLAIN_INTERVAL_MS = 10_000;
export const TTY_INTERVAL_MS = 250;
export { countSoFar, PROGRESS_PARSE_LIMIT, type ProgressCounts } from '../closure/run-progress.ts';
import { type ProgressCounts, PROGRESS_PARSE_LIMIT, countSoFar } from '../closure/run-progress.ts';

/**
 * `… 12.5s, 8 tests finished, 1 failed`; where passing tests are not shown `… 12.5s, 2 packages
 * ok, 1 failed` (`… 12.5s, 1 failed` before a package is ok); before anything can be counted, `… 12.5s`.
 */
export function progressStatus(elapsedMs: number, counts: ProgressCounts | null, palette?: Palette): string {
  const elapsed = `… ${(elapsedMs / 1000).toFixed(1)}s`;
  if (counts === null) return elapsed;
  const failed = `${counts.failed} failed`;
  const shown = 'finished' in counts ? `${counts.finished} test${counts.finished === 1 ? '' : 's'} finished, ` : counts.packagesOk > 0 ? `${counts.packagesOk} package${counts.packagesOk === 1 ? '' : 's'} ok, ` : '';
  return `${elapsed}, ${shown}${counts.failed > 0 && palette ? palette.red(failed) : failed}`;
}

export interface ProgressOptions {
  command: string;
  /** The runner the output is parsed as. */
  framework: Framework;
  palette?: Palette;
  now?: () => number;
}

export class Progress {
  readonly #stream: NodeJS.WritableStream & { isTTY?: boolean };
  readonly #options: ProgressOptions;
  readonly #now: () => number;
  readonly #started: number;
  readonly #timer: NodeJS.Timeout;
  #output = '';
  #overLimit = false;
  #parsedLength = -1;
  #counts: ProgressCounts | null = null;
  #nextParseAt = 0;

  constructor(stream: NodeJS.WritableStream & { isTTY?: boolean }, options: ProgressOptions) {
    this.#stream = stream;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#started = this.#now();
    stream.write(`${PLUGIN_NAME}: running ${options.command}\n`);
    this.#timer = setInterval(() => this.#tick(), stream.isTTY ? TTY_INTERVAL_MS : PLAIN_INTERVAL_MS);
    this.#timer.unref();
  }

  output(chunk: string): void {
    if (this.#overLimit) return;
    this.#output += chunk;
    if (this.#output.length > PROGRESS_PARSE_LIMIT) {
      this.#overLimit = true;
      this.#output = '';
      this.#counts = null;
    }
  }

  /** The status line now (parsing new output first, within the time budget). */
  status(): string {
    const now = this.#now();
    if (!this.#overLimit && this.#output.length !== this.#parsedLength && now >= this.#nextParseAt) {
      const t0 = Date.now();
      this.#counts = countSoFar(this.#options.framework, this.#output);
      this.#parsedLength = this.#output.length;
      this.#nextParseAt = now + (Date.now() - t0) * 10;
    }
    return progressStatus(now - this.#started, this.#counts, this.#stream.isTTY ? this.#options.palette : undefined);
  }

  #tick(): void {
    const status = this.status();
    this.#stream.write(this.#stream.isTTY ? `\r\x1b[2K${status}` : `${status}\n`);
  }

  done(): void {
    clearInterval(this.#timer);
    if (this.#stream.isTTY) this.#stream.write('\r\x1b[2K');
  }
}
