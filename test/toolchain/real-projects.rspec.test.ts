/**
 * A real RSpec gem, rainbow (test/projects/rspec-rainbow, ORIGIN.md there), run end to end
 * through the CLI as committed, with a source mutation and with a spec file that fails to
 * load, each compared with RSpec's own JSON report of the same state
 * (`rspec --format json`, mapped as scripts/capture/rspec.mjs maps it). Needs rspec.
 */
import { suite } from 'uvu';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertCtrfAsRunner, assertSameAsRunner, copyProject, edit, PLAIN_ENV, plainEnv, runCli, type RunnerTruth, type TruthFailure } from '../support/real-projects.ts';

/** The CLI's run of a state held to the runner's own decision, and its CTRF report too. */
function assertAsRunner(state: string, cli: ReturnType<typeof runCli>, truth: RunnerTruth): void {
  assertSameAsRunner(state, cli, truth);
  assertCtrfAsRunner(state, cli.ctrf, truth);
}

const real = suite('a real RSpec project through the CLI');

/** A `./`-relative frame of RSpec's report (`/abs/spec/a_spec.rb:3:in ...`) as `spec/a_spec.rb:3`, when it is in the project. */
function projectFrame(frame: string, dir: string): string | undefined {
  const m = /^(.*?):(\d+)(?::in |$)/.exec(frame);
  if (m === null) return undefined;
  const path = m[1]!.startsWith(`${dir}/`) ? m[1]!.slice(dir.length + 1) : m[1]!.replace(/^\.\//, '');
  return path.startsWith('/') ? undefined : `./${path}:${m[2]}`;
}

/** RSpec's own decision: `rspec --format json` of the same state. */
function rspecReport(dir: string): RunnerTruth {
  const out = join(mkdtempSync(join(tmpdir(), 'real-rspec-')), 'report.json');
  const r = spawnSync('rspec', ['--no-color', '--format', 'json', '--out', out], { cwd: dir, encoding: 'utf8', env: plainEnv() });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failures: TruthFailure[] = report.examples
    .filter((e: any) => e.status === 'failed')
    .map((e: any) => {
      const location = (e.exception.backtrace ?? []).map((f: string) => projectFrame(f, dir)).find(Boolean);
      return { name: e.full_description, file: e.id.replace(/\[[\d:]+\]$/, '').replace(/^\.\//, ''), ...(location ? { location } : {}) };
    });
  for (const text of (report.messages ?? []) as string[]) {
    const loading = /^An error occurred while loading \.\/(.+)\.$/m.exec(text);
    if (loading === null) continue;
    // Its first project frame, else the place a SyntaxError names (`  /abs/spec/a_spec.rb:9: syntax error, …`).
    const frame = /^# (\.\/\S+:\d+)/m.exec(text)?.[1];
    const said = /^ {2}(\S+\.rb):(\d+): /m.exec(text);
    const place = said !== null && said[1] === `${dir}/${loading[1]}` ? `${loading[1]}:${said[2]}` : undefined;
    const location = frame ?? place;
    failures.push({ name: loading[1]!, file: loading[1]!, ...(location ? { location } : {}) });
  }
  const s = report.summary;
  return { exitCode: r.status ?? -1, summary: { total: s.example_count, passed: s.example_count - s.failure_count - s.pending_count, failed: s.failure_count, skipped: s.pending_count }, failures };
}

real('rainbow: as committed, a source mutation, a spec file that fails to load, each as RSpec decides', () => {
  const dir = copyProject('rspec-rainbow');
  const green = runCli(dir, { env: PLAIN_ENV });
  assertAsRunner('as committed', green, rspecReport(dir));

  // Indexed foreground colours get the wrong code: every spec that checks one fails.
  edit(dir, 'lib/rainbow/color.rb', 'code = num + (ground == :foreground ? 30 : 40)', 'code = num + (ground == :foreground ? 31 : 40)');
  const mutated = runCli(dir, { env: PLAIN_ENV });
  const truth = rspecReport(dir);
  assertAsRunner('source mutation', mutated, truth);
  if (truth.failures.length === 0) throw new Error('the mutation makes no spec fail');

  edit(dir, 'lib/rainbow/color.rb', 'code = num + (ground == :foreground ? 31 : 40)', 'code = num + (ground == :foreground ? 30 : 40)');
  edit(dir, 'spec/unit/color_spec.rb', 'module Rainbow', 'module Rainbow (');
  assertAsRunner('broken spec file', runCli(dir, { env: PLAIN_ENV }), rspecReport(dir));
});

real.run();
