/**
 * Inputs built to make a parser backtrack: long runs of near-matching prefixes (a line that
 * looks like a line kind until its very end), deeply indented TAP, thousands of unterminated
 * diff blocks. Each builder repeats a unit up to `chars` characters, so the same case can be
 * parsed at two sizes and the times compared: linear parsing takes about 10x the time for 10x
 * the input, quadratic about 100x. Used by test/adversarial.test.ts and the bench.
 */
import type { Framework } from '../../src/report/types.ts';

export interface AdversarialCase {
  name: string;
  framework: Framework;
  build(chars: number): string;
}

/** unittest's block separators. */
const SEP1 = '='.repeat(70);
const SEP2 = '-'.repeat(70);

/** `unit` repeated to at least `chars` characters. */
const fill = (unit: string, chars: number): string => unit.repeat(Math.max(1, Math.ceil(chars / unit.length)));

export const ADVERSARIAL: AdversarialCase[] = [
  // pytest
  {
    name: 'pytest: a -v result line whose tail is a long run of spaces, then junk',
    framework: 'pytest',
    build: (n) => `tests/a.py::t PASSED (x)${fill(' ', n)}y\n`,
  },
  {
    name: 'pytest: a subtest entry of many node-id-like tokens with brackets',
    framework: 'pytest',
    build: (n) => `SUBFAILED ${fill('a::b[] x ', n)}\n`,
  },
  {
    name: 'pytest: a separator line of " _" pairs that never closes',
    framework: 'pytest',
    build: (n) => `_${fill(' _', n)}x\n`,
  },
  {
    name: 'pytest: thousands of failure headers with unterminated E blocks',
    framework: 'pytest',
    build: (n) => `==== FAILURES ====\n${fill('____ test_x[a] ____\nE   assert 1\nE   \n', n)}`,
  },
  {
    name: 'pytest: a progress line of letters without its percentage',
    framework: 'pytest',
    build: (n) => `tests/a.py ${fill('.F', n)}  [\n`,
  },
  // jest
  {
    name: 'jest: thousands of unterminated diff blocks',
    framework: 'jest',
    build: (n) => `FAIL src/a.test.js\n${fill('  ● t › u\n\n    - Expected\n    + Received\n\n    - 1\n', n)}`,
  },
  {
    name: 'jest: a verbose test line ending in a near-duration',
    framework: 'jest',
    build: (n) => `  ✓ t (${fill('1 ', n)}\n`,
  },
  {
    name: 'jest: a summary line of thousands of counts without a total',
    framework: 'jest',
    build: (n) => `Tests: ${fill('1 failed, ', n)}\n`,
  },
  // mocha
  {
    name: 'mocha: thousands of failure entries with unterminated title paths',
    framework: 'mocha',
    build: (n) => `\n  1 passing (1ms)\n  9 failing\n${fill('\n  1) suite\n       inner\n         deeper\n', n)}`,
  },
  {
    name: 'mocha: an error-like line whose name never ends in Error',
    framework: 'mocha',
    build: (n) => `${fill('Abc', n)}: x\n`,
  },
  {
    name: 'mocha: tap results out of sequence',
    framework: 'mocha',
    build: (n) => fill('not ok 7 a "before all" hook\n  message\n', n),
  },
  // playwright
  {
    name: 'playwright: thousands of numbered failure blocks without an epilogue',
    framework: 'playwright',
    build: (n) => Array.from({ length: Math.ceil(n / 40) }, (_, i) => `  ${i + 1}) a.spec.js:1:1 › t${i} ───\n\n`).join(''),
  },
  {
    name: 'playwright: an epilogue listing thousands of failed tests',
    framework: 'playwright',
    build: (n) => `  1) a.spec.js:1:1 › t ───\n    Error: x\n\n  9 failed\n${fill('    a.spec.js:1:1 › t ───\n', n)}  1 passed (1s)\n`,
  },
  {
    name: 'playwright: a header of thousands of segments and colons',
    framework: 'playwright',
    build: (n) => `  1) ${fill('1:1:', n / 2)} › ${fill('a › ', n / 2)}\n  1 failed\n    ${fill('1:1:', n / 2)} › ${fill('a › ', n / 2)}\n`,
  },
  {
    name: 'playwright: thousands of list results without an epilogue, and a near-suffix tail',
    framework: 'playwright',
    build: (n) => `${fill('  ✘  1 a.spec.js:1:1 › t (retry #1) (1ms)\n', n / 2)}  ✓  2 a.spec.js:1:1 › u${fill(' (1', n / 2)}\n`,
  },
  // bun
  {
    name: 'bun: thousands of error lines and results without a header',
    framework: 'bun',
    build: (n) => fill('error: x\n(fail) a > b [1.00ms]\n', n),
  },
  {
    name: 'bun: a count block that never reaches its Ran line',
    framework: 'bun',
    build: (n) => `${fill(' 1 pass\n 2 fail\n', n)}Ran 1 test across\n`,
  },
  {
    name: 'bun: thousands of distinct file headers',
    framework: 'bun',
    build: (n) => Array.from({ length: Math.ceil(n / 24) }, (_, i) => `\ntest/f${i}.test.js:\n`).join(''),
  },
  {
    name: 'bun: a line that looks like a file header until its end',
    framework: 'bun',
    build: (n) => `${fill('test/a', n)}.js;\n`,
  },
  // vitest
  {
    name: 'vitest: thousands of unterminated diff blocks',
    framework: 'vitest',
    build: (n) => ` FAIL  a.test.js > t\n${fill('AssertionError: x\n\n- Expected\n+ Received\n\n', n)}`,
  },
  {
    name: 'vitest: a test line ending in a near-suite count',
    framework: 'vitest',
    build: (n) => ` ✓ a (${fill('1 ', n)}\n`,
  },
  {
    name: 'vitest: a divider that never reaches its label',
    framework: 'vitest',
    build: (n) => `${fill('⎯', n)}[\n`,
  },
  // node:test
  {
    name: 'node:test TAP: deeply indented subtests and test points',
    framework: 'node:test',
    build: (n) => {
      const lines = ['TAP version 13'];
      let size = 0;
      for (let depth = 0; size < n; depth++) {
        const pad = ' '.repeat(4 * depth);
        const line = `${pad}# Subtest: t${depth}\n${pad}ok 1 - t${depth}\n`;
        lines.push(line);
        size += line.length;
      }
      return `${lines.join('\n')}\n`;
    },
  },
  {
    name: 'node:test TAP: a YAML error block that never closes',
    framework: 'node:test',
    build: (n) => `TAP version 13\n# Subtest: t\nnot ok 1 - t\n  ---\n  error: |-\n${fill('      x: y\n', n)}`,
  },
  {
    name: 'node:test TAP: a test name of escaped "#" runs',
    framework: 'node:test',
    build: (n) => `TAP version 13\n# Subtest: x\nok 1 - ${fill('\\# ', n)}\n`,
  },
  {
    name: 'node:test spec: a result title of many near-durations',
    framework: 'node:test',
    build: (n) => `✔ ${fill('(1ms) ', n)}x\n`,
  },
  {
    name: 'node:test spec: a failure location of many near-locations',
    framework: 'node:test',
    build: (n) => `✖ failing tests:\n\ntest at ${fill('a:1:', n)}x\n`,
  },
  // uvu
  {
    name: 'uvu: a run line of many marks after its name, then text, then its count',
    framework: 'uvu',
    build: (n) => `a.test.js\n s  ${fill('• ', n)}x  (1 / 2)\n`,
  },
  {
    name: 'uvu: a line of near-counts that never closes',
    framework: 'uvu',
    build: (n) => `a.test.js\n${fill('  (1 / ', n)}\n`,
  },
  {
    name: 'uvu: thousands of stack frames before the exit notice',
    framework: 'uvu',
    build: (n) => `a.test.js\n s  • Error: x\n${fill('    at f (a.js:1:1)\n', n)}Exiting early before testing is finished.\n`,
  },
  {
    name: 'uvu: FAIL blocks that never end',
    framework: 'uvu',
    build: (n) => `a.test.js\n s  ✘   (0 / 1)\n\n${fill('   FAIL  s  "t"\n    m  (is)\n', n)}`,
  },
  // unittest
  {
    name: 'unittest: a -v line of many near-results (` ... ` and ` ... skipped ` with no status)',
    framework: 'unittest',
    build: (n) => `test_x (m.C.test_x)${fill(" ... skipped 'a ... ", n)}x\n`,
  },
  {
    name: 'unittest: a status line of many count items that never closes',
    framework: 'unittest',
    build: (n) => `${SEP2}\nRan 3 tests in 0.001s\n\nFAILED (failures=1${fill(', errors=1', n)}\n`,
  },
  {
    name: 'unittest: thousands of failure blocks before a footer that takes the last one',
    framework: 'unittest',
    build: (n) => `${fill(`${SEP1}\nFAIL: test_x (m.C.test_x)\n${SEP2}\nTraceback (most recent call last):\n  File "m.py", line 1, in test_x\nAssertionError: 1 != 2\n\n`, n)}${SEP2}\nRan 1 test in 0.001s\n\nFAILED (failures=1)\n`,
  },
  {
    name: 'unittest: one block of thousands of chained tracebacks',
    framework: 'unittest',
    build: (n) => `${SEP1}\nERROR: test_x (m.C.test_x)\n${SEP2}\n${fill('Traceback (most recent call last):\n  File "m.py", line 1\nKeyError: 1\n\nDuring handling of the above exception, another exception occurred:\n\n', n)}${SEP2}\nRan 1 test in 0.001s\n\nFAILED (errors=1)\n`,
  },
  // go
  {
    name: 'go: a result line of many near-durations that never closes',
    framework: 'go',
    build: (n) => `--- FAIL: TestX${fill(' (0.00s', n)}\n`,
  },
  {
    name: 'go: thousands of results and output lines before one package line',
    framework: 'go',
    build: (n) => `${fill('=== RUN   TestX/case\n    x_test.go:1: boom\n    --- FAIL: TestX/case (0.00s)\n', n)}FAIL\tm/pkg\t0.01s\n`,
  },
  {
    name: 'go: a package line of tabs and spaces',
    framework: 'go',
    build: (n) => `FAIL\t${fill('a\t ', n)}\n`,
  },
  // cargo
  {
    name: 'cargo: a result line of many ` ... ` with no status',
    framework: 'cargo',
    build: (n) => `test a${fill(' ... x', n)}\n`,
  },
  {
    name: 'cargo: a panic line of many near-locations',
    framework: 'cargo',
    build: (n) => `running 1 test\ntest a ... FAILED\n\nfailures:\n\n---- a stdout ----\nthread 'a' panicked at '${fill("', a:1:1 ", n)}\n\nfailures:\n    a\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n`,
  },
  {
    name: 'cargo: thousands of sections, blocks and failures lists',
    framework: 'cargo',
    build: (n) => fill('     Running unittests src/lib.rs (x)\n\nrunning 1 test\ntest a ... FAILED\n\nfailures:\n\n---- a stdout ----\nboom\n\nfailures:\n    a\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n', n),
  },
  {
    name: 'cargo: a block header that never closes',
    framework: 'cargo',
    build: (n) => `---- ${fill('a stdout --', n)}\n`,
  },
  // phpunit
  {
    name: 'phpunit: a TeamCity message of many escapes that never closes',
    framework: 'phpunit',
    build: (n) => `##teamcity[testCount count='1']\n##teamcity[testFailed name='a' message='${fill("|'x", n)}\n`,
  },
  {
    name: 'phpunit: thousands of unclosed TeamCity suites, each with a failure of no started test',
    framework: 'phpunit',
    build: (n) => `##teamcity[testCount count='1']\n${fill("##teamcity[testSuiteStarted name='s']\n##teamcity[testFailed name='tearDownAfterClass' message='m' details=' /p/A.php:3|n ']\n", n)}`,
  },
  {
    name: 'phpunit: thousands of testdox classes, failed results and defect lines',
    framework: 'phpunit',
    build: (n) => `${fill('\nCalc\n \u2718 Add\n   \u2502 Failed asserting that 4 is identical to 5.\n   \u2502 /p/CalcTest.php:8\n   \u2502\n', n)}\nFAILURES!\nTests: 1, Assertions: 1, Failures: 1.\n`,
  },
];
