/**
 * A real suite of minutes, end to end (issue 36): the project's whole suite once through the
 * CLI, then once through a plain `test_run` on the real dsh runtime, in place.
 *
 * 1. The CLI: `dsh-test-closure run <dir> --json` (src/cli/main.ts on this checkout): wall
 *    time, exit code, status and counts.
 * 2. The runtime: the real dsh packages booted in-process (test/support/runtime.ts, jobs on),
 *    the plugin's default config (its state in a temp directory), a session in the project
 *    directory itself. The scripted model calls a plain `test_run` (neither `timeout_ms` nor
 *    `run_in_background`) and ends the turn; a further turn asks `test_closure_check`.
 *    Recorded: when the first `test_run` answered, its status and progress; when the turn
 *    closed and how many times the gate steered; whether the check is satisfied with no
 *    unresolved mark; how many times the suite started (its main process, seen by polling
 *    /proc); the whole-suite run's duration.
 *
 * Needs: the project checked out and installed at `<dir>` (or `DTC_LONG_SUITE_DIR`), with its
 * package manager on PATH (for zod: pnpm, `npx pnpm@10.12.1 install` then `pnpm build`; see
 * bench/README.md), Node 24 (`npm run` puts it first; or `node_modules/node/bin` on PATH), and
 * Linux's /proc. Nothing else heavy running: the suite is the measure.
 *
 * Run: `node bench/long-suite.ts <dir> [--skip-cli] [--start-run on|off] [--suite-process REGEX]`.
 * `--start-run off` turns the session-start run off (as the runtime tests do); by default it is
 * the plugin's default (on). `--suite-process` matches the command line of one suite start's
 * main process (default: vitest's, `vitest\.mjs run`; pnpm's `pnpm exec vitest run` is its parent, not a start). Prints one JSON object.
 *
 * @module bench/long-suite
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { bootRuntime, REPO_ROOT, toolResults } from '../test/support/runtime.ts';
import { closureCheck, intercepts, notices, noticeText } from '../test/support/gate-session.ts';

const argv = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const positional = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && ['--start-run', '--suite-process'].includes(argv[i - 1]!)));
const dirArg = positional[0] ?? process.env.DTC_LONG_SUITE_DIR;
if (dirArg === undefined || !existsSync(resolve(dirArg, 'package.json'))) {
  console.error('usage: node bench/long-suite.ts <project dir> [--skip-cli] [--start-run on|off] [--suite-process REGEX]\n(or DTC_LONG_SUITE_DIR): a checked-out, installed project whose suite takes minutes');
  process.exit(2);
}
const dir = resolve(dirArg);
const startRun = flag('--start-run') !== 'off';
const suiteProcess = new RegExp(flag('--suite-process') ?? 'vitest\\.mjs run');

const seconds = (ms: number): number => Math.round(ms / 100) / 10;
const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Polls /proc for the suite's main process under `dir`: every distinct pid is one start, with when it was first and last seen. */
function watchSuiteStarts(): { stop(): Map<number, { first: number; last: number; cmdline: string }> } {
  const seen = new Map<number, { first: number; last: number; cmdline: string }>();
  const poll = (): void => {
    const now = Date.now();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
        if (!suiteProcess.test(cmdline) || !readlinkSync(`/proc/${entry}/cwd`).startsWith(dir)) continue;
        // A shell whose command line holds the runner's (`bash -c '… vitest run …'`) is not a start of its own.
        if (/^(\S*\/)?(ba|da)?sh /.test(cmdline) || /^(\S*\/)?(pnpm|npx|npm) /.test(cmdline)) continue;
        const pid = Number(entry);
        const known = seen.get(pid);
        if (known) known.last = now;
        else seen.set(pid, { first: now, last: now, cmdline: cmdline.slice(-120) });
      } catch {
        // The process ended while being read.
      }
    }
  };
  const timer = setInterval(poll, 250);
  return {
    stop() {
      clearInterval(timer);
      return seen;
    },
  };
}

/** The project's suite once through the CLI. */
async function cliRun(): Promise<Record<string, unknown>> {
  const loadBefore = load();
  const t0 = performance.now();
  const child = spawn(process.execPath, [resolve(REPO_ROOT, 'src/cli/main.ts'), 'run', dir, '--json'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let progressLines = 0;
  let lastProgress = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c));
  child.stderr.on('data', (c: Buffer) => {
    for (const line of c.toString().split('\n').filter(Boolean)) {
      progressLines++;
      lastProgress = line;
    }
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const wallMs = performance.now() - t0;
  const result = JSON.parse(stdout);
  return {
    wallS: seconds(wallMs),
    exitCode: code,
    status: result.status,
    summary: result.summary,
    failures: (result.failures ?? []).map((f: { name: string }) => f.name),
    notes: result.notes,
    progressLines,
    lastProgress,
    load: { before: loadBefore, after: load() },
  };
}

/** The project's suite once through a plain test_run on the real runtime, and the check after it. */
async function runtimeRun(): Promise<Record<string, unknown>> {
  const loadBefore = load();
  const watch = watchSuiteStarts();
  const rt = await bootRuntime({ workspace: dir, jobs: true, config: { startRun } });
  try {
    const answeredAt = new Map<number, number>();
    (rt.ctx as any).on('tools/result', (exec: any) => {
      if (exec.name === 'test_run') answeredAt.set(answeredAt.size, performance.now());
    });
    const t0 = performance.now();
    // Spare final texts: a steer would take one each (counted below).
    await rt.turn('run the tests', [{ call: 'test_run' }, { text: 'done' }, { text: 'done' }, { text: 'done' }, { text: 'done' }]);
    const turnClosedMs = performance.now() - t0;
    rt.model.script.length = 0;
    const [first] = toolResults(rt, 'test_run');
    const check = await closureCheck(rt);
    const starts = watch.stop();
    const lifetimes = [...starts.values()].map((s) => seconds(s.last - s.first));
    const commandLines = [...new Set([...starts.values()].map((s) => s.cmdline))];
    return {
      firstAnswerS: seconds(answeredAt.get(0)! - t0),
      firstStatus: first?.value.status,
      firstProgress: first?.value.progress,
      firstText: first?.text,
      testRunCalls: toolResults(rt, 'test_run').length,
      turnClosedS: seconds(turnClosedMs),
      steers: intercepts(rt).length,
      verified: check.satisfied === true && check.unresolved === null,
      check: { satisfied: check.satisfied, unresolved: check.unresolved, status: check.lastRun?.status, summary: check.lastRun?.summary, durationMs: check.lastRun?.durationMs },
      checkText: toolResults(rt, 'test_closure_check').at(-1)?.text,
      // What the plugin told the session (the job's result, a replay of the session's harness, steers).
      notices: notices(rt).map((e) => `${e.data.source.record?.kind}: ${noticeText(e).slice(0, 1500)}`),
      lastRun: check.lastRun,
      // A start is a main process alive at least a second; processes seen in one poll only (a
      // command line briefly matching, e.g. while a child is forked) are counted apart.
      suiteStarts: lifetimes.filter((s) => s >= 1).length,
      briefMatches: lifetimes.filter((s) => s < 1).length,
      suiteProcessLifetimesS: lifetimes.filter((s) => s >= 1),
      suiteProcessCommandLines: commandLines,
      startRun,
      load: { before: loadBefore, after: load() },
    };
  } finally {
    watch.stop();
    await rt.dispose();
  }
}

const report: Record<string, unknown> = { dir, node: process.version };
if (!argv.includes('--skip-cli')) {
  report.cli = await cliRun();
  console.error(`cli: ${JSON.stringify(report.cli)}`);
}
report.runtime = await runtimeRun();
console.log(JSON.stringify(report, null, 2));
