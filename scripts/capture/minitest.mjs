#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/minitest/ by running real Minitest on
// the sample projects in fixtures/projects/minitest/<project>/.
//
// Usage: node scripts/capture/minitest.mjs [--only <regex on case id>] [--list]
//
// Runner: Debian's ruby-minitest (Minitest 5.17 on Ruby 3.1) and rake (13.0). Every installed
// Minitest minor gets a case set: the newest as the planned command runs it (unpinned, also
// through rake), each older one (Ruby 3.1's bundled 5.15) through the `ruby` form only, pinned
// by a first `-e 'gem "minitest", "= <version>"'` (rake's loader would take the newest).
//
// Two ways to run, as test_run plans them:
//   - `ruby`: `ruby -Ilib -Itest -e 'ARGV.grep(/\.rb\z/).each { |f| load f }' <test files> <flags>`
//     (the project's test/**/*_test.rb and test/**/test_*.rb, sorted); for a project with a
//     Gemfile (scenario `bundle`, newest Minitest only) through Bundler, `bundle exec ruby …`,
//     after `bundle install --local` (offline, against the installed gems; it writes the
//     project's Gemfile.lock when it has none);
//   - `rake`: `rake test TESTOPTS='<flags>'` for the projects with a Rakefile (Rake's TestTask).
// Reporters: Minitest's default (progress) and verbose (`-v`). Every run pins `--seed=1` so a
// re-capture runs the tests in the same order. Minitest prints no colour (pride, which colours,
// is a plugin the projects do not load).
//
// expected.json comes from a Minitest reporter of our own in the SAME run:
// scripts/capture/minitest-json/minitest/json_report_plugin.rb, found by Minitest's plugin
// loader on the load path (`-I` for `ruby`; RUBYOPT=-I<dir> for `rake`, which starts its own
// ruby), writing every result to the file given by `--json-report <path>` (outside the
// project). It is also on the console's `Run options:` line. stdout and stderr share one
// descriptor; CI, NO_COLOR, FORCE_COLOR, TESTOPTS unset. Build first (`npm run build`): the
// headline and frame rules are imported from lib/. The mapping:
//   - summary: total = runs, failed = failures + errors, skipped = skips (each result counted
//     by its first failure, as Minitest's summary counts), passed = the rest; summarySeen: true;
//   - every result whose code is F or E is a `kind: 'test'` failure named `Class#name`;
//     file: its method's source_location file when the console shows it (shownAsTestFile: an
//     error's backtrace frame in it running the method, or a failure's `[path:line]` in it);
//     message: its first failure's first line (an error's `Class: message`, as Minitest prints
//     it, via rubyHeadline); detail: selectDetail over that failure's further message lines
//     (an error's message without its backtrace); location: the first failure's `location`
//     when no failure of the result is an error (Minitest prints it, `[path:line]`, only then),
//     else the first project frame (rubyFrameLocation) of the errors' backtraces; `contexts: true`;
//   - tests: every result named `Class#name`, in the report's order: `passed` those whose code
//     is `.`, `skipped` those whose code is S;
//   - a run that left no report stopped before Minitest ran (Ruby could not load a test file):
//     summary all 0, summarySeen false, and each test file that Ruby's own syntax check
//     (`ruby -c <file as loaded>`) rejects is a `kind: 'file'` failure named by that path (its file too),
//     message `SyntaxError: <what ruby -c says after path:line:>`, location `path:line`;
//     each file it accepts is loaded alone by LOAD_PROBE (Ruby with the run's load path, the
//     file `load`ed as the run loads it, Minitest's autorun never reached): one that raises is
//     a `kind: 'file'` failure named by that path, message rubyHeadline of the exception's
//     class and first message line, location the outermost frame of the file's own top level
//     in its backtrace (`path:line:in '<top (required)>'`).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectDetail } from '../../lib/parsing/failure-context.js';
import { writeUnknownLineBounds } from './case-files.mjs';
import { rubyFrameLocation, rubyHeadline } from '../../lib/runners/ruby-frames.js';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const projectsDir = join(root, 'fixtures', 'projects', 'minitest');
const fixturesDir = join(root, 'fixtures', 'minitest');
const pluginDir = join(root, 'scripts', 'capture', 'minitest-json');
const reportFile = join(tmpdir(), 'dsh-test-closure-minitest-report.json');
const LOADER = 'ARGV.grep(/\\.rb\\z/).each { |f| load f }';
/** Loads ARGV[0] as the runs do; prints what it raised as JSON (or null), then leaves before Minitest's autorun. */
const LOAD_PROBE = 'require "json"; begin; load ARGV[0]; STDOUT.write("null"); rescue ScriptError, StandardError => e; STDOUT.write(JSON.generate({ "class" => e.class.name, "message" => e.message, "backtrace" => e.backtrace })); end; STDOUT.flush; exit!(0)';

/** Reporter variants: case-name suffix -> Minitest flags. */
const REPORTERS = { default: [], verbose: ['-v'] };

const SCENARIOS = [
  { name: 'green', project: 'green', rake: true },
  { name: 'one-failure', project: 'one-failure' },
  { name: 'failures-across-files', project: 'failures-across-files', rake: true },
  { name: 'nested', project: 'nested' },
  { name: 'skip', project: 'skip' },
  { name: 'thrown-error', project: 'thrown-error' },
  { name: 'hooks', project: 'hooks' },
  { name: 'load-error', project: 'load-error', rake: true },
  { name: 'require-error', project: 'require-error', rake: true },
  { name: 'no-tests', project: 'no-tests' },
  { name: 'select-name', project: 'failures-across-files', flags: ['-n', '/test_is_truthy|test_matches/'] },
  { name: 'unicode-names', project: 'unicode-names' },
  { name: 'data-driven', project: 'data-driven' },
  { name: 'long-diffs', project: 'long-diffs' },
  { name: 'noisy-output', project: 'noisy-output' },
  { name: 'large', project: 'large', rake: true },
  { name: 'bundled', project: 'bundled', bundle: true },
];

function runEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'TESTOPTS', 'TEST', 'SEED']) delete env[k];
  return env;
}

/** The installed Minitest versions, newest first, with Ruby's and rake's. */
function versions() {
  const r = spawnSync('ruby', ['-e', 'puts RUBY_VERSION; puts Gem::Specification.find_all_by_name("minitest").map(&:version).sort.reverse'], { encoding: 'utf8', env: runEnv() });
  const [ruby, ...minitests] = (r.stdout ?? '').split('\n').filter(Boolean);
  const rake = /rake, version (\S+)/.exec(spawnSync('rake', ['--version'], { encoding: 'utf8' }).stdout ?? '')?.[1];
  return minitests.length > 0 ? { minitests, ruby, rake } : undefined;
}

/** The project's test files as the `ruby` runner loads them: test/**\/*_test.rb and test_*.rb, sorted. */
function testFiles(projectDir) {
  const out = [];
  const walk = (rel) => {
    for (const e of readdirSync(join(projectDir, rel), { withFileTypes: true })) {
      const path = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(path);
      else if (/(?:_test|^test_.*)\.rb$/.test(e.name) || /\/test_[^/]*\.rb$/.test(path)) out.push(path);
    }
  };
  walk('test');
  return out.sort();
}

function run(cmd, args, cwd, env, outFile) {
  return new Promise((resolve) => {
    const fd = openSync(outFile, 'w');
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', fd, fd] });
    child.on('close', (code, signal) => {
      closeSync(fd);
      resolve({ code, signal });
    });
  });
}

function firstLine(text) {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trim() !== '');
  return { first: at < 0 ? '' : lines[at].trim(), rest: at < 0 ? [] : lines.slice(at + 1) };
}

/**
 * Whether the console shows the test's own file (its method's source_location): a frame of an
 * error's backtrace in that file running the test's method, or, when no failure is an error
 * (Minitest then prints `[path:line]`), the first failure's location in that file.
 */
function shownAsTestFile(r, source) {
  const anyError = r.failures.some((x) => x.label === 'Error');
  if (!anyError) return (r.failures[0].location ?? '').startsWith(`${source}:`);
  return r.failures.flatMap((x) => x.backtrace ?? []).some((frame) => frame.startsWith(`${source}:`) && new RegExp(`:in [\`'](?:.*[#.])?${r.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'$`).test(frame));
}

function expectedFromReport(report) {
  const s = report.summary;
  const failed = s.failures + s.errors;
  const failures = [];
  for (const r of report.results) {
    if (r.result_code !== 'F' && r.result_code !== 'E') continue;
    const f = { name: `${r.class}#${r.name}`, kind: 'test' };
    const head = r.failures[0];
    const source = r.source_location?.[0];
    if (source !== undefined && shownAsTestFile(r, source)) f.file = source;
    const { first, rest } = head.label === 'Error' ? firstLine(head.error_message) : firstLine(head.message);
    f.message = head.label === 'Error' ? rubyHeadline(head.error_class, first) : first;
    const anyError = r.failures.some((x) => x.label === 'Error');
    const location = anyError ? r.failures.flatMap((x) => x.backtrace ?? []).map(rubyFrameLocation).find((l) => l !== undefined) : rubyFrameLocation(head.location);
    if (location !== undefined) f.location = location;
    const detail = selectDetail(rest);
    if (detail.length > 0) f.detail = detail;
    failures.push(f);
  }
  const named = (code) => report.results.filter((r) => r.result_code === code).map((r) => `${r.class}#${r.name}`);
  const tests = { passed: named('.'), skipped: named('S') };
  return { summary: { total: s.runs, passed: s.runs - failed - s.skips, failed, skipped: s.skips }, failures, summarySeen: true, contexts: true, tests };
}

/** No report: Ruby stopped before Minitest ran. Each test file `ruby -c` rejects, as loaded. */
function expectedWithoutReport(projectDir, loadedAs) {
  const failures = [];
  for (const file of testFiles(projectDir)) {
    const path = loadedAs(file);
    const check = spawnSync('ruby', ['-c', path], { cwd: projectDir, encoding: 'utf8', env: runEnv() });
    if (check.status === 0) {
      const probe = spawnSync('ruby', ['-Ilib', '-Itest', '-e', LOAD_PROBE, path], { cwd: projectDir, encoding: 'utf8', env: runEnv() });
      const raised = JSON.parse(probe.stdout || 'null');
      if (raised === null) continue;
      const top = [...raised.backtrace].reverse().find((f) => f.startsWith(`${path}:`) && f.endsWith("in `<top (required)>'"));
      const line = top === undefined ? undefined : /^.*?:(\d+):in /.exec(top)?.[1];
      failures.push({ name: path, kind: 'file', file: path, message: rubyHeadline(raised.class, firstLine(raised.message).first), ...(line ? { location: `${path}:${line}` } : {}) });
      continue;
    }
    const said = (check.stderr ?? '').split('\n')[0];
    const message = said.startsWith(`${path}:`) ? said.slice(path.length + 1).replace(/^\d+: /, '') : said;
    const line = said.startsWith(`${path}:`) ? /^(\d+):/.exec(said.slice(path.length + 1))?.[1] : undefined;
    failures.push({ name: path, kind: 'file', file: path, message: `SyntaxError: ${message}`, ...(line ? { location: `${path}:${line}` } : {}) });
  }
  return { summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures, summarySeen: false, contexts: true };
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const v = versions();
  if (v === undefined) {
    console.warn('capture/minitest: no minitest found; apt-get install -y ruby-minitest rake');
    return;
  }
  const cases = [];
  const minors = new Set();
  v.minitests.forEach((version, i) => {
    const minor = version.split('.').slice(0, 2).join('.');
    if (minors.has(minor)) return;
    minors.add(minor);
    const pin = i === 0 ? undefined : version;
    for (const sc of SCENARIOS) {
      // The bundle locks one Minitest: the newest.
      if (sc.bundle && pin !== undefined) continue;
      for (const rep of Object.keys(REPORTERS)) {
        cases.push({ id: `${minor}-${sc.name}-${rep}`, sc, rep, via: 'ruby', version, pin });
        if (sc.rake && pin === undefined) cases.push({ id: `${minor}-${sc.name}-rake-${rep}`, sc, rep, via: 'rake', version });
      }
    }
  });
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  for (const c of cases) {
    if (only && !only.test(c.id)) continue;
    const projectDir = join(projectsDir, c.sc.project);
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    rmSync(reportFile, { force: true });
    const flags = [...REPORTERS[c.rep], ...(c.sc.flags ?? []), '--seed=1', `--json-report=${reportFile}`];
    let cmd;
    let args;
    let env;
    let shown;
    if (c.via === 'ruby') {
      cmd = 'ruby';
      const pin = c.pin === undefined ? [] : ['-e', `gem "minitest", "= ${c.pin}"`];
      args = ['-Ilib', '-Itest', `-I${pluginDir}`, ...pin, '-e', LOADER, ...testFiles(projectDir), ...flags];
      env = runEnv();
      shown = `ruby -Ilib -Itest -I<plugin> ${pin.length > 0 ? `-e '${pin[1]}' ` : ''}-e '${LOADER}' ${testFiles(projectDir).join(' ')} ${flags.join(' ')}`;
      if (c.sc.bundle) {
        const install = spawnSync('bundle', ['install', '--local', '--quiet'], { cwd: projectDir, encoding: 'utf8', env });
        if (install.status !== 0) throw new Error(`capture/minitest: bundle install --local failed in ${projectDir}: ${install.stderr}`);
        args = ['exec', cmd, ...args];
        cmd = 'bundle';
        shown = `bundle exec ${shown}`;
      }
    } else {
      cmd = 'rake';
      args = ['test', `TESTOPTS=${flags.join(' ')}`];
      env = runEnv({ RUBYOPT: `-I${pluginDir}` });
      shown = `rake test TESTOPTS='${flags.join(' ')}'`;
    }
    const { code } = await run(cmd, args, projectDir, env, join(dir, 'output.txt'));
    const expected = existsSync(reportFile)
      ? expectedFromReport(JSON.parse(readFileSync(reportFile, 'utf8')))
      : expectedWithoutReport(projectDir, c.via === 'rake' ? (f) => join(projectDir, f) : (f) => f);
    const capture = {
      framework: 'minitest',
      runner: c.via === 'rake' ? 'rake test (Rake::TestTask) + minitest' : c.sc.bundle ? 'bundle exec ruby -Itest + minitest' : 'ruby -Itest + minitest',
      runnerVersion: c.version,
      ruby: v.ruby,
      ...(c.via === 'rake' ? { rake: v.rake } : {}),
      reporter: c.rep,
      command: shown.replace(reportFile, '<report>'),
      cwd: `fixtures/projects/minitest/${c.sc.project}`,
      env: `CI, NO_COLOR, FORCE_COLOR, TESTOPTS unset${c.via === 'rake' ? '; RUBYOPT=-I<plugin dir> (rake starts its own ruby)' : ''}`,
      streams: 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: existsSync(reportFile)
        ? 'our Minitest reporter (scripts/capture/minitest-json) in the same run, --json-report (mapping in scripts/capture/minitest.mjs)'
        : 'no report (Ruby stopped before Minitest ran): ruby -c over the test files (mapping in scripts/capture/minitest.mjs)',
    };
    rmSync(reportFile, { force: true });
    writeFileSync(join(dir, 'capture.json'), `${JSON.stringify(capture, null, 2)}\n`);
    writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
  await writeUnknownLineBounds('minitest');
}

await main();
