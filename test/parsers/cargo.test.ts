/**
 * Focused tests of the cargo test parser: line kinds through the `Line` start rule
 * (grammars/cargo.peggy lists them), and the fold on real fixtures (fixtures/cargo/, captured
 * by scripts/capture/cargo.mjs): libtest's names, the panic's message, location and values,
 * the quiet format named from its `failures:` section, a crate that does not compile.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/cargo';
import { parseRunnerOutput } from '../../src/parse.ts';

const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/cargo/${id}/output.txt`, import.meta.url), 'utf8');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });

const lines = suite('cargo grammar: line kinds');

lines('binaries, running, results by their tail, blocks, sections, summaries, compile errors', () => {
  assert.equal(line('     Running unittests src/lib.rs (target/debug/deps/calc-0dc2aaa87ab12f3b)'), { kind: 'binary' });
  assert.equal(line('   Doc-tests calc'), { kind: 'binary' });
  assert.equal(line('running 3 tests'), { kind: 'running', n: 3 });
  assert.equal(line('running 1 test'), { kind: 'running', n: 1 });
  assert.equal(line('test tests::adds ... ok'), { kind: 'result', status: 'ok', name: 'tests::adds' });
  assert.equal(line('test tests::adds ... FAILED'), { kind: 'result', status: 'failed', name: 'tests::adds' });
  assert.equal(line('test tests::slow ... ignored, takes a minute'), { kind: 'result', status: 'ignored', name: 'tests::slow' });
  assert.equal(line('test tests::panics - should panic ... ok'), { kind: 'result', status: 'ok', name: 'tests::panics' });
  // A name may hold ` ... ` itself: the status is the text after the last one.
  assert.equal(line('test a ... b ... ok'), { kind: 'result', status: 'ok', name: 'a ... b' });
  assert.equal(line('test tests::adds ... printed text'), { kind: 'unknown' });
  assert.equal(line('---- tests::adds stdout ----'), { kind: 'block', name: 'tests::adds' });
  assert.equal(line('failures:'), { kind: 'section', word: 'failures' });
  assert.equal(line('successes:'), { kind: 'section', word: 'successes' });
  assert.equal(line('test result: FAILED. 1 passed; 1 failed; 2 ignored; 0 measured; 0 filtered out; finished in 0.01s'), { kind: 'summary', passed: 1, failed: 1, ignored: 2, measured: 0 });
  assert.equal(line('error: could not compile `calc` (lib test) due to 1 previous error'), { kind: 'compileFailed', name: 'calc' });
  assert.equal(line('error[E0308]: mismatched types'), { kind: 'compileError' });
  assert.equal(line("thread 'tests::adds' panicked at src/lib.rs:11:9:"), { kind: 'unknown' });
  assert.equal(line('test tests::hangs has been running for over 60 seconds'), { kind: 'slow', name: 'tests::hangs' });
  assert.equal(line('test src/lib.rs - double (line 5) has been running for over 60 seconds'), { kind: 'slow', name: 'src/lib.rs - double (line 5)' });
  assert.equal(line('test tests::hangs has been running'), { kind: 'unknown' });
});

lines.run();

const fold = suite('cargo fold: real fixtures');

fold('a failing test: libtest\'s name, the panic message, where it panicked and the values', () => {
  const r = parseRunnerOutput('cargo', fixture('1.95-one-failure-default'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.kind, f.message, f.location, f.detail]), [['tests::adds', 'test', 'assertion `left == right` failed', 'src/lib.rs:11:9', ['left: 4', 'right: 3']]]);
  assert.is(r.summarySeen, true);
});

fold('the quiet format: the same failure, named from the failures: section', () => {
  const r = parseRunnerOutput('cargo', fixture('1.95-one-failure-q'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.message]), [['tests::adds', 'assertion `left == right` failed']]);
});

fold('a crate that does not compile: a file failure named by the crate, no test counted', () => {
  const r = parseRunnerOutput('cargo', fixture('1.95-compile-error-default'));
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.kind]), [['compile_error', 'file']]);
});

for (const version of ['1.63', '1.95']) {
  fold(`${version}: a run stopped at the timeout after libtest named the slow test: it is running, never passed`, () => {
    const r = parseRunnerOutput('cargo', fixture(`${version}-timeout-default`));
    assert.equal(r.summary, { total: 3, passed: 3, failed: 0, skipped: 0 });
    assert.equal(r.running, ['tests::hangs']);
    assert.is(r.unfinished, 1);
    assert.is(r.summarySeen, false);
    assert.equal(r.failures, []);
  });

  fold(`${version}: a run stopped before libtest names it: how many tests had no result, none named`, () => {
    const r = parseRunnerOutput('cargo', fixture(`${version}-timeout-early-default`));
    assert.equal(r.summary, { total: 3, passed: 3, failed: 0, skipped: 0 });
    assert.is(r.running, undefined);
    assert.is(r.unfinished, 1);
    assert.is(r.summarySeen, false);
  });
}

fold.run();
