/**
 * planCommand: every runner × option, package managers, watch-script replacement, verbatim
 * commands, errors and notes; shell quoting checked by round-tripping through bash; name
 * patterns checked as regexes against runner-style full names. The real runners are run on
 * planned selections in test/runtime/plan-selection.real.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readPlannedOutput } from '../../src/planning/read-output.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NOTES, noFrameworkMessage, unknownFrameworkMessage, watchTargetMessage } from '../../src/planning/plan-messages.ts';
import { planCommand, UNKNOWN_SCRIPT_ENV, type RunRequest } from '../../src/planning/plan.ts';
import { namePattern } from '../../src/planning/name-pattern.ts';
import { escapeRegExp } from '../../src/runners/regexp.ts';
import { FRAMEWORKS, RUNNERS } from '../../src/runners/registry.ts';
import type { NameMatching } from '../../src/runners/runner.ts';
import { quoteArg, splitTargets } from '../../src/planning/shell-quote.ts';
import type { ProbeResult } from '../../src/planning/describe.ts';
import type { Framework, RunnerKind } from '../../src/report/kinds.ts';

function probe(framework: RunnerKind | null, extra: Partial<ProbeResult> = {}): ProbeResult {
  return {
    framework,
    testFiles: [],
    testFileCount: 0,
    walkTruncated: false,
    command: '',
    reason: 'test',
    packageManager: 'npm',
    root: '/ws',
    ...extra,
  };
}

function plan(framework: RunnerKind | null, request: RunRequest = {}, extra: Partial<ProbeResult> = {}) {
  return planCommand(request, probe(framework, extra));
}

function throwsWith(run: () => unknown, message: string): void {
  assert.throws(run, (e: Error) => e instanceof Error && e.message === message);
}

/** What bash turns `words` (a fragment of a command line) into: the argv printf receives. */
function bashWords(words: string): string[] {
  const out = execFileSync('bash', ['-c', `printf '%s\\0' ${words}`], { encoding: 'utf8' });
  return out.split('\0').slice(0, -1);
}

/** How a runner matches name patterns, from its row of the runner table. */
function matchingOf(framework: Framework): NameMatching {
  const selection = RUNNERS[framework].selection;
  if (selection.kind !== 'name-pattern') throw new Error(`${framework} selects by node id`);
  return selection.matching;
}

const HOSTILE = ['; rm -rf /', '$(touch pwned)', '`id`', "it's", 'a"b', '*', '~', '{a,b}', 'x\ny', '!!', '#c', '&& echo hi', '> out', '\\', ''];

// ---

const defaults = suite('plan: default commands per runner');

defaults('vitest, jest, pytest, node:test, uvu, npm-test with no options', () => {
  const cases: Array<[RunnerKind, string, string]> = [
    ['vitest', 'npx --no -- vitest run --reporter=verbose --no-color < /dev/null', 'vitest'],
    ['jest', 'npx --no -- jest --ci --verbose < /dev/null', 'jest'],
    ['pytest', 'python3 -m pytest -v -rfE --tb=short --color=no < /dev/null', 'pytest'],
    ['node:test', 'node --test --test-reporter=spec --test-reporter-destination=stdout < /dev/null', 'node:test'],
    ['uvu', 'npx --no -- uvu --no-color < /dev/null', 'uvu'],
  ];
  for (const [runner, command, parseAs] of cases) {
    const p = plan(runner);
    assert.is(p.command, command);
    assert.is(p.runner, runner);
    assert.is(p.parseAs, parseAs);
    assert.equal(p.notes, []);
  }
  const npm = plan('npm-test', {}, { parseAs: 'jest' });
  assert.is(npm.command, 'npm test < /dev/null');
  assert.is(npm.runner, 'npm-test');
  assert.is(npm.parseAs, 'jest');
  assert.equal(npm.notes, []);
});

defaults('env: none the code under test could read; CI=1 only for a script whose runner is unknown, and said', () => {
  for (const runner of FRAMEWORKS) assert.equal(plan(runner).env, {}, runner);
  assert.equal(plan('npm-test', {}, { parseAs: 'jest' }).env, {});
  const unknown = plan('npm-test', {}, { testScript: 'make check' });
  assert.equal(unknown.env, UNKNOWN_SCRIPT_ENV);
  assert.equal(UNKNOWN_SCRIPT_ENV, { CI: '1' });
  assert.ok(unknown.notes.includes("env: set CI=1 for the project's test script, so a watcher it may start runs once"), unknown.notes.join('|'));
});

defaults('every planned command closes stdin and never watches', () => {
  for (const runner of [...FRAMEWORKS, 'npm-test'] as const) {
    const { command } = plan(runner, { target: 'a b', lastFailed: ['x'] });
    assert.ok(command.endsWith(' < /dev/null'), command);
    assert.not.match(command, /--watch(?!All=false)/);
  }
});

defaults('package managers: exec prefix for vitest/jest, test script for npm-test', () => {
  const exec = { npm: 'npx --no --', pnpm: 'pnpm exec', yarn: 'yarn', bun: 'bunx' } as const;
  const script = { npm: 'npm test -- a.test.ts', pnpm: 'pnpm test a.test.ts', yarn: 'yarn test a.test.ts', bun: 'bun run test a.test.ts' } as const;
  for (const pm of ['npm', 'pnpm', 'yarn', 'bun'] as const) {
    assert.is(plan('vitest', {}, { packageManager: pm }).command, `${exec[pm]} vitest run --reporter=verbose --no-color < /dev/null`);
    assert.is(plan('jest', {}, { packageManager: pm }).command, `${exec[pm]} jest --ci --verbose < /dev/null`);
    assert.is(plan('npm-test', { target: 'a.test.ts' }, { packageManager: pm, parseAs: 'vitest' }).command, `${script[pm]} < /dev/null`);
    // pytest and node:test do not go through the package manager.
    assert.ok(plan('pytest', {}, { packageManager: pm }).command.startsWith('python3 -m pytest '));
    assert.ok(plan('node:test', {}, { packageManager: pm }).command.startsWith('node --test '));
  }
});

defaults('framework in the request overrides the probe', () => {
  const p = plan('vitest', { framework: 'pytest' });
  assert.is(p.runner, 'pytest');
  assert.is(p.parseAs, 'pytest');
  const q = plan(null, { framework: 'node:test' });
  assert.is(q.runner, 'node:test');
});

defaults.run();

// ---

const targets = suite('plan: targets');

targets('targets are split on whitespace and appended after the runner flags', () => {
  assert.is(plan('vitest', { target: '  src/a.test.ts\tsrc/b.test.ts \n' }).command, 'npx --no -- vitest run --reporter=verbose --no-color src/a.test.ts src/b.test.ts < /dev/null');
  assert.is(plan('jest', { target: 'src/a' }).command, 'npx --no -- jest --ci --verbose src/a < /dev/null');
  assert.is(plan('pytest', { target: 'tests/test_a.py::test_b tests/test_c.py' }).command, 'python3 -m pytest -v -rfE --tb=short --color=no tests/test_a.py::test_b tests/test_c.py < /dev/null');
  assert.is(plan('node:test', { target: 'test/a.test.js' }).command, 'node --test --test-reporter=spec --test-reporter-destination=stdout test/a.test.js < /dev/null');
  assert.is(plan('npm-test', { target: 'x' }, { parseAs: 'jest' }).command, 'npm test -- x < /dev/null');
  assert.is(plan('vitest', { target: '   ' }).command, plan('vitest').command);
});

targets('hostile targets reach the runner as literal words, never as shell syntax', () => {
  for (const word of HOSTILE) {
    if (word === '' || /\s/.test(word)) continue;
    assert.equal(bashWords(quoteArg(word)), [word], JSON.stringify(word));
  }
  // Whole-string behaviour: `; rm -rf /` is three literal words after splitting.
  const { command } = plan('pytest', { target: '; rm -rf / $(touch${IFS}pwned) `id`' });
  assert.is(command, "python3 -m pytest -v -rfE --tb=short --color=no ';' rm -rf / '$(touch${IFS}pwned)' '`id`' < /dev/null");
  const argv = bashWords(command.replace('python3 -m pytest -v -rfE --tb=short --color=no ', '').replace(' < /dev/null', ''));
  assert.equal(argv, [';', 'rm', '-rf', '/', '$(touch${IFS}pwned)', '`id`']);
});

targets('quoteArg: safe words stay bare, everything else is single-quoted with \'\\\'\' escapes', () => {
  assert.is(quoteArg('tests/test_a.py::test_b'), 'tests/test_a.py::test_b');
  assert.is(quoteArg('--maxfail=1'), '--maxfail=1');
  assert.is(quoteArg("it's"), "'it'\\''s'");
  assert.is(quoteArg(''), "''");
  assert.is(quoteArg('a b'), "'a b'");
  assert.equal(bashWords(quoteArg('x\ny')), ['x\ny']);
  assert.equal(bashWords(quoteArg('')), ['']);
  assert.equal(bashWords(quoteArg("'''")), ["'''"]);
});

targets('option-like targets pass through; watch switches are refused', () => {
  assert.is(plan('pytest', { target: '-k test_foo' }).command, 'python3 -m pytest -v -rfE --tb=short --color=no -k test_foo < /dev/null');
  assert.equal(splitTargets('--watchAll=false x'), ['--watchAll=false', 'x']);
  for (const word of ['--watch', '--watchAll', '-w', '--watch=true', '--watchAll=1']) {
    for (const runner of ['vitest', 'jest', 'npm-test'] as const) {
      throwsWith(() => plan(runner, { target: `a ${word}` }, { parseAs: 'jest' }), `test_run: target ${JSON.stringify(word)} would start a watcher; test_run always runs once`);
    }
  }
  assert.is(watchTargetMessage('-w'), 'test_run: target "-w" would start a watcher; test_run always runs once');
});

targets.run();

// ---

const lastFailed = suite('plan: last_failed');

lastFailed('vitest: -t with an escaped, OR-ed full-name regex', () => {
  const p = plan('vitest', { lastFailed: ['math > adds (1+1)', 'top level'] });
  assert.is(p.command, "npx --no -- vitest run --reporter=verbose --no-color -t '(?:^| )(?:math(?: | > )adds \\(1\\+1\\)|top level)(?:$| )' < /dev/null");
  assert.equal(p.notes, ['last_failed: selected 2 previously failing tests by name']);
  assert.is(p.runner, 'vitest');
});

lastFailed('vitest pattern matches exactly the intended full names', () => {
  const re = new RegExp(namePattern(matchingOf('vitest'), ['a > b.c > t(1) [x]', 'src/f.test.ts > s > t'])!.pattern);
  assert.ok(re.test('a b.c t(1) [x]'));
  assert.ok(re.test('s t'));
  // A title that itself contains " > " still matches.
  assert.ok(re.test('a > b.c t(1) [x]'));
  assert.not.ok(re.test('a bXc t(1) [x]'));
  // A name may be a suite: everything under it is selected (and, harmlessly, longer titles).
  assert.ok(re.test('s t inner'));
  assert.not.ok(re.test('a b.c t(1) [x]and more'));
  assert.not.ok(re.test('a b.c t(1) x'));
  assert.not.ok(re.test('xs t'));
});

lastFailed('jest: -t over the › title path, case-insensitive as jest compiles it', () => {
  const p = plan('jest', { lastFailed: ['Cart › totals › sums $5.00'] });
  assert.is(p.command, "npx --no -- jest --ci --verbose -t '^(?:Cart(?: | › )totals(?: | › )sums \\$5\\.00)(?:$| )' < /dev/null");
  const re = new RegExp(namePattern(matchingOf('jest'), ['Cart › totals › sums $5.00'])!.pattern, 'i');
  assert.ok(re.test('Cart totals sums $5.00'));
  assert.not.ok(re.test('Cart totals sums $5X00'));
  assert.not.ok(re.test('Other Cart totals sums $5.00'));
  assert.not.ok(re.test('Cart totals sums $5.001'));
});

lastFailed('node:test: one --test-name-pattern on the whole name or the leaf title', () => {
  const p = plan('node:test', { lastFailed: ['outer > inner (a|b)', 'plain'] });
  assert.is(
    p.command,
    "node --test --test-reporter=spec --test-reporter-destination=stdout '--test-name-pattern=^(?:outer > inner \\(a\\|b\\)|inner \\(a\\|b\\)|plain)(?:$| )' < /dev/null",
  );
  assert.equal(p.notes, ['last_failed: selected 2 previously failing tests by name']);
});

lastFailed('pytest: node ids as positional args; non-node-id names dropped; target ignored with a note', () => {
  const p = plan('pytest', { lastFailed: ['tests/test_a.py::test_x[a b-1]', 'tests/test_a.py::C::test_y', 'tests/test_bad.py', 'error at session', '-p evil'], target: 'tests/' });
  assert.is(p.command, "python3 -m pytest -v -rfE --tb=short --color=no 'tests/test_a.py::test_x[a b-1]' tests/test_a.py::C::test_y tests/test_bad.py < /dev/null");
  assert.equal(p.notes, ['last_failed: selected 3 previously failing node ids', 'target: ignored because the last_failed node ids already name their files']);
});

lastFailed('an empty list is not an error: full suite (or the target) with a note', () => {
  for (const runner of FRAMEWORKS) {
    const p = plan(runner, { lastFailed: [] });
    assert.is(p.command, plan(runner).command, runner);
    assert.equal(p.notes, ['last_failed: no previous failures recorded; ran the full suite'], runner);
    const t = plan(runner, { lastFailed: [], target: 'x' });
    assert.equal(t.notes, ['last_failed: no previous failures recorded; ran the target'], runner);
  }
});

lastFailed('only file-level failures: nothing to select, full suite with a note', () => {
  // Runners that select by title (mocha's full title could be a file's name).
  const byTitle = FRAMEWORKS.filter((f) => {
    const selection = RUNNERS[f].selection;
    return selection.kind === 'name-pattern' && selection.matching.kind !== 'full-title';
  });
  for (const runner of byTitle) {
    const p = plan(runner, { lastFailed: ['src/broken.test.ts', ' '] });
    assert.is(p.command, plan(runner).command, runner);
    assert.equal(p.notes, [NOTES.lastFailedUnselectable(false)], runner);
  }
  assert.equal(plan('pytest', { lastFailed: ['session error'] }).notes, ['last_failed: previous failures name no selectable test; ran the full suite']);
});

lastFailed('uvu cannot select tests by name: the full suite (or the target) runs, and the note says so', () => {
  const p = plan('uvu', { lastFailed: ['math > adds'], lastFailedFiles: ['tests/math.test.js'] });
  assert.is(p.command, plan('uvu').command);
  assert.equal(p.notes, [NOTES.lastFailedUnselectable(false)]);
  assert.is(p.narrowed, false);
  const t = plan('uvu', { lastFailed: ['math > adds'], target: 'tests' });
  assert.is(t.command, 'npx --no -- uvu --no-color tests < /dev/null');
  assert.equal(t.notes, [NOTES.lastFailedUnselectable(true)]);
});

lastFailed('the failures\' files limit a name-pattern re-run to those files, as each runner takes them', () => {
  const files = ['test/a b.test.js', 'test/c.test.js'];
  const v = plan('vitest', { lastFailed: ['x'], lastFailedFiles: files });
  assert.is(v.command, "npx --no -- vitest run --reporter=verbose --no-color -t '(?:^| )(?:x)(?:$| )' 'test/a b.test.js' test/c.test.js < /dev/null");
  assert.equal(v.notes, ['last_failed: selected 1 previously failing test by name in 2 files']);
  assert.is(v.narrowed, true);
  // jest reads a path as a regex over the absolute path: escaped, it matches only itself.
  const j = plan('jest', { lastFailed: ['a › b'], lastFailedFiles: ['src/x.test.js'] });
  assert.ok(j.command.endsWith(" 'src/x\\.test\\.js' < /dev/null"), j.command);
  assert.ok(new RegExp('src/x\\.test\\.js').test('/ws/src/x.test.js'));
  const n = plan('node:test', { lastFailed: ['t'], lastFailedFiles: ['test/t.test.mjs'] });
  assert.ok(n.command.endsWith("'--test-name-pattern=^(?:t)(?:$| )' test/t.test.mjs < /dev/null"), n.command);
  assert.equal(n.notes, ['last_failed: selected 1 previously failing test by name in 1 file']);
  // pytest's node ids carry their files; a target says where to look itself.
  assert.is(plan('pytest', { lastFailed: ['t.py::a'], lastFailedFiles: ['t.py'] }).command, 'python3 -m pytest -v -rfE --tb=short --color=no t.py::a < /dev/null');
  assert.ok(plan('vitest', { lastFailed: ['x'], lastFailedFiles: files, target: 'test/' }).command.endsWith(' test/ < /dev/null'));
});

lastFailed('a file that could read as an option or leave the workspace is never an operand', () => {
  for (const bad of ['-x.test.js', '--watch', '/etc/x.test.js', '']) {
    const p = plan('vitest', { lastFailed: ['x'], lastFailedFiles: ['ok.test.js', bad] });
    assert.is(p.command, "npx --no -- vitest run --reporter=verbose --no-color -t '(?:^| )(?:x)(?:$| )' < /dev/null", bad);
    assert.equal(p.notes, ['last_failed: selected 1 previously failing test by name']);
  }
});

lastFailed('duplicates are selected once', () => {
  assert.equal(plan('jest', { lastFailed: ['a › b', 'a › b'] }).notes, ['last_failed: selected 1 previously failing test by name']);
});

lastFailed('npm-test degrades to the full suite with the exact note', () => {
  const p = plan('npm-test', { lastFailed: ['a > b'] }, { parseAs: 'vitest' });
  assert.is(p.command, 'npm test < /dev/null');
  assert.equal(p.notes, ['last_failed: npm test cannot select tests; ran the full suite']);
  assert.is(NOTES.npmLastFailed, 'last_failed: npm test cannot select tests; ran the full suite');
});

lastFailed('escapeRegExp escapes every metacharacter', () => {
  const nasty = '.*+?^${}()|[]\\/-';
  assert.ok(new RegExp(`^${escapeRegExp(nasty)}$`).test(nasty));
  assert.ok(new RegExp(`^${escapeRegExp(nasty)}$`, 'u').test(nasty));
});

lastFailed('unittest: test ids from the failure names of 3.10 and 3.11+, fixtures and failed imports; other names dropped', () => {
  const p = plan('unittest', {
    lastFailed: [
      'test_x (pkg.test_mod.TestK.test_x)',
      'test_y (pkg.test_mod.TestK)',
      'setUpClass (pkg.test_mod.TestSetup)',
      'setUpModule (pkg.test_other)',
      'pkg.test_broken',
      'test_x (pkg.test_mod.TestK.test_x)',
      'not a name; rm -rf /',
      '-p evil',
    ],
    target: 'pkg',
  });
  assert.is(p.command, 'python3 -m unittest -v pkg.test_mod.TestK.test_x pkg.test_mod.TestK.test_y pkg.test_mod.TestSetup pkg.test_other pkg.test_broken < /dev/null');
  assert.equal(p.notes, ['last_failed: selected 5 previously failing node ids', 'target: ignored because the last_failed node ids already name their files']);
  assert.ok(p.narrowed);
});

lastFailed('go: one -run alternation of the top-level tests over their packages; a target replaces the packages', () => {
  const names = ['example.com/m/calc/TestAdd', 'example.com/m/calc/TestSub/case_one', 'example.com/m/calc/TestSub', 'example.com/m/io/TestRead', 'example.com/m/broken'];
  const p = plan('go', { lastFailed: names });
  assert.is(p.command, "go test -v -count=1 -run '^(TestAdd|TestSub|TestRead)$' example.com/m/calc example.com/m/io < /dev/null");
  assert.equal(p.notes, ['last_failed: selected 3 previously failing tests by name']);
  assert.ok(p.narrowed);
  const t = plan('go', { lastFailed: names, target: './calc' });
  assert.is(t.command, "go test -v -count=1 -run '^(TestAdd|TestSub|TestRead)$' ./calc < /dev/null");
  const none = plan('go', { lastFailed: ['example.com/m/broken'] });
  assert.is(none.command, 'go test -v -count=1 ./... < /dev/null');
  assert.equal(none.notes, ['last_failed: previous failures name no selectable test; ran the full suite']);
  assert.is(plan('go', { target: './calc' }).command, 'go test -v -count=1 ./calc < /dev/null');
});

lastFailed('cargo: libtest name filters with --exact after `--`; a target stays before it', () => {
  const names = ['tests::adds', 'api_fails', 'src/lib.rs - double (line 5)', 'tests::adds', '-evil', 'not a test name'];
  const p = plan('cargo', { lastFailed: names });
  assert.is(p.command, "cargo test --no-fail-fast --color never -- --exact tests::adds api_fails 'src/lib.rs - double (line 5)' < /dev/null");
  assert.equal(p.notes, ['last_failed: selected 3 previously failing tests by name']);
  assert.ok(p.narrowed);
  const t = plan('cargo', { lastFailed: ['api_fails'], target: '--test api' });
  assert.is(t.command, 'cargo test --no-fail-fast --color never --test api -- --exact api_fails < /dev/null');
  const none = plan('cargo', { lastFailed: ['-x'] });
  assert.equal(none.notes, ['last_failed: previous failures name no selectable test; ran the full suite']);
});

lastFailed.run();

// ---

const npm = suite('plan: npm-test');

npm('parseAs: probe.parseAs, else the probed framework, else node:test with a note', () => {
  assert.is(plan('npm-test', {}, { parseAs: 'pytest' }).parseAs, 'pytest');
  const forced = plan('vitest', { framework: 'npm-test' });
  assert.is(forced.parseAs, 'vitest');
  assert.equal(forced.notes, []);
  const unknown = plan('npm-test');
  assert.is(unknown.parseAs, 'node:test');
  assert.equal(unknown.notes, ['parse_as: could not tell which runner the command calls; parsing its output as node:test', "env: set CI=1 for the project's test script, so a watcher it may start runs once"]);
  assert.is(unknown.detectParser, true, 'the output decides how it is read');
  assert.is(plan('npm-test', {}, { parseAs: 'pytest' }).detectParser, undefined);
});

npm('this repository: its own scripts.test is the suite, and its uvu output reads as uvu', async () => {
  const { describeWorkspace } = await import('../../src/planning/describe.ts');
  const self = await describeWorkspace(new URL('../..', import.meta.url).pathname);
  assert.is(self.framework, 'npm-test');
  assert.match(self.reason, 'but scripts.test is the suite: it calls node, not vitest');
  const p = planCommand({}, self);
  assert.is(p.command, 'npm test < /dev/null');
  assert.is(p.detectParser, true);
  const green = readFileSync(new URL('../../fixtures/uvu/0.5-green-no-color/output.txt', import.meta.url), 'utf8');
  const read = readPlannedOutput(p, green);
  assert.is(read.parsed.framework, 'uvu');
  assert.ok(read.parsed.summarySeen && read.parsed.summary.failed === 0 && read.parsed.summary.passed > 0);
  assert.ok(read.notes.includes('parse_as: could not tell which runner the command calls; its output reads as uvu'), read.notes.join('\n'));
});

npm('a plan whose runner is unknown reads its output with the parser that recognises it', () => {
  const unknown = plan('npm-test');
  const jestOutput = readFileSync(new URL('../../fixtures/jest/29-one-failure-default/output.txt', import.meta.url), 'utf8');
  const read = readPlannedOutput(unknown, jestOutput);
  assert.is(read.parsed.framework, 'jest');
  assert.ok(read.parsed.summary.failed > 0);
  assert.equal(read.notes, ['parse_as: could not tell which runner the command calls; its output reads as jest', NOTES.ciForScript]);
  // Nothing recognisable: node:test, and the planner's note stands.
  const none = readPlannedOutput(unknown, 'make: nothing to be done\n');
  assert.is(none.parsed.framework, 'node:test');
  assert.equal(none.notes, unknown.notes);
  // A known runner is never second-guessed.
  const known = plan('npm-test', {}, { parseAs: 'vitest' });
  assert.is(readPlannedOutput(known, jestOutput).parsed.framework, 'vitest');
});

npm('a plain watching vitest/jest script runs the runner once instead, with a note', () => {
  const v = plan('npm-test', { target: 'a.test.ts', lastFailed: ['s > t'] }, { watchScript: 'vitest', parseAs: 'vitest', packageManager: 'pnpm' });
  assert.is(v.runner, 'vitest');
  assert.is(v.parseAs, 'vitest');
  assert.is(v.command, "pnpm exec vitest run --reporter=verbose --no-color -t '(?:^| )(?:s(?: | > )t)(?:$| )' a.test.ts < /dev/null");
  assert.equal(v.notes, ['watch: scripts.test starts a watcher; ran vitest once instead', 'last_failed: selected 1 previously failing test by name']);
  const j = plan('npm-test', {}, { watchScript: 'jest --watchAll', parseAs: 'jest' });
  assert.is(j.command, 'npx --no -- jest --ci --verbose < /dev/null');
  assert.equal(j.notes, ['watch: scripts.test starts a watcher; ran jest once instead']);
  const m = plan('npm-test', {}, { watchScript: 'mocha --watch', parseAs: 'mocha' });
  assert.is(m.command, 'npx --no -- mocha --reporter spec --no-color < /dev/null');
  assert.equal(m.notes, ['watch: scripts.test starts a watcher; ran mocha once instead']);
});

npm('a watching mocha script with its own options runs as the project does, once, by --no-watch', () => {
  const m = plan('npm-test', {}, { testScript: 'mocha --watch --recursive', watchScript: 'mocha --watch --recursive', parseAs: 'mocha' });
  assert.is(m.command, 'npm test -- --no-watch < /dev/null');
  assert.ok(m.notes.some((n) => n.includes('--no-watch')), m.notes.join('|'));
  assert.equal(plan('npm-test', {}, { testScript: 'mocha --recursive', parseAs: 'mocha' }).command, 'npm test < /dev/null');
});

npm('a script that says more than its runner runs as the project does, once, with the reporter the parser reads', () => {
  // Implicit vitest watch with the project's own options: the script, with --run.
  const v = plan('npm-test', { target: 'a.test.ts' }, { testScript: 'vitest --coverage', watchScript: 'vitest --coverage', parseAs: 'vitest', packageManager: 'pnpm' });
  assert.is(v.command, 'pnpm test --run --reporter=verbose a.test.ts < /dev/null');
  assert.is(v.runner, 'npm-test');
  assert.equal(v.notes, ['scripts.test: appended --run --reporter=verbose, so it runs once with the reporter the parser reads']);
  // Steps before vitest: the flags reach vitest, the last command; a reporter of its own is kept.
  assert.is(plan('npm-test', {}, { testScript: 'tsc --noEmit && vitest run', parseAs: 'vitest' }).command, 'npm test -- --reporter=verbose < /dev/null');
  assert.is(plan('npm-test', {}, { testScript: 'vitest run --reporter=verbose', parseAs: 'vitest' }).command, 'npm test < /dev/null');
  // vitest not last, or jest: nothing appended (it would reach another command).
  assert.is(plan('npm-test', {}, { testScript: 'vitest run && node check.mjs', parseAs: 'vitest' }).command, 'npm test < /dev/null');
  assert.is(plan('npm-test', {}, { testScript: 'jest --config jest.unit.config.js', parseAs: 'jest' }).command, 'npm test < /dev/null');
});

npm('react-scripts test runs through the script with --watchAll=false', () => {
  const p = plan('npm-test', { target: 'src/App' }, { watchScript: 'react-scripts test', parseAs: 'jest' });
  assert.is(p.command, 'npm test -- --watchAll=false src/App < /dev/null');
  assert.is(p.runner, 'npm-test');
  assert.is(p.parseAs, 'jest');
  assert.equal(p.notes, ['watch: scripts.test starts a watcher; ran it once with --watchAll=false']);
  assert.is(plan('npm-test', {}, { watchScript: 'craco test', parseAs: 'jest', packageManager: 'yarn' }).command, 'yarn test --watchAll=false < /dev/null');
});

npm.run();

// ---

const verbatim = suite('plan: verbatim command');

verbatim('runs as given in a subshell with stdin closed; target and last_failed ignored with a note', () => {
  const p = plan('vitest', { command: 'npx vitest run src/a.test.ts', target: 'x', lastFailed: ['y'] });
  assert.is(p.command, '( npx vitest run src/a.test.ts ) < /dev/null');
  assert.equal(p.notes, ['command: ran verbatim; target and last_failed were ignored']);
  assert.equal(p.env, {});
  assert.is(p.runner, 'vitest');
  assert.is(p.parseAs, 'vitest');
});

verbatim('trailing comments, & and ; cannot break the wrapper', () => {
  assert.is(plan('jest', { command: 'npm run test:unit # unit only' }).command, '( npm run test:unit # unit only\n) < /dev/null');
  assert.is(plan('jest', { command: 'make test;; ' }).command, '( make test ) < /dev/null');
  assert.is(plan('jest', { command: 'sleep 1 &' }).command, '( sleep 1 &\n) < /dev/null');
  for (const command of ['echo "$(cat)" # x', 'read -r x; echo "got:$x";', '(echo hi)']) {
    const wrapped = plan('jest', { command }).command;
    const out = spawnSync('bash', ['-c', wrapped], { input: 'SECRET\n', encoding: 'utf8' });
    assert.is(out.status, 0, wrapped);
    assert.not.match(out.stdout, /SECRET/);
  }
});

verbatim('runner and parser come from the command, then the request, then the probe', () => {
  const py = plan('jest', { command: 'python -m pytest -x tests' });
  assert.is(py.runner, 'pytest');
  assert.is(py.parseAs, 'pytest');
  assert.equal(py.env, {}, 'a verbatim command runs in the environment as it is');
  const forced = plan(null, { command: 'make check', framework: 'jest' });
  assert.is(forced.runner, 'jest');
  assert.is(forced.parseAs, 'jest');
  const probed = plan('npm-test', { command: 'make check' }, { parseAs: 'node:test' });
  assert.is(probed.runner, 'npm-test');
  assert.is(probed.parseAs, 'node:test');
  assert.equal(probed.notes, []);
  const none = plan(null, { command: 'make check' });
  assert.is(none.runner, 'npm-test');
  assert.is(none.parseAs, 'node:test');
  assert.equal(none.notes, [NOTES.parseAsDefault]);
  assert.is(none.detectParser, true);
});

verbatim('a command that watches even under CI=1 gets a warning note; one that stands down does not', () => {
  for (const command of ['npx jest --watch', 'npx vitest watch', 'vitest --watch', 'yarn vitest dev']) {
    assert.equal(plan('jest', { command }).notes, ['command: looks like it starts a watcher; it may run until the timeout'], command);
  }
  // vitest's default watch and react-scripts both run once when CI is set.
  for (const command of ['npx vitest', 'react-scripts test', 'npx vitest run']) assert.equal(plan('jest', { command }).notes, [], command);
});

verbatim('a blank command is treated as absent', () => {
  assert.is(plan('jest', { command: '   ' }).command, plan('jest').command);
});

verbatim.run();

// ---

const errors = suite('plan: errors');

errors('no framework detected and none given', () => {
  throwsWith(() => plan(null), 'test_run: no test framework detected in /ws; pass framework or command');
  throwsWith(() => plan(null, { lastFailed: ['a'] }), noFrameworkMessage('/ws'));
  throwsWith(() => planCommand({}, { ...probe(null), root: undefined } as unknown as ProbeResult), noFrameworkMessage('.'));
});

errors('unknown framework lists the valid ones, even with a command', () => {
  const message = 'test_run: unknown framework "ava"; expected one of vitest, jest, mocha, bun, playwright, pytest, node:test, uvu, unittest, go, cargo, rspec, minitest, exunit, npm-test, workspaces';
  throwsWith(() => plan('jest', { framework: 'ava' as RunnerKind }), message);
  throwsWith(() => plan('jest', { framework: 'ava' as RunnerKind, command: 'ava' }), message);
  assert.is(unknownFrameworkMessage(3), 'test_run: unknown framework 3; expected one of vitest, jest, mocha, bun, playwright, pytest, node:test, uvu, unittest, go, cargo, rspec, minitest, exunit, npm-test, workspaces');
});

errors.run();

const narrowed = suite('plan: narrowed runs');

narrowed('only a target or a real last_failed selection narrows the run', () => {
  for (const runner of FRAMEWORKS) {
    assert.is(plan(runner).narrowed, false, `${runner} full`);
    assert.is(plan(runner, { target: 'a' }).narrowed, true, `${runner} target`);
    assert.is(plan(runner, { lastFailed: [] }).narrowed, false, `${runner} nothing to select`);
  }
  assert.is(plan('vitest', { lastFailed: ['adds'] }).narrowed, true);
  assert.is(plan('pytest', { lastFailed: ['tests/test_a.py::test_x'] }).narrowed, true);
  assert.is(plan('npm-test', { lastFailed: ['adds'] }).narrowed, false, 'npm test runs everything');
  assert.is(plan('npm-test', { target: 'a.test.js' }).narrowed, true);
  assert.is(plan('jest', { command: 'npx jest a.test.js' }).narrowed, false, 'a verbatim command is the user\'s choice');
});

narrowed('mocha: --grep on full titles, a failed hook through its suite, a root hook unselectable', () => {
  const p = plan('mocha', { lastFailed: ['calc adds 2 + 2', 'db "before all" hook for "connects"', 'x (y)'] });
  assert.is(p.command, "npx --no -- mocha --reporter spec --no-color --grep '^(?:calc adds 2 \\+ 2|db|x \\(y\\))(?:$| )' < /dev/null");
  assert.is(p.narrowed, true);
  // The pattern selects exactly what mocha's grep would test against fullTitle().
  const re = new RegExp('^(?:calc adds 2 \\+ 2|db|x \\(y\\))(?:$| )');
  for (const t of ['calc adds 2 + 2', 'db connects', 'db other test', 'x (y)']) assert.ok(re.test(t), t);
  for (const t of ['calc adds 2 + 3', 'dbx', 'other db']) assert.not.ok(re.test(t), t);
  const root = plan('mocha', { lastFailed: ['"before each" hook for "a"'] });
  assert.is(root.command, 'npx --no -- mocha --reporter spec --no-color < /dev/null');
  assert.is(root.narrowed, false);
});

narrowed('playwright: --grep over the › title path without its file, limited to the failures\' files', () => {
  const p = plan('playwright', { lastFailed: ['tests/calc.spec.js › calc › adds 2 + 2'], lastFailedFiles: ['tests/calc.spec.js'] });
  assert.is(p.command, "npx --no -- playwright test --reporter=list --grep '(?:^| )(?:calc(?: | › )adds 2 \\+ 2)(?:$| )' 'tests/calc\\.spec\\.js' < /dev/null");
  assert.is(p.narrowed, true);
  // What playwright's grep tests: the project name, the file, the describe and test titles joined by spaces.
  const re = new RegExp('(?:^| )(?:calc(?: | › )adds 2 \\+ 2)(?:$| )');
  assert.ok(re.test(' tests/calc.spec.js calc adds 2 + 2'));
  assert.ok(re.test('chromium tests/calc.spec.js calc adds 2 + 2'));
  assert.not.ok(re.test(' tests/calc.spec.js calc adds 2 + 3'));
});

narrowed('bun: --test-name-pattern over the > title path, limited to the failures\' files', () => {
  const p = plan('bun', { lastFailed: ['math > adds (2)'], lastFailedFiles: ['test/a.test.ts'] });
  assert.is(p.command, "bun test --test-name-pattern '(?:^| )(?:math(?: | > )adds \\(2\\))(?:$| )' test/a.test.ts < /dev/null");
  const re = new RegExp('(?:^| )(?:math(?: | > )adds \\(2\\))(?:$| )');
  assert.ok(re.test('math adds (2)'));
  assert.ok(re.test(' math adds (2)'));
  assert.not.ok(re.test('math adds (3)'));
  assert.is(plan('npm-test', {}, { watchScript: 'bun test --watch', parseAs: 'bun' }).command, 'bun test < /dev/null');
});

narrowed.run();
