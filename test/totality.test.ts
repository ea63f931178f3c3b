/**
 * Totality: every parser returns a consistent result for any input and never throws.
 * Property-based (fast-check) over random text, random bytes, ANSI garbage, and mutations of
 * real fixtures (truncation at every line, duplicated and shuffled lines).
 * FUZZ_RUNS scales the random properties (default 2,000 per property per framework).
 */
import { suite } from 'uvu';
import fc from 'fast-check';
import { FRAMEWORKS, parseRunnerOutput } from '../src/index.ts';
import { RUNNERS } from '../src/runners/registry.ts';
import { assertConsistent } from './support/consistent.ts';
import { loadFixtures } from './support/fixtures.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

const RUNNER_ALPHABET = ['✓', '✔', '×', '✕', '✖', '↓', '﹣', '○', '✎', '●', '›', '❯', '⎯', 'ℹ', '▶', '>', '::', ' - ', '#', 'ok ', 'not ok ', '1..', '---', '...', '====', '____', 'E   ', 'FAILED ', 'ERROR ', 'PASS ', 'FAIL ', 'Tests:', 'Test Files', 'Tests ', ' passed', ' failed', ' skipped', '(', ')', '|', '•', '✘ ', '  (1 / 2)', '   FAIL  ', '  Total:     ', 'Exiting early before testing is finished.', '    at ', '\n', ' ', '  ', '    ', '\t', '\r', '\x1b[31m', '\x1b[0m', '1', '23', 'x', ' passing', ' pending', ' failing', '1) ', ' Exception during run: ', 'Error: ', '# SKIP -', '# tests ', '# pass ', '# fail ', '"before all" hook', '(pass) ', '(fail) ', ' pass', ' fail', 'Ran ', ' across ', '# Unhandled error', 'error: ', ' > ', 'a.test.js:', '\n', '\n', '\n', '=', '-', 'FAIL: t (m.C.t)', 'ERROR: setUpClass (m.C)', 'UNEXPECTED SUCCESS: ', ' ... ok', ' ... skipped \'r\'', 'Ran 3 tests in 0.1s', 'OK', 'FAILED (failures=1, errors=2)', 'Traceback (most recent call last):', '=== RUN   ', '--- FAIL: ', '--- PASS: ', ' (0.00s)', 'ok  \t', 'FAIL\t', '?   \t', '[build failed]', '# ', '_test.go:12: ', 'running 3 tests', 'test a::b ... ok', ' ... FAILED', ' ... ignored', '---- a::b stdout ----', 'failures:', 'test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out', 'Running 3 tests using 1 worker', '  1) a.spec.ts:3:5 › t ───', ' flaky', ' did not run', ' › ', '─', '[chromium] › ', 'a', '", '];
const runnerish = fc.array(fc.constantFrom(...RUNNER_ALPHABET), { maxLength: 200 }).map((parts) => parts.join(''));
const bytes = fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b).toString('latin1'));
const unicode = fc.string({ unit: 'binary', maxLength: 2000 });
/** Escape sequences strip-ansi must remove, and broken ones it must leave harmlessly. */
const ansi = fc
  .array(fc.oneof(fc.constantFrom('\x1b[', '\x1b]', '\x9b', '\x1b[0m', '\x1b[1;31m', '\x1b[2K', '\r', '\x07', ';', 'm', '38;5;', '\n'), runnerish), { maxLength: 80 })
  .map((parts) => parts.join(''));

const fuzz = suite('totality (fuzz)');

for (const framework of FRAMEWORKS) {
  fuzz(`${framework}: random runner-like text, bytes and unicode`, () => {
    for (const arb of [runnerish, bytes, unicode, ansi]) {
      fc.assert(fc.property(arb, (text) => assertConsistent(parseRunnerOutput(framework, text), framework)), { numRuns: RUNS });
    }
  });

  fuzz(`${framework}: 1 MB single lines`, () => {
    for (const unit of ['x', '✓ ', '● a › ', 'not ok 1 - ', 'FAILED t.py::x - ', ' ']) {
      const line = unit.repeat(Math.ceil(1_048_576 / unit.length));
      assertConsistent(parseRunnerOutput(framework, line), framework);
      assertConsistent(parseRunnerOutput(framework, `${line}\n${line}`), framework);
    }
  });

  const fixtures = loadFixtures(RUNNERS[framework].fixtures.dir).slice(0, 40);
  fuzz(`${framework}: every line-truncation of real fixtures`, () => {
    // Small fixtures only: truncating at every line is quadratic in the fixture's length.
    for (const fx of fixtures.filter((f) => f.output.split('\n').length <= 300).filter((_, i) => i % 4 === 0).slice(0, 5)) {
      const lines = fx.output.split('\n');
      for (let i = 0; i <= lines.length; i++) {
        assertConsistent(parseRunnerOutput(framework, lines.slice(0, i).join('\n')), framework);
        assertConsistent(parseRunnerOutput(framework, lines.slice(i).join('\n')), framework);
      }
    }
  });

  fuzz(`${framework}: duplicated, shuffled and spliced lines of real fixtures`, () => {
    if (fixtures.length === 0) return;
    const fixtureLines = fc.constantFrom(...fixtures.map((f) => f.output.split('\n')));
    const mutated = fc
      .tuple(fixtureLines, fc.array(fc.nat(), { maxLength: 60 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }), fc.nat())
      .map(([lines, dupes, swaps, cut]) => {
        const out = [...lines];
        for (const d of dupes) if (out.length) out.splice(d % out.length, 0, out[d % out.length]!);
        for (const [a, b] of swaps) if (out.length) [out[a % out.length], out[b % out.length]] = [out[b % out.length]!, out[a % out.length]!];
        const text = out.join('\n');
        return text.slice(0, text.length === 0 ? 0 : cut % (text.length + 1));
      });
    fc.assert(fc.property(mutated, (text) => assertConsistent(parseRunnerOutput(framework, text), framework)), { numRuns: Math.max(200, RUNS / 4) });
  });
}

fuzz.run();
