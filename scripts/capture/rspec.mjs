#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/rspec/ by running the real `rspec` on
// the sample projects in fixtures/projects/rspec/<project>/.
//
// Usage: node scripts/capture/rspec.mjs [--only <regex on case id>] [--list]
//
// Runner: Debian's ruby-rspec (RSpec 3.12 on Ruby 3.1; `apt-get install -y ruby-rspec`).
// RSPEC_BIN names another `rspec` executable. A scenario marked `bundle` runs through Bundler
// (Debian's bundler 2.3) as a project with a Gemfile.lock is planned: `bundle exec rspec …`,
// after `bundle install --local` (which resolves the Gemfile against the installed gems, offline,
// and writes the project's Gemfile.lock when it has none).
//
// Each case runs `rspec --no-color --format <reporter> --format json --out <tmp>/report.json`
// in the project directory: the console reporter writes to stdout and the JSON formatter, RSpec's
// own machine report of the SAME run, to a file outside the project. stdout and stderr share one
// descriptor (what `2>&1` gives); CI, NO_COLOR, FORCE_COLOR and SPEC_OPTS are unset, colour is
// off by `--no-color`. output.txt is those bytes, unedited. Build first (`npm run build`): the
// headline and frame rules are imported from lib/.
//
// expected.json is derived from report.json alone (never written by hand). The mapping:
//   - summary: total = example_count, failed = failure_count, skipped = pending_count (pending,
//     skipped, xit and not-yet-implemented examples, and a pending example that failed as it
//     should), passed = the rest; summarySeen: true (RSpec printed its summary line);
//   - every example with status `failed` is a `kind: 'test'` failure named by its
//     full_description, its file the path of its id (`./spec/a_spec.rb[1:2]` -> spec/a_spec.rb);
//     message: its exception's headline (rubyHeadline: `Class: first line`, the first line
//     alone for RSpec's own errors); a pending example that passed says RSpec's fixed notice,
//     `Expected pending '<pending_message>' to fail. No error was raised.`;
//     location: the first backtrace frame in a project file (rubyFrameLocation), made
//     `./`-relative to the project directory as RSpec prints it; detail: selectDetail over the
//     message's lines after its first non-blank one; `contexts: true`; for failures aggregated
//     in one example (MultipleExpectationsNotMetError) the facts of the first one its message
//     lists (`  1) expected: 2`, its lines unindented by the label's width, its frame);
//   - every entry of `messages` (errors outside of examples, printed in the console as the same
//     text) that says `An error occurred while loading <file>.` is a `kind: 'file'` failure
//     named by that file (`./` dropped), and one that says `An error occurred in a(n) <hook>
//     hook.` a `kind: 'run'` failure named `<hook> hook`; message: the headline of the error
//     in it (the `Class:` line and the first line under it), location its first project frame
//     (`# ./spec/a_spec.rb:1:in ...`, already as the console prints it), else, for a file, the
//     place its error's first line names in it (a SyntaxError's `/abs/spec/a_spec.rb:9: …`). Neither is counted: RSpec counts
//     them apart ("1 error occurred outside of examples");
//   - tests: every example by full_description, in the report's order: `passed` those whose
//     status is `passed`, `skipped` those whose status is `pending`.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { selectDetail } from '../../lib/parsing/failure-context.js';
import { writeUnknownLineBounds } from './case-files.mjs';
import { rubyFrameLocation, rubyHeadline } from '../../lib/runners/ruby-frames.js';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const projectsDir = join(root, 'fixtures', 'projects', 'rspec');
const fixturesDir = join(root, 'fixtures', 'rspec');
const RSPEC = process.env.RSPEC_BIN ?? 'rspec';

/** Console reporters RSpec ships: case-name suffix -> formatter name. */
const REPORTERS = { progress: 'progress', documentation: 'documentation' };

const SCENARIOS = [
  { name: 'green', project: 'green' },
  { name: 'one-failure', project: 'one-failure' },
  { name: 'failures-across-files', project: 'failures-across-files' },
  { name: 'fail-fast', project: 'failures-across-files', flags: ['--fail-fast'] },
  { name: 'nested', project: 'nested' },
  { name: 'pending', project: 'pending' },
  { name: 'thrown-error', project: 'thrown-error' },
  { name: 'aggregate', project: 'aggregate' },
  { name: 'hooks', project: 'hooks' },
  { name: 'load-error', project: 'load-error' },
  { name: 'no-tests', project: 'no-tests' },
  { name: 'filtered-none', project: 'green', flags: ['-e', 'no example is named this'] },
  { name: 'select-line', project: 'failures-across-files', operands: ['./spec/beta_spec.rb:2'] },
  { name: 'unicode-names', project: 'unicode-names' },
  { name: 'data-driven', project: 'data-driven' },
  // Under a SHELL other than bash, ksh or fish, RSpec quotes the example ids of its rerun lines
  // ('./spec/a_spec.rb[1:2]'), as a zsh user or a shell without SHELL sees them.
  { name: 'data-driven-sh', project: 'data-driven', shell: '/bin/sh' },
  { name: 'long-diffs', project: 'long-diffs' },
  { name: 'noisy-output', project: 'noisy-output' },
  { name: 'large', project: 'large' },
  { name: 'bundled', project: 'bundled', bundle: true },
];

/** The runs' environment; `shell`, when given, is SHELL (RSpec reads it to decide whether to quote ids). */
function runEnv(shell) {
  const env = { ...process.env };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'SPEC_OPTS']) delete env[k];
  if (shell !== undefined) env.SHELL = shell;
  return env;
}

function rspecVersion() {
  const r = spawnSync(RSPEC, ['--version'], { encoding: 'utf8', env: runEnv() });
  const core = /rspec-core (\S+)/.exec(r.stdout ?? '')?.[1];
  const ruby = spawnSync('ruby', ['-e', 'print RUBY_VERSION'], { encoding: 'utf8' }).stdout;
  return core === undefined ? undefined : { core, ruby };
}

function run(command, args, cwd, outFile, shell) {
  return new Promise((resolve) => {
    const fd = openSync(outFile, 'w');
    const child = spawn(command, args, { cwd, env: runEnv(shell), stdio: ['ignore', fd, fd] });
    child.on('close', (code, signal) => {
      closeSync(fd);
      resolve({ code, signal });
    });
  });
}

/** A backtrace frame of the report (absolute) as the console prints it: `./`-relative under the project. */
function printedFrame(frame, projectDir) {
  return frame.startsWith(`${projectDir}/`) ? `./${relative(projectDir, frame)}` : frame;
}

/**
 * Aggregated failures (`:aggregate_failures`): the report's message lists them, `  1) <message>`
 * with its lines indented by the label's width and its frame (`./spec/a_spec.rb:3:in ...`)
 * after them; the first one's facts, as the console's `1.1)` block shows them.
 */
function aggregatedFacts(ex) {
  const lines = ex.message.split('\n');
  const at = lines.findIndex((l) => /^ {2}1\) /.test(l));
  if (at < 0) return {};
  const width = '  1) '.length;
  const body = [];
  let location;
  for (const l of lines.slice(at + 1)) {
    if (/^ {2}\d+\) /.test(l)) break;
    const frame = rubyFrameLocation(l.trim());
    if (frame !== undefined && /:in /.test(l)) {
      location = frame;
      break;
    }
    body.push(l.slice(Math.min(width, l.length - l.trimStart().length)));
  }
  const out = { message: lines[at].slice(width).trim() };
  if (location !== undefined) out.location = location;
  const detail = selectDetail(body);
  if (detail.length > 0) out.detail = detail;
  return out;
}

/** Headline, location and detail of a report's exception (see the header). */
function exceptionFacts(ex, projectDir) {
  if (ex.class === 'RSpec::Expectations::MultipleExpectationsNotMetError') return aggregatedFacts(ex);
  const lines = ex.message.split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  const out = { message: rubyHeadline(ex.class, first < 0 ? '' : lines[first].trim()) };
  for (const frame of ex.backtrace ?? []) {
    const location = rubyFrameLocation(printedFrame(frame, projectDir));
    if (location !== undefined) {
      out.location = location;
      break;
    }
  }
  const detail = first < 0 ? [] : selectDetail(lines.slice(first + 1));
  if (detail.length > 0) out.detail = detail;
  return out;
}

/** An error outside of examples, from the report's message text (the same text the console prints). */
function outsideFailure(text) {
  const lines = text.split('\n');
  const loading = lines.map((l) => /^An error occurred while loading (.+)\.$/.exec(l)).find(Boolean);
  const hook = lines.map((l) => /^An error occurred in an? (.+) hook\.$/.exec(l)).find(Boolean);
  let failure;
  if (loading) failure = { name: loading[1].replace(/^\.\//, ''), kind: 'file', file: loading[1].replace(/^\.\//, '') };
  else if (hook) failure = { name: `${hook[1].replaceAll('`', '')} hook`, kind: 'run' };
  else return undefined;
  const classAt = lines.findIndex((l) => /^[A-Z][\w:]*:$/.test(l));
  if (classAt >= 0) {
    const first = lines.slice(classAt + 1).find((l) => l.trim() !== '' && /^  /.test(l));
    failure.message = rubyHeadline(lines[classAt].slice(0, -1), first?.trim() ?? '');
  }
  for (const l of lines) {
    const location = l.startsWith('# ') ? rubyFrameLocation(l.slice(2)) : undefined;
    if (location !== undefined) {
      failure.location = location;
      break;
    }
  }
  // No project frame: a file's SyntaxError names the place in its message (`/abs/spec/a_spec.rb:9: syntax error, …`).
  const said = failure.kind === 'file' && failure.location === undefined ? /^(\S+\.rb):(\d+): /.exec(failure.message?.replace(/^[A-Z][\w:]*: /, '') ?? '') : null;
  if (said !== null && (said[1].replace(/^\.\//, '') === failure.file || said[1].endsWith(`/${failure.file}`))) failure.location = `${said[1]}:${said[2]}`;
  return failure;
}

function expectedFromReport(report, projectDir) {
  const s = report.summary;
  const failed = s.failure_count;
  const skipped = s.pending_count;
  const total = s.example_count;
  const failures = [];
  for (const e of report.examples) {
    if (e.status !== 'failed') continue;
    const file = e.id.replace(/\[[\d:]+\]$/, '').replace(/^\.\//, '');
    const f = { name: e.full_description, kind: 'test', file };
    if (e.exception?.class === 'RSpec::Core::Pending::PendingExampleFixedError') {
      f.message = `Expected pending '${e.pending_message}' to fail. No error was raised.`;
      const location = rubyFrameLocation(printedFrame(e.exception.backtrace?.[0] ?? '', projectDir));
      if (location !== undefined) f.location = location;
    } else if (e.exception !== undefined) Object.assign(f, exceptionFacts(e.exception, projectDir));
    failures.push(f);
  }
  for (const text of report.messages ?? []) {
    const f = outsideFailure(text);
    if (f !== undefined) failures.push(f);
  }
  const tests = {
    passed: report.examples.filter((e) => e.status === 'passed').map((e) => e.full_description),
    skipped: report.examples.filter((e) => e.status === 'pending').map((e) => e.full_description),
  };
  return { summary: { total, passed: total - failed - skipped, failed, skipped }, failures, summarySeen: true, contexts: true, tests };
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const version = rspecVersion();
  if (version === undefined) {
    console.warn('capture/rspec: no rspec found; apt-get install -y ruby-rspec, or name one in RSPEC_BIN');
    return;
  }
  const minor = version.core.split('.').slice(0, 2).join('.');
  const cases = SCENARIOS.flatMap((sc) => Object.keys(REPORTERS).map((rep) => ({ id: `${minor}-${sc.name}-${rep}`, sc, rep })));
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  for (const c of cases) {
    if (only && !only.test(c.id)) continue;
    const projectDir = join(projectsDir, c.sc.project);
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const tmp = mkdtempSync(join(tmpdir(), 'capture-rspec-'));
    const reportFile = join(tmp, 'report.json');
    const consoleArgs = ['--no-color', '--format', REPORTERS[c.rep], ...(c.sc.flags ?? []), ...(c.sc.operands ?? [])];
    const args = [...consoleArgs.slice(0, 3), '--format', 'json', '--out', reportFile, ...consoleArgs.slice(3)];
    if (c.sc.bundle) {
      const install = spawnSync('bundle', ['install', '--local', '--quiet'], { cwd: projectDir, encoding: 'utf8', env: runEnv() });
      if (install.status !== 0) throw new Error(`capture/rspec: bundle install --local failed in ${projectDir}: ${install.stderr}`);
    }
    const [command, words] = c.sc.bundle ? ['bundle', ['exec', 'rspec']] : [RSPEC, []];
    const { code } = await run(command, [...words, ...args], projectDir, join(dir, 'output.txt'), c.sc.shell);
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    rmSync(tmp, { recursive: true, force: true });
    const expected = expectedFromReport(report, projectDir);
    const capture = {
      framework: 'rspec',
      runner: c.sc.bundle ? 'bundle exec rspec' : 'rspec',
      runnerVersion: version.core,
      ruby: version.ruby,
      reporter: c.rep,
      command: `${c.sc.bundle ? 'bundle exec ' : ''}rspec ${consoleArgs.join(' ')}`,
      cwd: `fixtures/projects/rspec/${c.sc.project}`,
      env: `CI, NO_COLOR, FORCE_COLOR, SPEC_OPTS unset${c.sc.shell !== undefined ? `; SHELL=${c.sc.shell}` : ''}`,
      streams: 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: 'rspec --format json --out <file> of the same run (mapping in scripts/capture/rspec.mjs)',
    };
    writeFileSync(join(dir, 'capture.json'), `${JSON.stringify(capture, null, 2)}\n`);
    writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
  await writeUnknownLineBounds('rspec');
}

await main();
