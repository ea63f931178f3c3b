import { PLUGIN_NAME } from "../report/names.js";
export const PLAIN_INTERVAL_MS = 10_000;
export const TTY_INTERVAL_MS = 250;
export { countSoFar, PROGRESS_PARSE_LIMIT } from "../closure/run-progress.js";
import { PROGRESS_PARSE_LIMIT, countSoFar } from "../closure/run-progress.js";
/**
 * `… 12.5s, 8 tests finished, 1 failed`; where passing tests are not shown `… 12.5s, 2 packages
 * ok, 1 failed` (`… 12.5s, 1 failed` before a package is ok); before anything can be counted, `… 12.5s`.
 */
export function progressStatus(elapsedMs, counts, palette) {
    const elapsed = `… ${(elapsedMs / 1000).toFixed(1)}s`;
    if (counts === null)
        return elapsed;
    const failed = `${counts.failed} failed`;
    const shown = 'finished' in counts ? `${counts.finished} test${counts.finished === 1 ? '' : 's'} finished, ` : counts.packagesOk > 0 ? `${counts.packagesOk} package${counts.packagesOk === 1 ? '' : 's'} ok, ` : '';
    return `${elapsed}, ${shown}${counts.failed > 0 && palette ? palette.red(failed) : failed}`;
}
export class Progress {
    #stream;
    #options;
    #now;
    #started;
    #timer;
    #output = '';
    #overLimit = false;
    #parsedLength = -1;
    #counts = null;
    #nextParseAt = 0;
    constructor(stream, options) {
        this.#stream = stream;
        this.#options = options;
        this.#now = options.now ?? Date.now;
        this.#started = this.#now();
        stream.write(`${PLUGIN_NAME}: running ${options.command}\n`);
        this.#timer = setInterval(() => this.#tick(), stream.isTTY ? TTY_INTERVAL_MS : PLAIN_INTERVAL_MS);
        this.#timer.unref();
    }
    output(chunk) {
        if (this.#overLimit)
            return;
        this.#output += chunk;
        if (this.#output.length > PROGRESS_PARSE_LIMIT) {
            this.#overLimit = true;
            this.#output = '';
            this.#counts = null;
        }
    }
    /** The status line now (parsing new output first, within the time budget). */
    status() {
        const now = this.#now();
        if (!this.#overLimit && this.#output.length !== this.#parsedLength && now >= this.#nextParseAt) {
            const t0 = Date.now();
            this.#counts = countSoFar(this.#options.framework, this.#output);
            this.#parsedLength = this.#output.length;
            this.#nextParseAt = now + (Date.now() - t0) * 10;
        }
        return progressStatus(now - this.#started, this.#counts, this.#stream.isTTY ? this.#options.palette : undefined);
    }
    #tick() {
        const status = this.status();
        this.#stream.write(this.#stream.isTTY ? `\r\x1b[2K${status}` : `${status}\n`);
    }
    done() {
        clearInterval(this.#timer);
        if (this.#stream.isTTY)
            this.#stream.write('\r\x1b[2K');
    }
}
