import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { panicContext } from '../../src/runners/cargo/context.ts';

const test = suite('cargo context');

test('Rust 1.73+: the panic line\'s location; the detail is what follows the message line, without the backtrace hint', () => {
  const block = ['', "thread 'tests::adds' (723) panicked at src/lib.rs:11:9:", 'assertion `left == right` failed', '  left: 4', ' right: 3', 'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace', ''];
  assert.equal(panicContext(block), { location: 'src/lib.rs:11:9', detail: ['left: 4', 'right: 3'] });
});

test('before 1.73: the location ends the quoted message, which may run over lines; should_panic\'s note is detail', () => {
  assert.equal(panicContext(["thread 'tests::multi' panicked at 'first line", "second line', src/lib.rs:33:9"]), { location: 'src/lib.rs:33:9', detail: ['second line'] });
  const wrong = ["thread 't' panicked at 'wrong message', src/lib.rs:23:9", 'note: panic did not contain expected string', '      panic message: `"wrong message"`,', ' expected substring: `"right message"`'];
  assert.equal(panicContext(wrong), { location: 'src/lib.rs:23:9', detail: ['note: panic did not contain expected string', 'panic message: `"wrong message"`,', 'expected substring: `"right message"`'] });
});

test('an absolute panic location is the toolchain\'s or a dependency\'s, not a location; the detail stays', () => {
  const err = ["thread 't' panicked at 'assertion failed: `(left == right)`", '  left: `1`,', " right: `0`: the test returned a termination value', /usr/src/rustc-1.63.0/library/test/src/lib.rs:184:5"];
  assert.equal(panicContext(err), { detail: ['left: `1`,', 'right: `0`: the test returned a termination value'] });
  assert.equal(panicContext(['', "thread 't' (9) panicked at /rustc/90b35a6/library/core/src/option.rs:2:5:", 'boom']), { detail: [] });
});

test('no panic: libtest\'s should_panic note names the test\'s location (1.7x+); an Err return has none', () => {
  assert.equal(panicContext(['note: test did not panic as expected at src/lib.rs:18:8']), { location: 'src/lib.rs:18:8', detail: [] });
  assert.equal(panicContext(['Error: "it went wrong"', '']), { detail: [] });
});

test('a second panic ends the first one\'s detail', () => {
  const two = ["thread '<unnamed>' (5) panicked at src/lib.rs:4:9:", 'inner', 'more', "thread 't' (4) panicked at src/lib.rs:9:5:", 'outer'];
  assert.equal(panicContext(two), { location: 'src/lib.rs:4:9', detail: ['more'] });
});

test('a `stack backtrace:` ends the detail (rustdoc 1.63 runs doc-tests with RUST_BACKTRACE)', () => {
  const block = ['stderr:', "thread 'main' panicked at 'assertion failed: `(left == right)`", '  left: `6`,', " right: `7`', src/lib.rs:4:1", 'stack backtrace:', '   0:     0x55902cf766fc - std::backtrace_rs::backtrace::libunwind::trace::he2ba3a4891b10ef3'];
  assert.equal(panicContext(block), { location: 'src/lib.rs:4:1', detail: ['left: `6`,', 'right: `7`'] });
});

test.run();
