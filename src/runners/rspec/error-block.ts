/**
 * Reads one RSpec error block by its indentation: a numbered failure (`  1) title`, its lines
 * indented under the number) or an error outside of examples (`An error occurred while
 * loading …`, at column 0). RSpec's exception presenter writes, at the block's indent:
 *
 *     Failure/Error: expect(1).to eq(2)      (or `Failure/Error:` alone, the code lines under it)
 *                                            (a blank line when either part has several lines)
 *     ArgumentError:                         (the class; none for RSpec's own errors)
 *       the message's lines, 2 deeper
 *     # ./spec/a_spec.rb:3:in `block …'      (the backtrace, filtered of gems)
 *
 * A pending example that passed prints `Expected pending '…' to fail. No error was raised.`
 * at the block's indent instead. Failures aggregated in one example (`:aggregate_failures`)
 * print `Got 2 failures:` and then one such block per failure, labelled `1.1) Failure/Error: …`
 * and indented by the label's width: the first of them is read as the block's error.
 *
 * The headline is rubyHeadline's; the location the first
 * project frame; the detail selectDetail over the message's lines after its first.
 *
 * @module dsh-test-closure/runners/rspec/block
 */
import { DETAIL_MAX_RAW_LINES, selectDetail } from '../../parsing/failure-context.ts';
import { rubyFrameLocation, rubyHeadline } from '../ruby-frames.ts';

/** `ArgumentError:`, `RSpec::Expectations::ExpectationNotMetError:`: a class line. */
const CLASS_LINE = /^[A-Z][\w:]*:$/;
/** `Got 2 failures:`, `Got 1 failure and 1 other error:`: aggregated failures follow. */
const AGGREGATE = /^Got \d+ (?:failures?|errors?)(?: and \d+ other errors?)?:$/;
/** `1.1) Failure/Error: …`: the first line of an aggregated failure. */
const AGGREGATED = /^(\d+\.\d+\) )(Failure\/Error:.*)$/;
/** The notice a pending example that passed prints in place of an error. */
const FIXED_NOTICE = /^Expected pending '.*' to fail\. No error was raised\.$/;

type State = 'start' | 'snippet' | 'afterSnippet' | 'message' | 'trailer';

export class RSpecBlock {
  readonly #indent: number;
  #state: State = 'start';
  #framesSeen = false;
  #className: string | undefined;
  #headline: string | undefined;
  readonly #rest: string[] = [];
  #location: string | undefined;
  /** The block printed RSpec's fixed notice: its example passed though pending. */
  fixed = false;
  /** Aggregated failures: 'awaiting' the first's label line, then reading it, then 'done'. */
  #aggregate: 'no' | 'awaiting' | 'reading' | 'done' = 'no';
  #first: RSpecBlock | undefined;

  /** `indent`: the column the block's own lines start at. */
  constructor(indent: number) {
    this.#indent = indent;
  }

  /** Reads the block's next line. Returns false when the line cannot be the block's (an outside block ends). */
  add(line: string): boolean {
    const text = line.trimStart();
    const indent = line.length - text.length;
    const blank = text === '';
    const atIndent = !blank && indent === this.#indent;
    if (this.#aggregate !== 'no') return this.#addAggregated(line, text, blank, atIndent);
    if (this.#state === 'start' && atIndent && AGGREGATE.test(text)) {
      this.#aggregate = 'awaiting';
      return true;
    }
    const deeper = !blank && indent >= this.#indent + 2;
    const state = this.#state;
    if (atIndent && (text.startsWith('# ') || text === '#')) {
      // Comments before Failure/Error (a pending reason), then the backtrace.
      if (state !== 'start' || this.fixed) {
        this.#state = 'trailer';
        this.#framesSeen = true;
        this.#location ??= rubyFrameLocation(text.slice(2));
      }
      return true;
    }
    // After the backtrace only more of it belongs to the block.
    if (this.#framesSeen) return false;
    if (state === 'start') {
      if (atIndent && text.startsWith('Failure/Error:')) this.#state = text === 'Failure/Error:' ? 'snippet' : 'afterSnippet';
      else if (atIndent && FIXED_NOTICE.test(text)) {
        this.fixed = true;
        this.#headline = text;
      }
      return blank || atIndent || deeper;
    }
    if (state === 'snippet') {
      if (blank) this.#state = 'afterSnippet';
      return true;
    }
    if (state === 'afterSnippet') {
      if (blank) return true;
      if (atIndent && CLASS_LINE.test(text)) {
        this.#className = text.slice(0, -1);
        this.#state = 'message';
        return true;
      }
      this.#state = 'message';
    }
    if (this.#state === 'message') {
      if (blank || deeper) {
        const content = line.slice(Math.min(this.#indent + 2, indent));
        if (this.#headline === undefined) {
          if (!blank) this.#headline = rubyHeadline(this.#className, content.trim());
        } else if (this.#rest.length < DETAIL_MAX_RAW_LINES) this.#rest.push(blank ? '' : content);
        return true;
      }
      this.#state = 'trailer';
      return atIndent;
    }
    // trailer: lines RSpec adds after the message at the block's indent (`Shared Example Group: …`).
    return atIndent;
  }

  /** A line of an aggregated block: the first failure's lines go to its own reader. */
  #addAggregated(line: string, text: string, blank: boolean, atIndent: boolean): boolean {
    const label = atIndent ? AGGREGATED.exec(text) : null;
    if (label !== null) {
      if (this.#aggregate === 'awaiting') {
        const indent = this.#indent + label[1]!.length;
        this.#first = new RSpecBlock(indent);
        this.#first.add(`${' '.repeat(indent)}${label[2]}`);
        this.#aggregate = 'reading';
      } else this.#aggregate = 'done';
      return true;
    }
    if (this.#aggregate === 'reading' && !this.#first!.add(line)) this.#aggregate = 'done';
    return blank || atIndent || line.length - text.length > this.#indent;
  }

  /** The error's headline; for a class with an empty message, the class alone. */
  get message(): string | undefined {
    if (this.#first !== undefined) return this.#first.message;
    if (this.#headline === undefined && this.#className !== undefined) return rubyHeadline(this.#className, '');
    return this.#headline;
  }

  get location(): string | undefined {
    return this.#first !== undefined ? this.#first.location : this.#location;
  }

  get detail(): string[] {
    return this.#first !== undefined ? this.#first.detail : selectDetail(this.#rest);
  }
}
