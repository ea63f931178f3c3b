/**
 * cJSON (DaveGamble/cJSON, vendored in test/projects/ctest-cjson: a CMake C library whose 19
 * CTest tests are `cJSON_test` and 18 Unity programs) end to end through the CLI: as
 * committed, with a one-line mutation of cJSON.c, and with tests/print_value.c broken so that
 * it does not compile; each result held to the runner's own report of the same state
 * (test/support/real-projects.ts).
 *
 * The project is configured once as its README says (`cmake -S . -B build`, with
 * CMAKE_EXPORT_COMPILE_COMMANDS for the compiler's report below); the CLI plans the rest,
 * `cmake --build build && ctest --test-dir build --output-on-failure`, which rebuilds what
 * each state changed.
 *
 * The truth: `ctest --test-dir build --output-junit <file>` on the same state after the CLI's
 * run, with its exit code. Every <testcase> is a test by its name: status `run` passed, `fail`
 * failed, `notrun` skipped when its <skipped> message starts with `SKIP_` (else failed, as
 * CTest counts it), `disabled` skipped; a failing test's location is the first Unity `FAIL`
 * line of its output (`/…/tests/print_value.c:52:print_value_should_print_true:FAIL: …`), as
 * `tests/print_value.c:52`. When a source does not compile, CTest never runs: the exit code is
 * the build's (`cmake --build build` again), no test is counted, and the compiler's own report
 * (`-fsyntax-only -fdiagnostics-format=json` over each command of compile_commands.json) names
 * each source with an error, located at its caret (`tests/print_value.c:31:14`).
 * Needs Debian's cmake and gcc.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECTS_DIR, assertSameAsRunner, copyProject, edit, junitCases, projectRelative, run, runCli, type RunnerTruth, type TruthFailure } from '../support/real-projects.ts';

/**
 * One copy of cJSON, configured once (the user's step before `run`): the states follow each
 * other in it as a user's edits do, each rebuilt incrementally by the planned command (a fresh
 * configure and full build per state would triple the time). {@link toState} sets a state's
 * files whatever the state before.
 */
let project = '';
const EDITED = ['cJSON.c', 'tests/print_value.c'];

function toState(edits: [file: string, from: string, to: string][]): void {
  // A file is written only when it changes, so that the build redoes only what the state changed.
  for (const file of EDITED) {
    const committed = readFileSync(join(PROJECTS_DIR, 'ctest-cjson', file), 'utf8');
    if (readFileSync(join(project, file), 'utf8') !== committed) writeFileSync(join(project, file), committed);
  }
  for (const [file, from, to] of edits) edit(project, file, from, to);
}

interface Diagnostic {
  kind: string;
  locations: { caret: { file: string; line: number; column: number } }[];
}

/** The compiler's own report of each source of the build that does not compile. */
function compilerFailures(): TruthFailure[] {
  const failures: TruthFailure[] = [];
  const commands = JSON.parse(readFileSync(join(project, 'build', 'compile_commands.json'), 'utf8')) as { directory: string; command: string }[];
  for (const c of commands) {
    const words = c.command.split(/\s+/).filter(Boolean);
    const out = words.indexOf('-o');
    if (out >= 0) words.splice(out, 2);
    const r = run(words[0]!, [...words.slice(1), '-fsyntax-only', '-fdiagnostics-format=json'], c.directory);
    const diagnostics = JSON.parse(r.stderr.trim() || '[]') as Diagnostic[];
    const error = diagnostics.find((d) => d.kind === 'error' || d.kind === 'fatal error');
    if (error === undefined) continue;
    const caret = error.locations[0]!.caret;
    const file = projectRelative(project, caret.file);
    failures.push({ name: file, file, location: `${file}:${caret.line}:${caret.column}` });
  }
  return failures;
}

/** CTest's own decision on the project as it stands (the module doc's mapping). */
function ctestTruth(): RunnerTruth {
  const junit = join(project, '..', 'ctest-junit.xml');
  const summary = { total: 0, passed: 0, failed: 0, skipped: 0 };
  const build = run('cmake', ['--build', 'build'], project);
  if (build.exitCode !== 0) return { exitCode: build.exitCode, summary, failures: compilerFailures() };
  const r = run('ctest', ['--test-dir', 'build', '--output-junit', junit], project);
  assert.ok(existsSync(junit), `ctest wrote its report:\n${r.stdout}${r.stderr}`);
  const failures: TruthFailure[] = [];
  for (const tc of junitCases(readFileSync(junit, 'utf8'))) {
    const status = tc.attributes['status'];
    if (status === 'run') summary.passed++;
    else if (status === 'disabled' || (status === 'notrun' && (tc.skipped?.message ?? '').startsWith('SKIP_'))) summary.skipped++;
    else {
      summary.failed++;
      const fail = /^(\S+\.\w+):(\d+):[^:\n]*:FAIL\b/m.exec(tc.systemOut);
      failures.push({ name: tc.name, ...(fail ? { location: `${projectRelative(project, fail[1]!)}:${fail[2]}` } : {}) });
    }
  }
  summary.total = summary.passed + summary.failed + summary.skipped;
  return { exitCode: r.exitCode, summary, failures };
}

const real = suite('a real CMake project (DaveGamble/cJSON, CTest and Unity) through the CLI');

real.before(() => {
  project = copyProject('ctest-cjson');
  const configure = run('cmake', ['-S', '.', '-B', 'build', '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON'], project);
  assert.is(configure.exitCode, 0, `cmake configures cJSON:\n${configure.stdout}${configure.stderr}`);
});

real('as committed: built and green, every test counted as CTest counts them', () => {
  toState([]);
  const cli = runCli(project);
  assert.is(cli.result.command, 'cmake --build build < /dev/null && ctest --test-dir build --output-on-failure < /dev/null');
  const truth = ctestTruth();
  assertSameAsRunner('as committed', cli, truth);
  assert.is(truth.summary.total, 19, 'cJSON_test and the 18 Unity programs');
});

real("a source mutation: the failing programs by name, located at Unity's FAIL line", () => {
  toState([['cJSON.c', 'strcpy((char*)output, "true");', 'strcpy((char*)output, "True");']]);
  const cli = runCli(project);
  const truth = ctestTruth();
  assertSameAsRunner('mutated', cli, truth);
  assert.ok(truth.failures.length > 0 && truth.failures.every((f) => f.location?.startsWith('tests/')), `Unity locates every failure: ${JSON.stringify(truth.failures)}`);
});

real('a test source that does not compile: CTest never runs, the file and its place are the failure', () => {
  toState([['tests/print_value.c', '#include "common.h"\n', '#include "common.h"\nint broken = ;\n']]);
  const cli = runCli(project);
  const truth = ctestTruth();
  assertSameAsRunner('broken test file', cli, truth);
  assert.equal(truth.failures.map((f) => f.location), ['tests/print_value.c:30:14'], "the compiler's error names the broken line");
});

real.run();
