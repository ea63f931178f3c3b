/**
 * Deno's standard library (@std/semver with the members it imports, vendored in
 * test/projects/deno-std-semver) end to end through the CLI: as committed, with a one-line
 * mutation of semver/format.ts, and with semver/parse_test.ts broken so that Deno cannot parse
 * it; each result held to Deno's own report of the same state (test/support/real-projects.ts).
 *
 * The truth: `deno test --junit-path=<file>` on the same state, after the CLI's run. Every
 * <testcase> is a test or a step, counted as Deno's summary counts them (tests and steps
 * added); one with a <failure> failed, listed by its name and its module (the report's
 * `classname` without `./`) unless its failure says only `N test step(s) failed.` (its
 * failing steps are listed); its location is the first frame of the failure's stack in its own
 * module (the test's line, not the assertion helper's in a sibling member). When Deno cannot
 * load a module it runs nothing and writes no report: no test counted, and the module its
 * `error:` names, at the frame after it (`at file:///…/m_test.ts:4:16`), is the failure.
 * Needs deno (from npm, test/support/deno-bin.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { putDenoOnPath } from '../support/deno-bin.ts';
import { assertSameAsRunner, copyProject, edit, junitCases, projectRelative, run, runCli, type RunnerTruth, type TruthFailure } from '../support/real-projects.ts';

putDenoOnPath();

const STEPS_FAILED = /^\d+ test steps? failed\.?$/;

/** Deno's own decision on the project as it stands (the module doc's mapping). */
function denoTruth(project: string): RunnerTruth {
  const junit = join(project, '..', 'deno-junit.xml');
  const r = run('deno', ['test', `--junit-path=${junit}`], project);
  const summary = { total: 0, passed: 0, failed: 0, skipped: 0 };
  const failures: TruthFailure[] = [];
  if (!existsSync(junit)) {
    // Deno colours its console even when it is not a terminal.
    const console = stripVTControlCharacters(`${r.stdout}\n${r.stderr}`);
    const frame = /^\s+at file:\/\/(\S+):(\d+):(\d+)$/m.exec(console.slice(console.indexOf('error: ')));
    if (frame !== null) {
      const file = projectRelative(project, frame[1]!);
      failures.push({ name: file, file, location: `${file}:${frame[2]}:${frame[3]}` });
    }
    return { exitCode: r.exitCode, summary, failures };
  }
  for (const tc of junitCases(readFileSync(junit, 'utf8'))) {
    const file = tc.classname.replace(/^\.\//, '');
    if (tc.failure !== undefined) {
      summary.failed++;
      if (STEPS_FAILED.test(tc.failure.text.trim())) continue;
      const frame = new RegExp(`at (?:.* \\()?file://${project}/${file}:(\\d+):(\\d+)`).exec(tc.failure.text);
      failures.push({ name: tc.name, file, ...(frame ? { location: `${file}:${frame[1]}:${frame[2]}` } : {}) });
    } else if (tc.skipped !== undefined) {
      if (tc.attributes['time'] !== undefined) summary.skipped++;
    } else summary.passed++;
  }
  summary.total = summary.passed + summary.failed + summary.skipped;
  return { exitCode: r.exitCode, summary, failures };
}

const real = suite('a real Deno project (denoland/std: @std/semver) through the CLI');

real('as committed: green, every test and step counted as Deno counts them', () => {
  const project = copyProject('deno-std-semver');
  const cli = runCli(project);
  const truth = denoTruth(project);
  assertSameAsRunner('as committed', cli, truth);
  assert.ok(truth.summary.total > 1000, `the suite ran: ${truth.summary.total} tests and steps`);
});

real('a source mutation: the failing steps by name, module and their own line', () => {
  const project = copyProject('deno-std-semver');
  edit(project, 'semver/format.ts', 'return [release, build].filter((v) => v).join("+");', 'return [release, build].filter((v) => v).join("#");');
  const cli = runCli(project);
  const truth = denoTruth(project);
  assertSameAsRunner('mutated', cli, truth);
  assert.ok(truth.failures.length > 0 && truth.failures.every((f) => f.location !== undefined), `Deno's report locates every failure: ${JSON.stringify(truth.failures)}`);
});

real('a test file that does not parse: no test runs, the file and its line are the failure', () => {
  const project = copyProject('deno-std-semver');
  edit(project, 'semver/parse_test.ts', 'import { parse } from "./parse.ts";\n', 'import { parse } from "./parse.ts";\nconst broken = ;\n');
  const cli = runCli(project);
  const truth = denoTruth(project);
  assertSameAsRunner('broken test file', cli, truth);
  assert.equal(truth.failures.map((f) => f.location), ['semver/parse_test.ts:4:16'], "Deno's error names the broken line");
});

real.run();
