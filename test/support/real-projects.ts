/**
 * Real open-source projects run end to end through the CLI, compared with the runner's own
 * report of the same state (test/toolchain/real-projects.<runner>.test.ts). The projects are
 * vendored under test/projects/<ecosystem>-<name>/ by scripts/projects/vendor.mjs (each with
 * its ORIGIN.md); a test copies one into a temporary directory, puts it in a state (as
 * committed, a source mutation, a broken test file), runs `dsh-test-closure run --json` on it
 * and, apart, the runner with its machine report, and holds the CLI to what the runner decided.
 */
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CLI = join(REPO, 'src', 'cli', 'main.ts');

/** The environment of both runs: no CI or colour settings, no runner options from outside (rainbow's spec_helper loads coveralls when CI is set). */
export function projectEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const key of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'SPEC_OPTS', 'TESTOPTS', 'MIX_ENV', 'COVERAGE']) delete env[key];
  return env;
}

/** A fresh copy of test/projects/<name> in a temporary directory (the run writes its build and cache files there). */
export function copyProject(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `real-${name}-`));
  cpSync(join(REPO, 'test', 'projects', name), dir, { recursive: true });
  return dir;
}

/** Replaces the one occurrence of `from` in the project's `file` (a state's one-line change). */
export function replaceOnce(dir: string, file: string, from: string, to: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  assert.is(text.split(from).length, 2, `${file} holds ${JSON.stringify(from)} exactly once`);
  writeFileSync(path, text.replace(from, to));
}

/** What the CLI reported of one run: its exit code, the `--json` result, and the CTRF report it wrote. */
export interface CliRun {
  exitCode: number | null;
  result: any;
  ctrf: any;
}

/** `dsh-test-closure run <dir> --json --ctrf <file> [args]`, as a user runs it, in the project directory. */
export function runCli(dir: string, args: string[] = []): CliRun {
  const reports = mkdtempSync(join(tmpdir(), 'real-cli-'));
  const ctrfFile = join(reports, 'ctrf.json');
  const r = spawnSync(process.execPath, [CLI, 'run', dir, '--json', '--ctrf', ctrfFile, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: projectEnv({ XDG_CACHE_HOME: join(reports, 'cache') }),
    maxBuffer: 64 * 1024 * 1024,
  });
  let result: any;
  try {
    result = JSON.parse(r.stdout);
  } catch {
    throw new Error(`the CLI printed no JSON result (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  return { exitCode: r.status, result, ctrf: JSON.parse(readFileSync(ctrfFile, 'utf8')) };
}

/** A failure as the runner's own report names it: its name for the test (or the file), the file relative to the project, and where the output shows it. */
export interface RunnerFailure {
  name: string;
  file: string;
  location?: string;
}

/** The runner's own decision on one state, from its machine report (or, where it wrote none, from the language's own check). */
export interface RunnerTruth {
  exitCode: number | null;
  summary: { total: number; passed: number; failed: number; skipped: number };
  failures: RunnerFailure[];
}

const byName = (a: RunnerFailure, b: RunnerFailure) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Holds the CLI's run to the runner's: status as the runner's exit code decides it (and the
 * CLI's own exit code with it), the summary counts, every failure by the runner's name for it
 * with its file relative to the project, the location wherever the runner's report has one,
 * and the CTRF report saying the same.
 */
export function assertAsRunnerDecides(cli: CliRun, truth: RunnerTruth, state: string): void {
  const { result } = cli;
  const green = truth.exitCode === 0;
  assert.is(result.exitCode, truth.exitCode, `${state}: the runner's exit code`);
  assert.is(result.status === 'passed', green, `${state}: status ${result.status} for a runner exit ${truth.exitCode}`);
  assert.is(cli.exitCode, green ? 0 : 1, `${state}: the CLI's exit code`);
  assert.equal(result.summary, truth.summary, `${state}: the runner's counts`);
  const seen: RunnerFailure[] = result.failures.map((f: any) => ({ name: f.name, file: f.file, ...(f.location !== undefined ? { location: f.location } : {}) }));
  const wanted = truth.failures.map((f) => ({ ...f }));
  // The runner's report says where a failure is only when the output shows it: there the CLI must have it.
  for (const f of seen) {
    const w = wanted.find((x) => x.name === f.name);
    if (w !== undefined && w.location === undefined) delete f.location;
  }
  assert.equal(seen.sort(byName), wanted.sort(byName), `${state}: the failures, by the runner's names, files and locations`);
  const ctrf = cli.ctrf.results;
  assert.is(ctrf.summary.tests, truth.summary.total + truth.failures.length - truth.summary.failed, `${state}: CTRF's test count (the counted tests, and each failure outside them)`);
  assert.is(ctrf.summary.failed, truth.failures.length, `${state}: CTRF's failed count`);
  assert.equal(
    ctrf.tests.filter((t: any) => t.status === 'failed').map((t: any) => t.name).sort(),
    truth.failures.map((f) => f.name).sort(),
    `${state}: CTRF's failed tests`,
  );
}
