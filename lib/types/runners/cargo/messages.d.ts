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
/** The message of the block whose body starts at `start`; undefined when it is empty. */
export declare function panicMessage(records: readonly CargoRecord[], lines: Lines, start: number, limit: number): string | undefined;
