/**
 * Where a failing Rust test failed and what differed, from its `---- name stdout ----` block
 * (see Failure.location and Failure.detail). The fold reads a block's lines from the console;
 * scripts/capture/cargo.mjs reads the `stdout` of the same test's failed event in libtest's JSON
 * report with the same function, so the fixture test checks which console lines the fold
 * takes as the block, not this rule against itself.
 *
 * - The location is the first panic's: since Rust 1.73 `thread 'name' panicked at
 *   src/lib.rs:11:9:` (1.9x adds ` (thread id)` after the name); before,
 *   `thread 'name' panicked at 'message', src/lib.rs:13:17`, after a message that may run over
 *   several lines. Without a panic, libtest's `note: test did not panic as expected at
 *   src/lib.rs:18:8` (1.7x+). Only a relative path is the project's: cargo passes rustc the
 *   paths of the workspace's own sources relative to its root; an absolute one is the toolchain's
 *   (`/rustc/<hash>/library/…`, Debian's `/usr/src/rustc-1.63.0/library/…`, where a test that
 *   returned `Err` panics) or a registry dependency's.
 * - The detail is what follows the panic's message line: its further lines (the old format's
 *   last one without its `', location` tail), then the rest of the block up to another panic:
 *   `  left: 4` / ` right: 3` of `assert_eq!`, the `should_panic` note on the expected
 *   substring. libtest's hint `note: run with `RUST_BACKTRACE=1` …` is not detail, and a
 *   `stack backtrace:` line ends it (the panic hook's frames follow). Bounded by selectDetail.
 *
 * @module dsh-test-closure/runners/cargo/context
 */
import { DETAIL_MAX_RAW_LINES, selectDetail } from "../../parsing/failure-context.js";
const THREAD = "thread '";
const OLD_PANICKED = "' panicked at '";
const NEW_PANICKED = ' panicked at ';
/** `src/lib.rs:3:5`. */
const LOCATION = /^\S+:\d+:\d+$/;
const NO_PANIC = 'note: test did not panic as expected at ';
const BACKTRACE_HINT = 'note: run with `RUST_BACKTRACE=1`';
/** The panic hook's backtrace under RUST_BACKTRACE (rustdoc 1.63 runs doc-tests with it): frames, not detail. */
const STACK_BACKTRACE = 'stack backtrace:';
function panicOf(line) {
    if (!line.startsWith(THREAD))
        return undefined;
    const old = line.indexOf(OLD_PANICKED);
    if (old >= 0)
        return { form: 'old', rest: line.slice(old + OLD_PANICKED.length) };
    const at = line.lastIndexOf(NEW_PANICKED);
    if (at < 0 || !line.endsWith(':'))
        return undefined;
    const location = line.slice(at + NEW_PANICKED.length, -1);
    return LOCATION.test(location) ? { form: 'new', location } : undefined;
}
/** The old format's `', src/lib.rs:3:5` tail of a message line: where it starts, and the location. */
function oldTail(line) {
    const at = line.lastIndexOf("', ");
    if (at < 0)
        return undefined;
    const location = line.slice(at + 3);
    return LOCATION.test(location) ? { at, location } : undefined;
}
/** The project's location, or undefined for the toolchain's or a dependency's (see the module doc). */
const projectLocation = (location) => (location.startsWith('/') ? undefined : location);
/** The location and detail of a block whose lines (after its `---- name stdout ----` line) are `block`. */
export function panicContext(block) {
    const end = Math.min(block.length, DETAIL_MAX_RAW_LINES);
    for (let i = 0; i < end; i++) {
        const line = block[i];
        if (line.startsWith(NO_PANIC)) {
            const location = projectLocation(line.slice(NO_PANIC.length).trim());
            return location === undefined ? { detail: [] } : { location, detail: [] };
        }
        const panic = panicOf(line);
        if (panic === undefined)
            continue;
        let location;
        const further = [];
        let next;
        if (panic.form === 'new') {
            location = panic.location;
            // The message is the next line; its further lines follow.
            next = i + 2;
        }
        else {
            const tail = oldTail(panic.rest);
            next = i + 1;
            if (tail !== undefined)
                location = tail.location;
            else {
                // A message over several lines: up to the one that ends in `', location`.
                for (let j = i + 1; j < end; j++) {
                    const t = oldTail(block[j]);
                    further.push(t === undefined ? block[j] : block[j].slice(0, t.at));
                    next = j + 1;
                    if (t !== undefined) {
                        location = t.location;
                        break;
                    }
                }
            }
        }
        for (let j = next; j < end; j++) {
            const rest = block[j];
            if (panicOf(rest) !== undefined || rest === STACK_BACKTRACE)
                break;
            if (!rest.startsWith(BACKTRACE_HINT))
                further.push(rest);
        }
        const project = location === undefined ? undefined : projectLocation(location);
        const detail = selectDetail(further);
        return project === undefined ? { detail } : { location: project, detail };
    }
    return { detail: [] };
}
