// Re-creates every non-synthetic fixture under fixtures/uvu/ from the sample projects in
// fixtures/projects/uvu/<scenario>/, running each (scenario, variant) pair once with the uvu
// this repository depends on (package.json devDependencies; 0.5.6 is uvu's latest release).
//
// Usage: node scripts/capture/uvu.mjs [case-regex]
//
// uvu writes no machine-readable report, so the capture makes one from the same run:
// scripts/capture/uvu-recorder.mjs is preloaded (`node --import`) and records each test's
// outcome where uvu's runner decides it, without changing a byte of the console output, which
// goes to output.txt (stdout and stderr on ONE descriptor, as `2>&1` interleaves them; the
// `split` variant writes stdout, then stderr). expected.json is derived from the records:
//
//   summary.passed  = pass records;  summary.skipped = skip records (test.skip, and tests left
//                     out by .only);  summary.failed = fail records + the tests of an aborted
//                     suite run that neither passed nor failed (uvu's Total minus Passed).
//                     When uvu printed its totals, the records must agree with them.
//   failures, kind 'test': every fail record of a suite run that ended (printed its
//     `(passed / total)`: uvu prints a run's failure blocks after it); name = `suite > test` (the test alone in the
//     unnamed suite), file = the file group it ran in (the header uvu prints), message = the
//     first non-empty line of the error's message (what uvu prints under FAIL).
//     location = the first frame in a project file (frameLocation of
//               src/parsing/failure-context.ts, imported from lib/: run `npm run build`
//               first) of the FAIL block as uvu's format() prints it from the test's `error`
//               record (err.message, err.operator, the details format() chose, err.stack):
//               the message with `  (operator)` after it, the details in an 8-space gutter,
//               then err.stack from its second line, each non-empty line trimmed at 4 spaces
//               but node's own frames (format's stack());
//     detail   = selectDetail of that block's lines after its first (the message line) up to
//               its first stack frame, uvu/diff's unchanged `··` lines left out first
//               (isUvuContextLine of lib/runners/uvu/error-block.js, uvu's diff context);
//     `contexts: true`: every failing test's error was recorded.
//   failures, kind 'file': an ended suite run whose loop stopped on an error uvu swallows (a hook, or
//     a value uvu cannot format), with tests left unaccounted: name = `file > suite` (the file
//     alone for the unnamed suite), file = the file; no message (uvu prints none).
//   failures, kind 'run': the process exited while exec was running (uvu then prints "Exiting
//     early before testing is finished."), named by that line; and an error the CLI printed
//     before exiting (a test file that failed to load), named `Name[ [code]]: first message line`
//     as Node prints it, with that as no separate message.
//   summarySeen = exec finished (uvu printed its totals).
//
// Each project is copied to <os tmpdir>/dsh-uvu-fixture/<scenario>/ with node_modules linked
// to this repository's, and run there with Node 24 (node_modules/.bin/node) when present.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import stripAnsi from 'strip-ansi';
import { REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { frameLocation, isStackFrame, selectDetail } from '../../lib/parsing/failure-context.js';
import { isUvuContextLine } from '../../lib/runners/uvu/error-block.js';

const root = REPO_ROOT;
const projects = join(root, 'fixtures', 'projects', 'uvu');
const outRoot = join(root, 'fixtures', 'uvu');
const recorder = join(root, 'scripts', 'capture', 'uvu-recorder.mjs');
const node24 = join(root, 'node_modules', '.bin', 'node');
const nodeBin = existsSync(node24) ? node24 : process.execPath;
const uvuBin = join(root, 'node_modules', 'uvu', 'bin.js');
const uvuVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'uvu', 'package.json'), 'utf8')).version;

/**
 * variant id -> uvu flags. The CLI colours by default (it sets FORCE_COLOR=1 itself unless
 * `--no-color`), so `color` is plain `uvu tests` and `no-color` the planned command's flag.
 */
const VARIANTS = {
  color: { flags: [] },
  'no-color': { flags: ['--no-color'] },
  'no-color-split': { flags: ['--no-color'], split: true },
  'no-color-bail': { flags: ['--no-color', '--bail'] },
};

const ALL = [
  'green', 'one-failure', 'failures-across-files', 'skip-only', 'thrown-error', 'hook-failure',
  'noisy-console', 'unicode-titles', 'long-diffs', 'large', 'no-tests', 'crash', 'syntax-error',
  'after-hook-error',
];
const MATRIX = Object.fromEntries(ALL.map((s) => [s, ['color', 'no-color']]));
for (const s of ['noisy-console', 'crash', 'after-hook-error']) MATRIX[s].push('no-color-split');
MATRIX['failures-across-files'].push('no-color-bail');

const EXITING_EARLY = 'Exiting early before testing is finished.';

/** uvu's format(): node's own frames, which its stack() leaves out. */
const IGNORE = /^\s*at.*(?:\(|\s)(?:node|(internal\/[\w/]*))/;

/** Location and detail of a failing test from its `error` record (see the header). */
function failureContext(e) {
  let str = `    ${e.message}${e.operator ? `  (${e.operator})` : ''}\n`;
  if (e.details) str += `\n        ${e.details.split('\n').join('\n        ')}`;
  const idx = e.stack === null ? -1 : e.stack.indexOf('\n');
  if (idx !== -1) {
    for (const raw of e.stack.substring(idx).replace(/\\/g, '/').split('\n')) {
      const line = raw.trim();
      if (line.length && !IGNORE.test(line)) str += `\n    ${line}`;
    }
    str += '\n';
  }
  const block = stripAnsi(str).split('\n').slice(1);
  const out = {};
  for (const line of block) {
    const at = isStackFrame(line) ? frameLocation(line) : undefined;
    if (at !== undefined) { out.location = at; break; }
  }
  const lines = block.filter((l) => !isUvuContextLine(l));
  const stackAt = lines.findIndex((l) => isStackFrame(l));
  const detail = selectDetail(stackAt < 0 ? lines : lines.slice(0, stackAt));
  if (detail.length > 0) out.detail = detail;
  return out;
}

function deriveExpected({ execState, records }) {
  const failures = [];
  let file;
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let summary;
  // Failures of the suite run in progress: uvu prints them when the run ends, so a run the
  // process died in counts its failed tests (their ✘ marks are printed) but names none.
  let runFailures = [];
  // The `error` record format() made just before the test's `fail` (see uvu-recorder.mjs).
  let error;
  for (const r of records) {
    switch (r.event) {
      case 'error':
        error = r;
        break;
      case 'file':
        file = r.name ?? undefined;
        break;
      case 'suite':
        runFailures = [];
        break;
      case 'suiteEnd':
        failures.push(...runFailures);
        runFailures = [];
        break;
      case 'pass':
        passed++;
        break;
      case 'fail': {
        failed++;
        const f = { name: r.suite ? `${r.suite} > ${r.test}` : r.test, kind: 'test' };
        if (file !== undefined) f.file = file;
        if (r.message !== undefined) f.message = r.message;
        if (error === undefined || error.suite !== r.suite || error.test !== r.test) throw new Error(`no error record for ${f.name}`);
        Object.assign(f, failureContext(error));
        error = undefined;
        runFailures.push(f);
        break;
      }
      case 'skip':
        skipped++;
        break;
      case 'aborted': {
        const unaccounted = r.total - r.ran - runFailures.length;
        failed += unaccounted;
        const name = [file, r.suite].filter(Boolean).join(' > ');
        if (unaccounted > 0 && name !== '') runFailures.push({ name, kind: 'file', ...(file !== undefined ? { file } : {}) });
        break;
      }
      case 'summary':
        summary = r;
        break;
      case 'cliError':
        failures.push({ name: r.header, kind: 'run' });
        break;
    }
  }
  if (execState === 'running') failures.push({ name: EXITING_EARLY, kind: 'run' });
  if (summary !== undefined && (summary.passed !== passed || summary.skipped !== skipped || summary.total - summary.passed !== failed)) {
    throw new Error(`records disagree with uvu's totals: ${JSON.stringify({ summary, passed, failed, skipped })}`);
  }
  return { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen: execState === 'finished', contexts: true };
}

const filter = process.argv[2] ? new RegExp(process.argv[2]) : null;
mkdirSync(outRoot, { recursive: true });
const nodeVersion = execFileSync(nodeBin, ['--version'], { encoding: 'utf8' }).trim();
for (const [scenario, variants] of Object.entries(MATRIX)) {
  for (const variant of variants) {
    const id = `${uvuVersion.split('.').slice(0, 2).join('.')}-${scenario}-${variant}`;
    if (filter && !filter.test(id)) continue;
    const projectDir = join(tmpdir(), 'dsh-uvu-fixture', scenario);
    rmSync(projectDir, { recursive: true, force: true });
    cpSync(join(projects, scenario), projectDir, { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(projectDir, 'node_modules'));
    const tmp = mkdtempSync(join(tmpdir(), 'uvu-capture-'));
    const recordPath = join(tmp, 'records.json');
    const { flags, split } = VARIANTS[variant];
    const args = ['--import', recorder, uvuBin, 'tests', ...flags];
    const caseDir = join(outRoot, id);
    const env = { ...process.env, UVU_RECORD: recordPath };
    for (const k of ['NO_COLOR', 'FORCE_COLOR', 'NODE_DISABLE_COLORS', 'CI']) delete env[k];
    const res = await runToFile(nodeBin, args, { cwd: projectDir, env, outFile: join(caseDir, 'output.txt'), split, timeout: 300_000 });
    if (!existsSync(recordPath)) throw new Error(`${id}: the recorder wrote no report (exit ${res.code})`);
    const expected = deriveExpected(JSON.parse(readFileSync(recordPath, 'utf8')));
    const capture = {
      framework: 'uvu',
      runner: 'uvu',
      runnerVersion: uvuVersion,
      node: nodeVersion,
      reporter: variant,
      streams: split ? 'stdout then stderr, concatenated' : 'stdout and stderr on one descriptor (2>&1)',
      command: `uvu tests${flags.length > 0 ? ` ${flags.join(' ')}` : ''}`,
      cwd: `fixtures/projects/uvu/${scenario}`,
      exitCode: res.code,
      capturedAt: new Date().toISOString(),
      expectedFrom: 'scripts/capture/uvu-recorder.mjs records of the same run (uvu writes no report)',
    };
    writeCase(caseDir, { capture, expected });
    rmSync(tmp, { recursive: true, force: true });
    rmSync(projectDir, { recursive: true, force: true });
    console.log(`${id}: exit ${res.code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
}
await writeUnknownLineBounds('uvu');
