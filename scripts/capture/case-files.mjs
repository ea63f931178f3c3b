// The files every capture script writes for one fixture case, and how it runs the runner:
// one home for the case format that test/support/fixtures.ts reads.
//
//   fixtures/<runner>/<case>/output.txt     the runner's console output, byte for byte
//                                           (runToFile: stdout and stderr on one descriptor,
//                                           as `2>&1` interleaves them; or, split, stdout
//                                           then stderr);
//   fixtures/<runner>/<case>/capture.json   how it was produced (writeCase);
//   fixtures/<runner>/<case>/expected.json  the result derived from the runner's own report
//                                           of the same run (writeCase);
//   fixtures/<runner>/unknown-lines.json    per case, the lines the parser does not recognise
//                                           today: the upper bound test/fixtures.test.ts holds
//                                           each case to (writeUnknownLineBounds).
//
// Re-running a capture script with the same runner version writes the same bytes, but for
// what the runner itself prints differently (timings, process ids): the JSON files are
// written in one format, and capture.json keeps its `capturedAt` when nothing else in it
// changed (so `capturedAt` is when this capture record was first written).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES_ROOT = join(REPO_ROOT, 'fixtures');

/** The JSON files' one format: two-space indent, a final newline. */
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Runs `command args` with its console output in `outFile`: stdout and stderr on one
 * descriptor (`2>&1`), or with `split` stdout then stderr, concatenated. stdin is closed.
 * `onStart(child)` may watch the running child (an interrupt on a hang marker) and returns
 * what to call when it exits. Resolves to the exit code and signal.
 *
 * @param {string} command
 * @param {readonly string[]} args
 * `group` starts it in a process group of its own (detached), as the plugin's shell does, so
 * {@link terminateGroupWhenMarked} can stop the whole tree the way the shell's timeout does.
 *
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, outFile: string, split?: boolean, timeout?: number, group?: boolean, onStart?: (child: import('node:child_process').ChildProcess) => (() => void) | void }} options
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null }>}
 */
export function runToFile(command, args, { cwd, env, outFile, split = false, timeout, group = false, onStart }) {
  return new Promise((resolve, reject) => {
    mkdirSync(dirname(outFile), { recursive: true });
    const fd = openSync(outFile, 'w');
    const errFile = `${outFile}.stderr`;
    const errFd = split ? openSync(errFile, 'w') : fd;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, errFd], detached: group, ...(timeout !== undefined ? { timeout } : {}) });
    const stop = onStart?.(child);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      stop?.();
      closeSync(fd);
      if (split) {
        closeSync(errFd);
        writeFileSync(outFile, Buffer.concat([readFileSync(outFile), readFileSync(errFile)]));
        rmSync(errFile);
      }
      resolve({ code, signal });
    });
  });
}

/**
 * Writes a case's capture.json and expected.json (output.txt too when `output` is given).
 * `capture.capturedAt` is replaced by the one already on disk when the rest of the record is
 * unchanged: a re-capture that changes nothing but the clock leaves capture.json as it was.
 *
 * @param {string} caseDir fixtures/<runner>/<case>
 * @param {{ capture: Record<string, unknown>, expected: unknown, output?: string | Buffer }} files
 */
export function writeCase(caseDir, { capture, expected, output }) {
  mkdirSync(caseDir, { recursive: true });
  if (output !== undefined) writeFileSync(join(caseDir, 'output.txt'), output);
  const capturePath = join(caseDir, 'capture.json');
  const previous = existsSync(capturePath) ? JSON.parse(readFileSync(capturePath, 'utf8')) : undefined;
  const record = { ...capture };
  if (previous?.capturedAt !== undefined && isDeepStrictEqual({ ...previous, capturedAt: undefined }, { ...record, capturedAt: undefined })) {
    record.capturedAt = previous.capturedAt;
  }
  writeFileSync(capturePath, jsonText(record));
  writeExpected(caseDir, expected);
}

/** Writes a case's expected.json alone (a re-derivation from a kept report, the capture unchanged). */
export function writeExpected(caseDir, expected) {
  writeFileSync(join(caseDir, 'expected.json'), jsonText(expected));
}

/** The committed bound file of a runner directory. */
export const unknownLinesPath = (runnerDir) => join(FIXTURES_ROOT, runnerDir, 'unknown-lines.json');

/**
 * Writes fixtures/<runnerDir>/unknown-lines.json: for every case (captured and synthetic), the
 * `diagnostics.unrecognizedLines` of today's parse (lib/, so `npm run build` first). The
 * fixture loop fails a case whose parse leaves more lines unrecognised than this, so a grammar
 * change that turns recognised lines into Unknown fails even when the counts still agree.
 * Regenerate after a capture (every capture script does, at its end) or after a grammar change
 * that recognises more: `node scripts/capture/unknown-lines.mjs [<runner dir>...]`.
 *
 * @param {string} runnerDir a directory under fixtures/ (`node-test`, `pytest`, …)
 * @returns {Promise<Record<string, number>>}
 */
export async function writeUnknownLineBounds(runnerDir) {
  const { parseRunnerOutput } = await import('../../lib/parse.js');
  const base = join(FIXTURES_ROOT, runnerDir);
  const bounds = {};
  const cases = readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && ['output.txt', 'capture.json', 'expected.json'].every((f) => existsSync(join(base, d.name, f))))
    .map((d) => d.name)
    .sort();
  for (const id of cases) {
    const { framework } = JSON.parse(readFileSync(join(base, id, 'capture.json'), 'utf8'));
    const output = readFileSync(join(base, id, 'output.txt'), 'utf8');
    bounds[id] = parseRunnerOutput(framework, output).diagnostics.unrecognizedLines;
  }
  writeFileSync(unknownLinesPath(runnerDir), jsonText(bounds));
  return bounds;
}

/**
 * For runToFile's `onStart`: sends SIGINT to the child 500 ms after `marker` appears (a test
 * that is about to hang writes it), as `timeout -s INT` or Ctrl-C would; at most once.
 *
 * @param {string} marker a file path the test under capture creates
 */
export function interruptWhenMarked(marker) {
  rmSync(marker, { force: true });
  return (child) => {
    let sent = false;
    const timer = setInterval(() => {
      if (!sent && existsSync(marker)) {
        sent = true;
        setTimeout(() => child.kill('SIGINT'), 500);
      }
    }, 50);
    return () => clearInterval(timer);
  };
}

/**
 * For runToFile's `onStart` with `group: true`: `delayMs` after `marker` appears (a test that
 * is about to hang writes it), sends SIGTERM to the child's whole process group, then SIGKILL
 * 5 s later if it is still there: what the plugin's shell does when a run reaches its timeout
 * (@deepseek-ai/dsh-subprocess-local signals the detached tree by its group). At most once.
 *
 * @param {string} marker a file path the test under capture creates
 * @param {number} delayMs how long after the marker the run is stopped
 */
export function terminateGroupWhenMarked(marker, delayMs) {
  rmSync(marker, { force: true });
  return (child) => {
    const timers = [];
    const signal = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        // The group is gone already.
      }
    };
    const poll = setInterval(() => {
      if (!existsSync(marker)) return;
      clearInterval(poll);
      timers.push(setTimeout(() => {
        signal('SIGTERM');
        timers.push(setTimeout(() => signal('SIGKILL'), 5000));
      }, delayMs));
    }, 50);
    return () => {
      clearInterval(poll);
      for (const t of timers) clearTimeout(t);
    };
  };
}
