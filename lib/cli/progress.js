/**
 * Progress on stderr while a suite runs: a redrawn status line on a terminal, a line every
 * {@link PLAIN_INTERVAL_MS} in a log, so CI output shows the run is alive without the noise.
 *
 * @module dsh-test-closure/cli/progress
 */
import { PLUGIN_NAME } from "../report/names.js";
const PLAIN_INTERVAL_MS = 10_000;
const TTY_INTERVAL_MS = 250;
export class Progress {
    #stream;
    #started = Date.now();
    #timer;
    #lines = 0;
    constructor(stream, command) {
        this.#stream = stream;
        stream.write(`${PLUGIN_NAME}: running ${command}\n`);
        this.#timer = setInterval(() => this.#tick(), stream.isTTY ? TTY_INTERVAL_MS : PLAIN_INTERVAL_MS);
        this.#timer.unref();
    }
    output(chunk) {
        for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1))
            this.#lines++;
    }
    #status() {
        return `… ${((Date.now() - this.#started) / 1000).toFixed(1)}s, ${this.#lines} lines of output`;
    }
    #tick() {
        this.#stream.write(this.#stream.isTTY ? `\r\x1b[2K${this.#status()}` : `${this.#status()}\n`);
    }
    done() {
        clearInterval(this.#timer);
        if (this.#stream.isTTY)
            this.#stream.write('\r\x1b[2K');
    }
}
