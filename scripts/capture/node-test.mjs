#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/node-test/ from the sample projects in
// fixtures/projects/node-test/<scenario>/, for Node 20 (system `node`), Node 22 and Node 26 (npm
// packages node@22 and node@26 installed into .cache/node-<major>/) and Node 24 (the repo's
// devDependency `node`).
//
//   node scripts/capture/node-test.mjs [--only=<scenario>[,<scenario>]] [--versions=20,22,24,26]
//
// Per version and scenario it runs `node --test` in the project directory with:
// - `default`: a plain run (no --test-reporter), exactly what a user sees when piping;
//   node cannot add a second (junit) reporter without naming the console one, so expected.json
//   comes from a junit-only run of the same project immediately after (capture.json `expectedFrom`).
// - `spec` / `tap` / `dot`: `--test-reporter=<r> --test-reporter-destination=stdout
//   --test-reporter=junit --test-reporter-destination=<xml>`: expected.json from the SAME run.
// Output is stdout+stderr merged (`2>&1` semantics: one pipe for both), byte for byte.
//
// expected.json mapping from node's junit report (lib/internal/test_runner/reporter/junit.js):
// - summary: node writes its run-level diagnostics (`tests`, `suites`, `pass`, `fail`,
//   `cancelled`, `skipped`, `todo`, `duration_ms`) into the XML as root comments
//   `<!-- pass 2 -->`; those ARE node's counters. passed = pass, failed = fail + cancelled,
//   skipped = skipped + todo, total = passed + failed + skipped (= node's `tests`; suites are
//   not tests). The last occurrence of each counter wins.
// - failures: every <testcase> that has a <failure> child and no <skipped type="todo"> child
//   (a failing todo test is counted as todo by node and does not fail the run). Elements with
//   children are rendered by junit.js as <testsuite> (describe suites AND test() parents alike);
//   their own failure (e.g. "N subtests failed", a suite hook error) is not in the XML, so the
//   failure list holds leaf tests only. That matches the parser's rule: a parent whose failure is
//   only `subtestsFailed` is not listed, its failing descendants are.
// - plus, from a third reporter of the same run (scripts/capture/node-test-events.mjs, JSON lines
//   of node's test:fail events): the OWN failure of a suite or parent test (failureType other than
//   `subtestsFailed`, e.g. `hookFailed` of a `before`/`after` hook), which junit cannot express,
//   as kind 'run' (node does not count a suite as a test), named by the suite, message = first
//   line of the error the console reporters show (the cause), file = the event's file.
// - kind: 'file' for a top-level <testcase> whose name is the path of a test file of the project
//   (node reports a file that fails as a whole as a test named by its path), else 'test'.
// - name: the testcase `name` attribute (node's test name).
// - message: first non-empty line of node's inspect() of the failure, taken from the <failure>
//   body (the `message` attribute loses line breaks in some versions), with the wrapping
//   `[Error [ERR_TEST_FAILURE]: ` prefix removed: i.e. the error's own message first line.
//   Omitted for 'file' failures (junit only has node's generic 'test failed'; the parser may
//   report the error the file printed instead) and for non-Error throws (inspect of a primitive).
// - file: the testcase `file` attribute when the version writes one (22+; Node 20's junit has none),
//   as the console shows it: absolute for TAP (`location:`), relative to the cwd for spec
//   (`test at <file>`), omitted for dot (no file shown).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { frameLocation, selectDetail } from '../../lib/parsing/failure-context.js';

const root = REPO_ROOT;
const projects = join(root, 'fixtures', 'projects', 'node-test');
const outRoot = join(root, 'fixtures', 'node-test');
const scratch = join(root, '.cache', 'node-test-capture');
const EVENTS_REPORTER = join(root, 'scripts', 'capture', 'node-test-events.mjs');

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const onlyScenarios = args.only?.split(',');
const onlyVersions = (args.versions ?? '20,22,24,26').split(',');

/** Node binaries per major; other majors than 20 and 24 are installed on demand from the npm package `node@<major>`. */
function nodeBinary(major) {
  if (major === '20') return 'node';
  if (major === '24') return join(root, 'node_modules', '.bin', 'node');
  const bin = join(root, '.cache', `node-${major}`, 'node_modules', '.bin', 'node');
  if (!existsSync(bin)) {
    spawnSync('npm', ['install', '--prefix', join(root, '.cache', `node-${major}`), `node@${major}`], { stdio: 'inherit' });
  }
  return bin;
}

// Reporter matrix. The 2,000-test suite is captured at the default and one other reporter only.
const REPORTERS = ['default', 'spec', 'tap'];
// dot prints no totals, only `.`/`X` per reported test (suites and parents included) and a
// `Failed tests:` list; its fixtures use flat projects (no suites, no skips), where node's counters
// equal the dots, and expected.json states summarySeen false (there is no footer to see).
const DOT_SCENARIOS = new Set(['one-failure', 'failures-across-files', 'file-errors']);
const BIG = 'big-suite';
const COLOR = new Set(['26:nested-suites:spec', '24:nested-suites:spec', '22:one-failure:spec', '20:one-failure:spec']);
// Extra variants per scenario (every version):
// - `direct`: the test file run as a script, `node <file>` without --test: the default reporter,
//   with the test's console output written RAW (not as TAP comments), interleaved.
// - `<reporter>-coverage`: with --experimental-test-coverage (a coverage table around the footer).
const DIRECT = new Map([['noisy-console', 'noisy.test.mjs']]);
const COVERAGE = new Map([['one-failure', ['spec', 'tap']]]);

/** Undoes junit.js escaping: content escapes `&` and `<`; attributes are escaped for `"` and LF
 * first and then as content, so content entities are undone first. */
function decode(s) {
  return s
    .replace(/&lt;/g, '<').replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"').replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));
}

function attrs(text) {
  const out = {};
  for (const m of text.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]] = decode(m[2]);
  return out;
}

/** Folds node's junit XML into expected.json (see the mapping in the header). */
/**
 * Location and detail of a failing test from its test:fail event (the rules of
 * src/parsing/failure-context.ts, imported from lib/: run `npm run build` first): location =
 * the first project frame of the cause's stack (file:// URLs as paths, absolute as printed);
 * detail = selectDetail of the cause's message lines after its first.
 */
function eventContext(ev) {
  const out = {};
  // Under FORCE_COLOR node colours the diff inside the message itself; the parser reads the
  // console with escapes stripped, and so does this.
  const plain = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  for (const line of plain(ev?.stack).split('\n')) {
    const at = frameLocation(line);
    if (at !== undefined) { out.location = at; break; }
  }
  const lines = plain(ev?.message).split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  const detail = first < 0 ? [] : selectDetail(lines.slice(first + 1));
  if (detail.length > 0) out.detail = detail;
  return out;
}

function expectedFromJunit(xml, projectDir, events, withContexts = false) {
  // A failing leaf test's own event, by name, in the order of the run (for eventContext).
  const testEvents = new Map();
  for (const ev of events) {
    if (ev.failureType === 'subtestsFailed' || ev.todo) continue;
    const list = testEvents.get(ev.name) ?? [];
    list.push(ev);
    testEvents.set(ev.name, list);
  }
  const counters = {};
  const failures = [];
  const suites = new Set(); // `${nesting}\0${name}` of every <testsuite> (an element with children)
  const stack = []; // open elements: { tag, attrs, failureBody?, todo? }
  const token = /<!--([\s\S]*?)-->|<(\/?)(testsuites|testsuite|testcase|failure|skipped)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
  let m;
  let bodyStart = -1;
  while ((m = token.exec(xml))) {
    const [, comment, close, tag, attrText, selfClose] = m;
    if (comment !== undefined) {
      const c = /^\s*(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)\s*$/.exec(decode(comment));
      if (c && stack.length <= 1) counters[c[1]] = Number(c[2]);
      continue;
    }
    if (close) {
      const el = stack.pop();
      if (tag === 'failure' && el) {
        const parent = stack[stack.length - 1];
        if (parent) parent.failureBody = decode(xml.slice(bodyStart, m.index));
      }
      if (tag === 'testcase' && el) finishCase(el, stack.length);
      continue;
    }
    const el = { tag, attrs: attrs(attrText) };
    if (tag === 'skipped') {
      const parent = stack[stack.length - 1];
      if (parent && el.attrs.type === 'todo') parent.todo = true;
      if (!selfClose) stack.push(el);
      continue;
    }
    if (tag === 'failure') {
      const parent = stack[stack.length - 1];
      if (parent) parent.failed = true;
      if (selfClose) continue;
      bodyStart = m.index + m[0].length;
      stack.push(el);
      continue;
    }
    if (selfClose) {
      if (tag === 'testcase') finishCase(el, stack.length);
      continue;
    }
    if (tag === 'testsuite') suites.add(`${stack.length - 1}\0${el.attrs.name ?? ''}`);
    stack.push(el);
  }

  // A suite's or parent test's OWN failure (not just `subtestsFailed`), which junit drops, from the
  // events reporter of the same run: kind 'run' (node does not count a suite as a test).
  for (const ev of events) {
    if (ev.failureType === 'subtestsFailed' || ev.todo || !suites.has(`${ev.nesting}\0${ev.name}`)) continue;
    const failure = { name: ev.name, kind: 'run' };
    if (ev.file) failure.file = ev.file;
    const first = (ev.message ?? '').split('\n').map((l) => l.trim()).find((l) => l !== '');
    if (first !== undefined) failure.message = first;
    failures.push(failure);
  }

  function finishCase(el, depth) {
    if (!el.failed || el.todo) return;
    const name = el.attrs.name ?? '';
    // depth 1 = directly under <testsuites>
    const isFile = depth === 1 && /\.[cm]?[jt]sx?$/.test(name) && existsSync(resolve(projectDir, name));
    const failure = { name, kind: isFile ? 'file' : 'test' };
    if (el.attrs.file) failure.file = el.attrs.file;
    if (!isFile) {
      const message = messageOf(el.failureBody ?? '');
      if (message !== undefined) failure.message = message;
      if (withContexts) Object.assign(failure, eventContext(testEvents.get(name)?.shift()));
    }
    failures.push(failure);
  }

  const n = (k) => counters[k] ?? 0;
  const passed = n('pass');
  const failed = n('fail') + n('cancelled');
  const skipped = n('skipped') + n('todo');
  return {
    expected: { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen: true },
    counters,
  };
}

/** Strips inspect()'s `Name [CODE]: ` prefix from an error's first line (same rule as the parser). */
export function stripErrorName(line) {
  return line.replace(/^\[?[\w$.]*(?:Error|Exception)(?: \[[^\]]+\])?: /, '');
}

/**
 * The message both console reporters show for a failure, from junit's inspect() of the
 * ERR_TEST_FAILURE: the `cause` when there is one (spec prints the cause, TAP unwraps it for
 * test-code and hook failures), else the wrapper's own message. A string cause is unquoted;
 * any other non-Error cause yields no message (nothing stated in expected.json).
 */
function messageOf(body) {
  const cause = /^  cause: (.*)$/m.exec(body) ?? /^\[?Error \[ERR_TEST_FAILURE\]: [^\n]*\] \{ code: [^\n]*?cause: (.*) \}$/m.exec(body);
  let text;
  if (cause) {
    const c = cause[1];
    if (/^'.*'$/.test(c)) text = c.slice(1, -1).replace(/\\'/g, "'");
    else if (/^[\w$.]*(?:Error|Exception)\b/.test(c) || c.startsWith('[')) text = stripErrorName(c).replace(/\]$/, '');
    else return undefined;
  } else {
    const m = /^\[?Error \[ERR_TEST_FAILURE\]: ([^\n]*)/m.exec(body);
    if (!m) return undefined;
    text = m[1].replace(/\] \{.*$/, '').replace(/\]$/, '');
  }
  const first = text.split('\n').map((l) => l.trim()).find((l) => l !== '');
  return first;
}

/** Runs node with stdout and stderr on one descriptor (`2>&1`) into `outFile`; returns what it printed and its exit code. */
async function run(bin, argv, cwd, env, outFile) {
  // A hung run (a Node version that keeps a never-settling test alive) is killed after 2 minutes.
  const { code } = await runToFile(bin, argv, { cwd, env, outFile, timeout: 120_000 });
  return { output: readFileSync(outFile), exitCode: code };
}

const scenarios = readdirSync(projects, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .filter((s) => !onlyScenarios || onlyScenarios.includes(s))
  .sort();

mkdirSync(scratch, { recursive: true });
for (const major of onlyVersions) {
  const bin = nodeBinary(major);
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  for (const scenario of scenarios) {
    const cwd = join(projects, scenario);
    const reporters = scenario === BIG ? ['default', major === '24' ? 'tap' : 'spec'] : [...REPORTERS, ...(DOT_SCENARIOS.has(scenario) ? ['dot'] : [])];
    const variants = reporters.map((r) => ({ reporter: r, color: false, suffix: '' }));
    for (const key of COLOR) {
      const [v, s, r] = key.split(':');
      if (v === major && s === scenario) variants.push({ reporter: r, color: true, suffix: '-color' });
    }
    if (DIRECT.has(scenario)) variants.push({ reporter: 'direct', color: false, suffix: '' });
    for (const r of COVERAGE.get(scenario) ?? []) variants.push({ reporter: r, color: false, suffix: '-coverage' });
    for (const { reporter, color, suffix } of variants) {
      const id = `${major}-${scenario}-${reporter}${suffix}`;
      const xml = join(scratch, `${id}.xml`);
      rmSync(xml, { force: true });
      const env = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, NODE_DISABLE_COLORS: undefined };
      for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
      if (color) env.FORCE_COLOR = '1';
      const jsonl = join(scratch, `${id}.events.jsonl`);
      rmSync(jsonl, { force: true });
      const junit = ['--test-reporter=junit', `--test-reporter-destination=${xml}`, `--test-reporter=${EVENTS_REPORTER}`, `--test-reporter-destination=${jsonl}`];
      const dir = join(outRoot, id);
      const outFile = join(dir, 'output.txt');
      /** The junit-only run's console output, which no case keeps. */
      const reportRunOut = join(scratch, `${id}.report-run.txt`);
      let argv;
      let expectedFrom;
      let result;
      if (reporter === 'direct') {
        const file = DIRECT.get(scenario);
        argv = [file];
        result = await run(bin, argv, cwd, env, outFile);
        await run(bin, [...junit, file], cwd, env, reportRunOut);
        expectedFrom = `node --test-reporter=junit ${file} (same project, no --test) run immediately after the captured run`;
      } else if (reporter === 'default') {
        argv = ['--test'];
        result = await run(bin, argv, cwd, env, outFile);
        await run(bin, ['--test', ...junit], cwd, env, reportRunOut);
        expectedFrom = 'node --test --test-reporter=junit of the same project, run immediately after the captured default-reporter run';
      } else {
        argv = ['--test', ...(suffix === '-coverage' ? ['--experimental-test-coverage'] : []), `--test-reporter=${reporter}`, '--test-reporter-destination=stdout', ...junit];
        result = await run(bin, argv, cwd, env, outFile);
        expectedFrom = 'node --test-reporter=junit of the same run (second reporter)';
      }
      const events = readFileSync(jsonl, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
      // `file` as the console shows it: TAP's `location:` is absolute (junit's value); spec's
      // `test at <file>` is relative to the cwd; dot shows no file.
      const shown = reporter === 'default' || reporter === 'direct' ? (Number(major) >= 23 ? 'spec' : 'tap') : reporter;
      // Location and detail are derived (`contexts: true`) for every reporter: spec's and dot's
      // failure lists (`at …` frames and error text) and TAP's YAML `stack` and `error`.
      const withContexts = true;
      const { expected } = expectedFromJunit(readFileSync(xml, 'utf8'), cwd, events, withContexts);
      if (withContexts) expected.contexts = true;
      for (const f of expected.failures) {
        if (f.file === undefined) continue;
        if (shown === 'spec') f.file = relative(cwd, f.file);
        else if (shown === 'dot') delete f.file;
      }
      if (reporter === 'dot') {
        expected.summarySeen = false;
        const marks = result.output.toString('utf8').split('\n\nFailed tests:')[0];
        const dots = (marks.match(/\./g) ?? []).length;
        const xs = (marks.match(/X/g) ?? []).length;
        if (dots !== expected.summary.passed || xs !== expected.summary.failed || expected.summary.skipped !== 0) {
          console.warn(`${id}: dot marks (${dots} . / ${xs} X) differ from node's counters; pick a flat scenario for dot`);
        }
      }
      rmSync(reportRunOut, { force: true });
      const shownArgv = argv.map((a) => {
        if (a.startsWith('--test-reporter-destination=') && a.endsWith('.xml')) return '--test-reporter-destination=report.xml';
        if (a.startsWith('--test-reporter-destination=') && a.endsWith('.jsonl')) return '--test-reporter-destination=events.jsonl';
        if (a === `--test-reporter=${EVENTS_REPORTER}`) return '--test-reporter=./scripts/capture/node-test-events.mjs';
        return a;
      });
      const capture = {
        framework: 'node:test',
        runner: 'node:test',
        runnerVersion: version.replace(/^v/, ''),
        node: version,
        reporter: reporter === 'default' || reporter === 'direct' ? `default (${Number(major) >= 23 ? 'spec' : 'tap'})${reporter === 'direct' ? ', no --test' : ''}` : `${reporter}${suffix === '-coverage' ? ' + --experimental-test-coverage' : ''}`,
        command: `${color ? 'FORCE_COLOR=1 ' : ''}node ${shownArgv.join(' ')} 2>&1   # cwd: fixtures/projects/node-test/${scenario}`,
        exitCode: result.exitCode,
        capturedAt: new Date().toISOString(),
        expectedFrom,
      };
      writeCase(dir, { capture, expected });
      console.log(`${id}: exit ${result.exitCode}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
    }
  }
}
await writeUnknownLineBounds('node-test');
