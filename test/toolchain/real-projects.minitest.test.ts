/**
 * A real Minitest gem, mustache (test/projects/minitest-mustache, ORIGIN.md there), run end to
 * end through the CLI as committed, with a source mutation and with a test file that fails to
 * load, each compared with Minitest's own results of the same state: the CLI's command run
 * again with the capture scripts' JSON reporter (scripts/capture/minitest-json, mapped as
 * scripts/capture/minitest.mjs maps it), and, where Ruby stops before Minitest runs, Ruby's own
 * syntax check of the test files. Needs ruby with Minitest, and simplecov (mustache's
 * test/helper.rb loads it).
 */
import { suite } from 'uvu';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertCtrfAsRunner, assertSameAsRunner, copyProject, edit, PLAIN_ENV, plainEnv, runCli, type RunnerTruth, type TruthFailure } from '../support/real-projects.ts';

/** The CLI's run of a state held to the runner's own decision, and its CTRF report too. */
function assertAsRunner(state: string, cli: ReturnType<typeof runCli>, truth: RunnerTruth): void {
  assertSameAsRunner(state, cli, truth);
  assertCtrfAsRunner(state, cli.ctrf, truth);
}

const real = suite('a real Minitest project through the CLI');
const PLUGIN = fileURLToPath(new URL('../../scripts/capture/minitest-json', import.meta.url));

/** `path:line` of a Ruby frame or location (`test/a_test.rb:3:in ...`, `[test/a_test.rb:3]`) in the project, relative to it. */
function projectFrame(frame: string, dir: string): string | undefined {
  const m = /^\[?(.*?):(\d+)(?::in |\]?$)/.exec(frame);
  if (m === null) return undefined;
  const path = m[1]!.startsWith(`${dir}/`) ? m[1]!.slice(dir.length + 1) : m[1]!.replace(/^\.\//, '');
  return path.startsWith('/') ? undefined : `${path}:${m[2]}`;
}

/** The project's test files as Ruby loads them (test/**\/*_test.rb). */
function testFiles(dir: string): string[] {
  return readdirSync(join(dir, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('_test.rb'))
    .map((f) => `test/${f}`)
    .sort();
}

/** Minitest's own decision: the CLI's command of the same state again, with the JSON reporter. */
function minitestReport(dir: string, command: string): RunnerTruth {
  const out = join(mkdtempSync(join(tmpdir(), 'real-minitest-')), 'report.json');
  const words = command.replace(/ < \/dev\/null$/, '');
  const r = spawnSync('sh', ['-c', `${words} --json-report=${out}`], { cwd: dir, encoding: 'utf8', env: plainEnv({ RUBYOPT: `-I${PLUGIN}` }) });
  if (!existsSync(out)) {
    // Ruby stopped before Minitest ran: each test file Ruby's syntax check rejects is named.
    const failures: TruthFailure[] = [];
    for (const file of testFiles(dir)) {
      const check = spawnSync('ruby', ['-c', file], { cwd: dir, encoding: 'utf8' });
      if (check.status === 0) continue;
      const line = new RegExp(`^${file.replaceAll('.', '\\.')}:(\\d+):`).exec(check.stderr)?.[1];
      failures.push({ name: file, file, ...(line ? { location: `${file}:${line}` } : {}) });
    }
    return { exitCode: r.status ?? -1, summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures };
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failures: TruthFailure[] = report.results
    .filter((t: any) => t.result_code === 'F' || t.result_code === 'E')
    .map((t: any) => {
      const anyError = t.failures.some((f: any) => f.label === 'Error');
      const frames: string[] = anyError ? t.failures.flatMap((f: any) => f.backtrace ?? []) : [t.failures[0].location];
      const location = frames.map((f) => projectFrame(f, dir)).find(Boolean);
      const file = projectFrame(`${t.source_location[0]}:${t.source_location[1]}`, dir)!.replace(/:\d+$/, '');
      return { name: `${t.class}#${t.name}`, file, ...(location ? { location } : {}) };
    });
  const s = report.summary;
  const failed = s.failures + s.errors;
  return { exitCode: r.status ?? -1, summary: { total: s.runs, passed: s.runs - failed - s.skips, failed, skipped: s.skips }, failures };
}

real('mustache: as committed, a source mutation, a test file that fails to load, each as Minitest decides', () => {
  const dir = copyProject('minitest-mustache');
  const green = runCli(dir, { env: PLAIN_ENV });
  assertAsRunner('as committed', green, minitestReport(dir, green.result.command));

  // Values are no longer HTML-escaped: every test of escaping fails.
  edit(dir, 'lib/mustache.rb', '    self.escapeHTML(value.to_s)', '    value.to_s');
  const mutated = runCli(dir, { env: PLAIN_ENV });
  const truth = minitestReport(dir, mutated.result.command);
  assertAsRunner('source mutation', mutated, truth);
  if (truth.failures.length === 0) throw new Error('the mutation makes no test fail');

  edit(dir, 'lib/mustache.rb', '    value.to_s', '    self.escapeHTML(value.to_s)');
  edit(dir, 'test/parser_test.rb', 'class ParserTest < Minitest::Test', 'class ParserTest < Minitest::Test (');
  const broken = runCli(dir, { env: PLAIN_ENV });
  assertAsRunner('broken test file', broken, minitestReport(dir, broken.result.command));
});

real.run();
