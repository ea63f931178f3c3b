/**
 * Location and detail of one mocha failure from the lines its reporter printed for the error
 * (see Failure.location, Failure.detail; the shared rule is src/parsing/failure-context.ts).
 *
 * How Base.list prints an error (lib/reporters/base.js, mocha 9 to 11), after the message's
 * first line: the rest of the error's message AS IT IS, at column 0 (mocha indents only the
 * first line); when it shows a diff, a `      + expected - actual` header and the diff lines
 * of unifiedDiff, each indented by its 6 spaces; then the stack after the message, every line
 * prefixed by 2 spaces. So a message line keeps its own indentation (node's deep-equal diff
 * indents its context lines by 2), and only from the diff header on is mocha's 6-space
 * indentation removed, which is how the capture derives the same lines from the JSON report
 * (scripts/capture/mocha.mjs). tap prints the message and then the whole stack, which repeats
 * the message: only the location is read there ({@link MochaErrorBlock.location}).
 *
 * @module dsh-test-closure/runners/mocha/error-block
 */
import { FailureContext } from '../../parsing/failure-context.ts';
import type { Failure } from '../../report/types.ts';

/** unifiedDiff's header line (or generateDiff's when the diff failed), its 6 spaces stripped. */
const DIFF_HEADER = /^\+ expected - actual(?::  failed to generate Mocha diff)?$/;
/** The indentation unifiedDiff gives its lines. */
const DIFF_INDENT = 6;

/** Collects the lines after a failure's message line (see the module doc). */
export class MochaErrorBlock {
  readonly #context = new FailureContext();
  #inDiff = false;

  /** Reads the next line of the error's text. */
  add(line: string): void {
    if (!this.#inDiff && line.startsWith(' '.repeat(DIFF_INDENT)) && DIFF_HEADER.test(line.slice(DIFF_INDENT))) this.#inDiff = true;
    const indent = line.length - line.trimStart().length;
    this.#context.add(this.#inDiff ? line.slice(Math.min(DIFF_INDENT, indent)) : line);
  }

  /** The first project frame of the stack read so far. */
  get location(): string | undefined {
    return this.#context.location;
  }

  /** Sets `failure`'s location and (unless `locationOnly`) its detail, where there are any. */
  applyTo(failure: Failure, locationOnly = false): void {
    if (this.#context.location !== undefined) failure.location = this.#context.location;
    if (locationOnly) return;
    const detail = this.#context.detail();
    if (detail.length > 0) failure.detail = detail;
  }
}
