/**
 * The lines of a normalized output, indexed once and cut out only when read.
 *
 * Splitting a 50 MB output into a million strings up front keeps them all alive for the
 * whole parse, and the garbage collector copies them again and again; the folds read only
 * the few lines whose records ask for it. A plain `string[]` satisfies {@link Lines} too.
 *
 * @module dsh-test-closure/parsing/lines
 */

/** Read access to lines by index, as the folds use it. */
export interface Lines extends Iterable<string> {
  readonly length: number;
  /** Line `i` without its "\n"; undefined outside `0..length-1`. */
  at(i: number): string | undefined;
}

/** The lines of `text` (normalized: LF only, ending in "\n"); `at(i)` is line `i` of the split. */
export class OutputLines implements Lines {
  readonly length: number;
  readonly #text: string;
  /** Offset of the "\n" that ends each line; line i starts after ends[i - 1]. */
  readonly #ends: Int32Array;

  constructor(text: string) {
    this.#text = text;
    // One pass; the array doubles when full (a guess of 32 characters per line to start).
    let ends = new Int32Array(Math.max(16, text.length >>> 5));
    let count = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
      if (count === ends.length) {
        const grown = new Int32Array(ends.length * 2);
        grown.set(ends);
        ends = grown;
      }
      ends[count++] = at;
    }
    this.#ends = ends;
    this.length = count;
  }

  at(i: number): string | undefined {
    if (!Number.isInteger(i) || i < 0 || i >= this.length) return undefined;
    const start = i === 0 ? 0 : this.#ends[i - 1]! + 1;
    return this.#text.slice(start, this.#ends[i]);
  }

  /** The length of line `i` without cutting it out; 0 outside `0..length-1`. */
  lengthAt(i: number): number {
    if (!Number.isInteger(i) || i < 0 || i >= this.length) return 0;
    const start = i === 0 ? 0 : this.#ends[i - 1]! + 1;
    return this.#ends[i]! - start;
  }

  *[Symbol.iterator](): Iterator<string> {
    for (let i = 0; i < this.length; i++) yield this.at(i)!;
  }
}
