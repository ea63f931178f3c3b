/**
 * A failing test's message, from its `---- name stdout ----` block: the panic's message.
 * Before Rust 1.73 libtest's panic line is `thread 'name' panicked at 'message', src/lib.rs:3:5`
 * (the message may run over several lines, ending in `', location`); since 1.73 it is
 * `thread 'name' panicked at src/lib.rs:3:5:` (1.9x adds ` (thread id)`) and the message is the
 * next line. A block with no panic line (a test that returned `Err`, a `should_panic` test that
 * did not panic) gives its first non-empty line.
 *
 * @module dsh-test-closure/runners/cargo/messages
 */
import type { Lines } from '../../parsing/lines.ts';
import type { CargoRecord } from './records.ts';

const OLD_PANICKED = "' panicked at '";
const LOCATION = /^\S+:\d+:\d+$/;

/** The message of a panic line (the old format's text, or '' for the new format's, whose message is the next line); undefined for another line. */
function panicLine(text: string): string | undefined {
  if (!text.startsWith("thread '")) return undefined;
  const old = text.indexOf(OLD_PANICKED);
  if (old >= 0) {
    const rest = text.slice(old + OLD_PANICKED.length);
    const end = rest.lastIndexOf("', ");
    return end >= 0 && LOCATION.test(rest.slice(end + 3)) ? rest.slice(0, end) : rest;
  }
  const at = text.lastIndexOf(' panicked at ');
  if (at < 0 || !text.endsWith(':')) return undefined;
  return LOCATION.test(text.slice(at + ' panicked at '.length, -1)) ? '' : undefined;
}

/** Lines of a block searched at most. */
const MAX_SCAN = 200;

/** The message of the block whose body starts at `start`; undefined when it is empty. */
export function panicMessage(records: readonly CargoRecord[], lines: Lines, start: number, limit: number): string | undefined {
  let first: string | undefined;
  const stop = Math.min(limit, start + MAX_SCAN);
  for (let i = start; i < stop; i++) {
    const kind = records[i]!.kind;
    if (kind === 'block' || kind === 'section') break;
    const text = lines.at(i) ?? '';
    const panic = panicLine(text);
    if (panic === '') return (lines.at(i + 1) ?? '').trim() || undefined;
    if (panic !== undefined) return panic.trim() || undefined;
    if (first === undefined && text.trim() !== '') first = text.trim();
  }
  return first;
}
