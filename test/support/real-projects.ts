/**
 * Real open-source projects (vendored under test/projects/, see their ORIGIN.md and
 * scripts/projects/vendor.mjs) run end to end through the CLI, each in three states: as
 * committed, with a one-line source mutation that makes some tests fail, and with a test file
 * broken so that it fails to compile or load. Each state's CLI result is held to the runner's
 * own machine report of the same state (a {@link RunnerTruth}, derived by each test file from
 * Surefire's XML, CTest's or Deno's JUnit XML, or the compiler's report when no test ran):
 *
 *   - status follows the runner's exit decision (`passed` exactly when it exited 0), and the
 *     CLI exits 0 or 1 with it;
 *   - the summary counts equal the runner's own;
 *   - the failures are the runner's, by its name for each (a multiset: a data-driven test may
 *     repeat a name), each with the file the runner names, relative to the project, and the
 *     location the runner's report gives (a project path and line, `:column` when it has one).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import * as assert from 'uvu/assert';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { REPO_ROOT } from './runtime.ts';

/** The vendored projects' directory. */
export const PROJECTS_DIR = join(REPO_ROOT, 'test', 'projects');

export interface Counts {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
}

/** One failure as the runner reports it. `file` and `location` only where the runner gives them. */
export interface TruthFailure {
  name: string;
  file?: string;
  location?: string;
}

/** The runner's own decision on one state of a project. */
export interface RunnerTruth {
  exitCode: number;
  summary: Counts;
  failures: TruthFailure[];
}

/** The CLI's `run --json` result, the fields compared here. */
export interface CliResult {
  status: string;
  exitCode: number | null;
  summary: Counts;
  failures: { name: string; kind: string; file?: string; location?: string }[];
  command: string;
}

/**
 * The environment of a run as a user's terminal has it: no CI or colour settings, no runner
 * options from outside (rainbow's spec_helper.rb loads coveralls when CI is set, as CI=true
 * .ci/run sets it). `extra` adds to it. For the CLI's runs: `runCli(dir, { env: PLAIN_ENV })`.
 */
export const PLAIN_ENV: NodeJS.ProcessEnv = { CI: undefined, NO_COLOR: undefined, FORCE_COLOR: undefined, SPEC_OPTS: undefined, TESTOPTS: undefined, MIX_ENV: undefined };
export function plainEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...PLAIN_ENV, ...extra };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

/** A fresh copy of a vendored project in a temp directory; returns its path. */
export function copyProject(dir: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), `real-${dir}-`)), dir);
  cpSync(join(PROJECTS_DIR, dir), copy, { recursive: true });
  return copy;
}

/** Replaces exactly one occurrence of `from` in the project's `file` (a one-line edit of a state). */
export function edit(project: string, file: string, from: string, to: string): void {
  const path = join(project, file);
  const text = readFileSync(path, 'utf8');
  if (text.split(from).length !== 2) throw new Error(`${file} has not exactly one ${JSON.stringify(from)}`);
  writeFileSync(path, text.replace(from, () => to));
}

/** Runs a command in `cwd`, stdout and stderr kept apart; never throws on a non-zero exit. */
export function run(cmd: string, args: string[], cwd: string): { exitCode: number; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 300_000 });
  if (r.error !== undefined) throw r.error;
  return { exitCode: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/**
 * `dsh-test-closure run --json --ctrf <file> <project>` as a user runs it: the planned command
 * (or `options.args`, e.g. `--command`), in a cache directory of its own (so no earlier run
 * narrows it to the tests that failed), with `options.env` over the environment (a key set to
 * undefined is removed). Returns the CLI's exit code, its JSON result and the CTRF report it wrote.
 */
export function runCli(project: string, options: { args?: string[]; env?: NodeJS.ProcessEnv } = {}): { exit: number; result: CliResult; ctrf: any } {
  const cache = mkdtempSync(join(tmpdir(), 'real-projects-cache-'));
  const ctrfFile = join(cache, 'ctrf.json');
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: cache, ...options.env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'src/cli/main.ts'), 'run', '--json', '--ctrf', ctrfFile, ...(options.args ?? []), project], {
    encoding: 'utf8',
    env,
    maxBuffer: 256 * 1024 * 1024,
    timeout: 600_000,
  });
  if (r.error !== undefined) throw r.error;
  let result: CliResult;
  try {
    result = JSON.parse(r.stdout) as CliResult;
  } catch {
    throw new Error(`the CLI printed no JSON result (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  return { exit: r.status ?? -1, result, ctrf: JSON.parse(readFileSync(ctrfFile, 'utf8')) };
}

/**
 * The CTRF report the CLI wrote says what the runner decided: its failed tests are the
 * runner's failures by name (a file that failed to load by its path relative to the project,
 * as the result names it).
 */
export function assertCtrfAsRunner(label: string, ctrf: any, truth: RunnerTruth): void {
  const failed = ctrf.results.tests.filter((t: any) => t.status === 'failed').map((t: any) => t.name as string);
  assert.equal(failed.sort(), truth.failures.map((f) => f.name).sort(), `${label}: CTRF's failed tests`);
  assert.is(ctrf.results.summary.failed, truth.failures.length, `${label}: CTRF's failed count`);
}

/** A <testcase> of a JUnit-style XML report, read without interpretation. */
export interface JUnitCase {
  name: string;
  classname: string;
  attributes: Record<string, string>;
  /** The <failure> or <error> element's message attribute and text, when it has one. */
  failure?: { message: string; text: string };
  skipped?: { message: string };
  systemOut: string;
}

/** Every <testcase> of a JUnit-style XML report (CTest's, Deno's, Surefire's), in document order. */
export function junitCases(xml: string): JUnitCase[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const cases = doc.getElementsByTagName('testcase');
  const out: JUnitCase[] = [];
  for (let i = 0; i < cases.length; i++) {
    const tc = cases[i]!;
    const attributes: Record<string, string> = {};
    for (let a = 0; a < tc.attributes.length; a++) attributes[tc.attributes[a]!.name] = tc.attributes[a]!.value;
    const child = (tag: string) => {
      for (let c = tc.firstChild; c !== null; c = c.nextSibling) if (c.nodeName === tag) return c as unknown as Element;
      return undefined;
    };
    const failed = child('failure') ?? child('error');
    const skipped = child('skipped');
    out.push({
      name: tc.getAttribute('name') ?? '',
      classname: tc.getAttribute('classname') ?? '',
      attributes,
      ...(failed ? { failure: { message: failed.getAttribute('message') ?? '', text: failed.textContent ?? '' } } : {}),
      ...(skipped ? { skipped: { message: skipped.getAttribute('message') ?? '' } } : {}),
      systemOut: child('system-out')?.textContent ?? '',
    });
  }
  return out;
}

/** `path` relative to `project` when it lies inside it (a runner may print absolute paths). */
export function projectRelative(project: string, path: string): string {
  return path.startsWith(`${project}/`) ? path.slice(project.length + 1) : path;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Holds the CLI's run of one state to the runner's own decision (the module doc's rules).
 * `label` names the state in assertion messages.
 */
export function assertSameAsRunner(label: string, cli: { exit: number; result: CliResult }, truth: RunnerTruth): void {
  const { result } = cli;
  const green = truth.exitCode === 0;
  assert.is(result.status, green ? 'passed' : 'failed', `${label}: status (the runner exited ${truth.exitCode})`);
  assert.is(cli.exit, green ? 0 : 1, `${label}: the CLI's exit code`);
  assert.equal(result.summary, truth.summary, `${label}: the runner's counts`);
  const got = result.failures.map((f) => ({ name: f.name })).sort(byName);
  assert.equal(got, truth.failures.map((f) => ({ name: f.name })).sort(byName), `${label}: the failures, by the runner's names`);
  // Failures pair up by name; a repeated name pairs in order with the same file and location.
  const pending = [...truth.failures];
  for (const f of result.failures) {
    const i = pending.findIndex((t) => t.name === f.name && (t.file === undefined || t.file === f.file) && (t.location === undefined || t.location === f.location));
    assert.ok(i >= 0, `${label}: ${f.name} as the runner reports it: ${JSON.stringify(truth.failures.filter((t) => t.name === f.name))}, got ${JSON.stringify({ file: f.file, location: f.location })}`);
    const t = pending.splice(i, 1)[0]!;
    for (const path of [f.file, f.location]) if (path !== undefined) assert.not.ok(isAbsolute(path), `${label}: ${f.name}: ${path} is relative to the project`);
    if (t.file !== undefined) assert.is(f.file, t.file, `${label}: ${f.name}: file`);
    if (t.location !== undefined) assert.is(f.location, t.location, `${label}: ${f.name}: location`);
  }
}
