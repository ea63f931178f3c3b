/**
 * A real Mix library, decimal (test/projects/exunit-decimal, ORIGIN.md there; tests and
 * doctests), run end to end through the CLI as committed, with a source mutation and with a
 * test file that does not compile, each compared with ExUnit's own events of the same state
 * (scripts/capture/exunit-json-formatter.exs next to ExUnit's console formatter, mapped as
 * scripts/capture/exunit.mjs maps it) and, where mix stops before ExUnit runs, mix's own
 * `== Compilation error in file … ==` line. Needs mix (Debian's elixir).
 */
import { suite } from 'uvu';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertCtrfAsRunner, assertSameAsRunner, copyProject, edit, PLAIN_ENV, plainEnv, runCli, type RunnerTruth, type TruthFailure } from '../support/real-projects.ts';

/** The CLI's run of a state held to the runner's own decision, and its CTRF report too. */
function assertAsRunner(state: string, cli: ReturnType<typeof runCli>, truth: RunnerTruth): void {
  assertSameAsRunner(state, cli, truth);
  assertCtrfAsRunner(state, cli.ctrf, truth);
}

const real = suite('a real ExUnit project through the CLI');
const FORMATTER = fileURLToPath(new URL('../../scripts/capture/exunit-json-formatter.exs', import.meta.url));

/** ExUnit's own decision: `mix test` of the same state with the JSON formatter beside ExUnit's own. */
function exunitReport(dir: string): RunnerTruth {
  const out = join(mkdtempSync(join(tmpdir(), 'real-exunit-')), 'report.json');
  const r = spawnSync(
    'elixir',
    ['-r', FORMATTER, '-e', `DshCapture.JsonFormatter.output_to(${JSON.stringify(out)})`, '-S', 'mix', 'test', '--formatter', 'ExUnit.CLIFormatter', '--formatter', 'DshCapture.JsonFormatter'],
    { cwd: dir, encoding: 'utf8', env: plainEnv() },
  );
  let report: any = { tests: [], finished: false };
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    // mix stopped before ExUnit started: no report.
  }
  const failures: TruthFailure[] = [];
  const counted = { passed: 0, failed: 0, skipped: 0 };
  for (const t of report.tests) {
    if (t.state === 'passed') counted.passed += 1;
    else if (t.state === 'skipped' || t.state === 'excluded') counted.skipped += 1;
    else counted.failed += 1;
    if (t.state !== 'failed') continue;
    const frame = t.failures[0].frames.find((f: any) => f.project && f.file !== null);
    failures.push({ name: t.title, file: t.file, ...(frame ? { location: `${frame.file}:${frame.line}` } : {}) });
  }
  if (!report.finished) {
    const printed = r.stdout + r.stderr;
    const compiling = /^== Compilation error in file (\S+) ==$/m.exec(printed)?.[1];
    // mix's error line names the line: `** (SyntaxError) test/x_test.exs:12:3: …`.
    const line = compiling === undefined ? undefined : new RegExp(`^\\*\\* \\([\\w.]+\\) ${compiling.replaceAll('.', '\\.')}:(\\d+)`, 'm').exec(printed)?.[1];
    if (compiling !== undefined) failures.push({ name: compiling, file: compiling, ...(line ? { location: `${compiling}:${line}` } : {}) });
  }
  const total = counted.passed + counted.failed + counted.skipped;
  return { exitCode: r.status ?? -1, summary: { total, ...counted }, failures };
}

real('decimal: as committed, a source mutation, a test file that does not compile, each as ExUnit decides', () => {
  const dir = copyProject('exunit-decimal');
  assertAsRunner('as committed', runCli(dir, { env: PLAIN_ENV }), exunitReport(dir));

  // abs/1 keeps the sign: its tests and doctests fail.
  edit(dir, 'lib/decimal.ex', 'def abs(%Decimal{} = num), do: context(%{num | sign: 1})', 'def abs(%Decimal{} = num), do: context(num)');
  const mutated = runCli(dir, { env: PLAIN_ENV });
  const truth = exunitReport(dir);
  assertAsRunner('source mutation', mutated, truth);
  if (truth.failures.length === 0) throw new Error('the mutation makes no test fail');

  edit(dir, 'lib/decimal.ex', 'def abs(%Decimal{} = num), do: context(num)', 'def abs(%Decimal{} = num), do: context(%{num | sign: 1})');
  edit(dir, 'test/decimal/context_test.exs', 'defmodule Decimal.ContextTest do', 'defmodule Decimal.ContextTest do (');
  assertAsRunner('broken test file', runCli(dir, { env: PLAIN_ENV }), exunitReport(dir));
});

real.run();
