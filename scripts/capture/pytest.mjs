#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/pytest/ by running real pytest
// versions on the sample projects in fixtures/projects/pytest/<project>/.
//
// Usage: node scripts/capture/pytest.mjs [--only <regex on case id>] [--list]
//
// Runner versions. PyPI is not reachable from this workplace, so the versions are the
// interpreters already on the machine (pip cannot install into .cache/ here):
//   - pytest 9.x: the `python3` on PATH (pyenv Python 3.11 with pytest 9 installed);
//   - pytest 7.x: Debian's package, `apt-get update && apt-get install -y python3-pytest`,
//     run as `/usr/bin/python3 -m pytest`.
//   - pytest 8.x: a source checkout of pytest's release tag, run by the pytest 9 interpreter
//     with PYTHONPATH=<checkout>/src ahead of its own pytest (pytest 8.4 needs the same
//     pluggy, iniconfig and packaging). PYTEST8_SRC names the checkout's `src` directory:
//       git clone --depth 1 -b 8.4.2 https://github.com/pytest-dev/pytest /tmp/pytest8
//       printf "version = '8.4.2'\n__version__ = version\nversion_tuple = (8, 4, 2)\n" \
//         > /tmp/pytest8/src/_pytest/_version.py     # what setuptools_scm writes at install
//       PYTEST8_SRC=/tmp/pytest8/src node scripts/capture/pytest.mjs --only '^8-'
//     Without PYTEST8_SRC the 8.x fixtures are left as they are.
// pytest-xdist (the `xdist*` scenarios, `-n 2`): pytest-xdist 3.8.0 and its dependency execnet
// 2.1.2 from checkouts of their release tags, put on PYTHONPATH (PYTEST_XDIST_SRC: their two
// `src` directories, colon-separated) and loaded by the module names of their entry points
// (`-p xdist.plugin -p xdist.looponfail`), since nothing is pip-installed:
//       git clone --depth 1 -b v3.8.0 https://github.com/pytest-dev/pytest-xdist /tmp/xdist
//       git clone --depth 1 -b v2.1.2 https://github.com/pytest-dev/execnet /tmp/execnet
//       printf "version = '3.8.0'\n" > /tmp/xdist/src/xdist/_version.py      # as hatch-vcs writes
//       printf "version = '2.1.2'\n" > /tmp/execnet/src/execnet/_version.py
//       PYTEST_XDIST_SRC=/tmp/xdist/src:/tmp/execnet/src node scripts/capture/pytest.mjs --only xdist
//     Without PYTEST_XDIST_SRC the xdist fixtures are left as they are.
// pytest-cov (the `cov` scenario, `--cov=tests`): pytest-cov 7.0.0 and coverage 7.11.3 from
// checkouts of their release tags (PYTEST_COV_SRC: coverage's checkout root, which holds the
// `coverage` package, and pytest-cov's `src`), loaded as `-p pytest_cov.plugin`. coverage's
// C tracer is not built from a checkout, so the runs select its pure-Python core
// (COVERAGE_CORE=pytrace; without it coverage warns that it fell back to that core):
//       git clone --depth 1 -b 7.11.3 https://github.com/nedbat/coveragepy /tmp/coveragepy
//       git clone --depth 1 -b v7.0.0 https://github.com/pytest-dev/pytest-cov /tmp/pytest-cov
//       PYTEST_COV_SRC=/tmp/coveragepy:/tmp/pytest-cov/src node scripts/capture/pytest.mjs --only cov
//     Without PYTEST_COV_SRC the cov fixtures are left as they are.
// PYTEST_PYTHONS (colon-separated interpreter paths) overrides the candidates. The script
// probes each candidate with `-m pytest --version`, keeps the first per major version, and
// records the exact pytest and Python versions in capture.json.
//
// Each case runs `<python> -m pytest -p no:cacheprovider --junitxml=<tmp> <reporter args>`
// in the project directory with stdout and stderr on ONE file descriptor (what `2>&1`
// gives; the `s-split` cases concatenate them instead, stdout first), COLUMNS=80, no CI/colour environment, and PYTHONDONTWRITEBYTECODE=1 so the
// projects stay clean. output.txt is those bytes, unedited.
//
// expected.json is derived from the junit XML of the same run (never written by hand):
//   - node id: pytest's junit names are `mangle_test_address(nodeid)`: the path part of the
//     node id becomes a dotted module (`tests/sub/test_b.py` -> `tests.sub.test_b`), classes
//     are appended with `.` to form `classname`, and `name` is the function name plus any
//     `[param-id]`. We invert it by matching the longest dotted module of a .py file in the
//     project that prefixes `classname`; the remainder are class names, joined with `::`.
//     A testcase whose classname is empty is a collection report: `name` is the dotted
//     module, the node id is the file path.
//   - outcome per node id (testcases are grouped by reconstructed node id, because pytest
//     writes a SECOND <testcase> for a test that failed and then errored in teardown):
//     any <failure> or <error> child -> failed; else a <skipped> child -> skipped
//     (type="pytest.skip" and type="pytest.xfail" alike: xfailed counts as skipped); else
//     passed (a non-strict xpass has no child; a strict xpass is a <failure> with message
//     "[XPASS(strict)] reason"). Setup and teardown errors are <error> children with
//     message `failed on setup with "<crash line>"` / `failed on teardown with "..."`;
//     a test that passed and then errored in teardown has only the <error>, so it counts
//     once, as failed. Deselected tests are absent from junit and from every count.
//   - failure kind: `file` for a collection error (empty classname, <error
//     message="collection failure">), named and filed by the file path; `test` otherwise,
//     with file = the node id before the first `::`.
//   - message: first line of the first <failure> message, else of the first <error>
//     message with the `failed on setup/teardown with "..."` wrapper removed. A missing
//     fixture has no crash line, so junit's message is just `file <path>, line <n>`: no
//     message is stated for it (the console's E line names the fixture). Collection
//     errors carry only "collection failure" in junit, so no message is stated for them.
//     A message is stated only when that line occurs verbatim in the console output: in
//     --tb=no/-q modes pytest trims the short-summary ` - message` to the terminal width
//     (ending it in "...") and pytest 7 prints no message for a strict XPASS, so there the
//     console holds no full message and none can be expected from a console parser.
//   - location and detail (src/parsing/failure-context.ts's rules, imported from lib/: run
//     `npm run build` first), from the text of the same first <failure> (else <error>) element,
//     which is the section pytest prints: location = the `path:line` of its last location line
//     (`tests/a.py:12: AssertionError`, the crash site); detail = selectDetail of the texts
//     (after `E`, trimmed) of its last run of `E` lines after that run's first non-empty one.
//     At --tb=native (Python's traceback, no location or E lines) from nativeContextOf: the last
//     frame under the project directory, and the lines after the exception line.
//     Derived (`contexts: true`) only where the console prints sections: not at --tb=line (its
//     one `path:line: message` line per failure names no test) or --tb=no.
//   - interrupted run (the timeout scenario): the test running at SIGINT is written to junit
//     as a childless testcase, like a pass; it is dropped (pytest's stats line omits it).
//   - summarySeen: true whenever pytest exited by itself (it always prints its final stats
//     line), except at -qq, where pytest prints none.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { interruptWhenMarked, REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { selectDetail } from '../../lib/parsing/failure-context.js';

const root = REPO_ROOT;
const projectsDir = join(root, 'fixtures', 'projects', 'pytest');
const fixturesDir = join(root, 'fixtures', 'pytest');
const tmpDir = join(root, '.cache', 'pytest-capture');

/** Reporter variants: case-name suffix -> extra pytest arguments. */
const REPORTERS = {
  default: [],
  q: ['-q'],
  qq: ['-qq'], // pytest prints no stats line at -qq
  x: ['-x'], // stops at the first failure: "!!! stopping after 1 failures !!!"
  vv: ['-vv'],
  // CI=true: pytest (running_on_ci) no longer trims short-summary messages to the
  // terminal width; pytest 9 then prints the whole crash message, continuation lines too.
  ci: [],
  v: ['-v'],
  rA: ['-rA'],
  'tb-short': ['--tb=short'],
  'tb-line': ['--tb=line'],
  'tb-no': ['--tb=no'],
  // Python's own traceback format: no E lines, the exception line at column 0 after the frames.
  'tb-native': ['--tb=native'],
  // -rN: no short test summary, so failures are named from the sections alone.
  rN: ['-rN'],
  'v-rN': ['-v', '-rN'],
  'tb-short-rN': ['--tb=short', '-rN'],
  color: ['--color=yes'],
  'color-no': ['--color=no'],
  s: ['-s'],
  // -s with stdout and stderr captured apart and concatenated, stdout first: the form the
  // plugin hands to the parser (the test prints to both streams).
  's-split': ['-s'],
};
const SPLIT = new Set(['s-split']);
/** Extra environment per reporter variant. */
const REPORTER_ENV = { ci: { CI: 'true' } };

/** pytest-xdist loaded from source (see the header), two workers. */
const XDIST_ARGS = ['-p', 'xdist.plugin', '-p', 'xdist.looponfail', '-n', '2'];
/** Plugins run from source checkouts: what a scenario's `plugin` puts on PYTHONPATH, how capture.json names it, extra environment. */
const PLUGINS = {
  xdist: { src: process.env.PYTEST_XDIST_SRC, srcVar: 'PYTEST_XDIST_SRC', shown: ['<pytest-xdist 3.8.0 checkout>/src', '<execnet 2.1.2 checkout>/src'], env: {} },
  cov: { src: process.env.PYTEST_COV_SRC, srcVar: 'PYTEST_COV_SRC', shown: ['<coverage 7.11.3 checkout>', '<pytest-cov 7.0.0 checkout>/src'], env: { COVERAGE_CORE: 'pytrace' }, envHidden: { COVERAGE_FILE: join(tmpDir, 'coverage-data') } },
};

/** Scenarios: case-name part -> project directory, extra args, reporters beyond `default`. */
const WIDE = ['q', 'v', 'rA', 'tb-short', 'tb-line', 'tb-no', 'tb-native'];
const SCENARIOS = [
  { name: 'green', project: 'green', reporters: ['q'] },
  { name: 'one-failure', project: 'one-failure', reporters: [...WIDE, 'color', 'color-no', 'qq'] },
  { name: 'failures-across-files', project: 'failures-across-files', reporters: ['q', 'tb-line', 'x'] },
  { name: 'nested-suites', project: 'nested-suites', reporters: WIDE },
  { name: 'skip-xfail', project: 'skip-xfail', reporters: WIDE },
  { name: 'thrown-error', project: 'thrown-error', reporters: ['q', 'tb-short', 'ci'] },
  { name: 'fixture-errors', project: 'fixture-errors', reporters: [...WIDE, 'color', 'qq'] },
  { name: 'collection-error', project: 'collection-error', reporters: WIDE },
  { name: 'collection-error-continue', project: 'collection-error', args: ['--continue-on-collection-errors'], reporters: ['q', 'v'] },
  { name: 'no-tests', project: 'no-tests', reporters: ['q'] },
  // pytest has no built-in timeout: the run is interrupted the way a shell timeout
  // (`timeout -s INT`) or Ctrl-C does it; pytest then prints its KeyboardInterrupt report.
  // The hanging test creates $PYTEST_CAPTURE_HANG_MARKER; SIGINT follows 500 ms later.
  { name: 'timeout', project: 'timeout', interruptOnHang: true, reporters: ['v'] },
  { name: 'unicode-titles', project: 'unicode-titles', reporters: WIDE },
  { name: 'parametrized', project: 'parametrized', reporters: WIDE },
  { name: 'long-diffs', project: 'long-diffs', reporters: ['q', 'tb-short', 'vv', 'ci'] },
  { name: 'noisy-output', project: 'noisy-output', reporters: [...WIDE, 's', 's-split'] },
  { name: 'large', project: 'large', reporters: ['q', 'v'] },
  { name: 'subtests', project: 'subtests', reporters: ['q', 'v', 'tb-no'] },
  // --doctest-modules (the project's addopts): doctest items are named `textops.py::textops.slug`,
  // their sections are headed `[doctest] textops.slug`, and their body is the example and
  // `Expected:`/`Got:` (or the exception) with no E lines.
  { name: 'doctests', project: 'doctests', reporters: ['q', 'v', 'rA', 'tb-short', 'tb-line'] },
  // unittest.TestCase classes: pytest 9 reports a failed subTest as SUBFAILED and counts it in
  // `failed` while the test itself, whose body passed, counts as passed (junit: failed).
  { name: 'unittest-style', project: 'unittest-style', reporters: ['q', 'v', 'tb-short'] },
  // An exception group is printed in Python's own format (`+ Exception Group Traceback`, a `  | `
  // margin) whatever the --tb style; a chained exception; pytest.raises; approx.
  { name: 'exception-groups', project: 'exception-groups', reporters: ['q', 'tb-short', 'tb-native'] },
  // Two xdist workers: `created: 2/2 workers`, `[gw0]` lines in -v and in failure sections.
  { name: 'xdist', project: 'failures-across-files', args: XDIST_ARGS, plugin: 'xdist', reporters: ['q', 'v', 'rA'] },
  { name: 'xdist-fixture-errors', project: 'fixture-errors', args: XDIST_ARGS, plugin: 'xdist', reporters: ['v'] },
  // pytest-cov 6.1+: `=== tests coverage ===`, then `___ coverage: platform … ___` and the
  // table, before the short summary; -rN drops the summary, so the sections name the failures.
  // (pytest-cov 7 needs pluggy's `wrapper` hooks, which Debian's pytest 7.2 predates.)
  // Failures with one root cause each (the model-visible digest groups them): a function-scoped
  // fixture whose setup raises behind 210 tests in 10 files (its message holds an object's
  // address, different in every test); a settings module that fails to import for a missing
  // environment variable behind every test of 6 files; and three causes (a fixture, a helper
  // raising for a missing key, a module that fails to import) beside three independent failures.
  { name: 'cause-fixture', project: 'cause-fixture', majors: ['9'], reporters: ['q'] },
  { name: 'cause-import', project: 'cause-import', majors: ['9'], reporters: ['q'] },
  { name: 'cause-mixed', project: 'cause-mixed', majors: ['9'], reporters: ['q'] },
  { name: 'cov', project: 'failures-across-files', args: ['-p', 'pytest_cov.plugin', '--cov=tests'], plugin: 'cov', majors: ['8', '9'], reporters: ['q', 'rN', 'v-rN', 'tb-short-rN'] },
];

/** The interpreters with pytest, one per major version of interest. */
function findInterpreters() {
  const pythons = process.env.PYTEST_PYTHONS
    ? process.env.PYTEST_PYTHONS.split(':').filter(Boolean)
    : ['python3', '/usr/bin/python3', 'python'];
  // `env`: what the interpreter needs to import this pytest (PYTHONPATH of a source checkout).
  const candidates = pythons.map((python) => ({ python, env: {} }));
  if (process.env.PYTEST8_SRC) candidates.unshift({ python: pythons[0], env: { PYTHONPATH: process.env.PYTEST8_SRC } });
  const found = new Map();
  for (const { python, env } of candidates) {
    const r = spawnSync(python, ['-m', 'pytest', '--version'], { encoding: 'utf8', env: { ...runEnv(), ...env } });
    const m = /pytest (\d+)\.(\d+)\.(\d+)/.exec(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    if (!m) continue;
    const major = m[1];
    if (found.has(major)) continue;
    const py = spawnSync(python, ['-c', 'import sys; print(sys.version.split()[0])'], { encoding: 'utf8' });
    found.set(major, { python, env, pytest: `${m[1]}.${m[2]}.${m[3]}`, pythonVersion: py.stdout.trim() });
  }
  for (const major of ['7', '8', '9']) {
    if (found.has(major)) continue;
    const hint = major === '7'
      ? 'install Debian\'s: apt-get update && apt-get install -y python3-pytest (then /usr/bin/python3 -m pytest is 7.x)'
      : major === '8'
        ? 'set PYTEST8_SRC to the src/ of a pytest 8.4.2 checkout (see the top of this script)'
        : 'put a python3 with pytest 9 first on PATH, or name it in PYTEST_PYTHONS';
    console.warn(`capture/pytest: no pytest ${major}.x found among ${candidates.join(', ')}; ${hint}`);
  }
  return found;
}

/** How capture.json states the PYTHONPATH (checkout paths vary by machine) and plugin environment a case ran with. */
function extraEnvShown(c) {
  const parts = [];
  if (c.interp.env.PYTHONPATH) parts.push(`<pytest ${c.interp.pytest} checkout>/src`);
  const plugin = c.sc.plugin ? PLUGINS[c.sc.plugin] : undefined;
  if (plugin) parts.push(...plugin.shown);
  const pythonPath = parts.length === 0 ? '' : ` PYTHONPATH=${parts.join(':')}`;
  return pythonPath + Object.entries(plugin?.env ?? {}).map(([k, v]) => ` ${k}=${v}`).join('');
}

function runEnv() {
  const env = { ...process.env, COLUMNS: '80', PYTHONDONTWRITEBYTECODE: '1', PYTHONHASHSEED: '0' };
  for (const k of ['CI', 'BUILD_NUMBER', 'PYTEST_ADDOPTS', 'PYTEST_PLUGINS', 'NO_COLOR', 'FORCE_COLOR', 'PY_COLORS', 'LINES']) delete env[k];
  return env;
}

/** Runs one case with stdout+stderr merged into `outFile` (or split); resolves to the exit code and signal. */
function runCase(python, args, cwd, outFile, interruptOnHang, split, extraEnv) {
  const marker = join(tmpDir, 'hang-marker');
  const env = { ...runEnv(), ...(extraEnv ?? {}), ...(interruptOnHang ? { PYTEST_CAPTURE_HANG_MARKER: marker } : {}) };
  return runToFile(python, args, { cwd, env, outFile, split, ...(interruptOnHang ? { onStart: interruptWhenMarked(marker) } : {}) });
}

function pyFiles(dir, base = dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) pyFiles(p, base, out);
    else if (e.name.endsWith('.py')) out.push(relative(base, p).split(sep).join('/'));
  }
  return out;
}

const unescapeXml = (s) => s
  .replace(/&#x([0-9a-fA-F]+);/g, (_, h) => String.fromCodePoint(parseInt(h, 16)))
  .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
  .replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function attrs(s) {
  const out = {};
  for (const m of s.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]] = unescapeXml(m[2]);
  return out;
}

const firstLineOf = (s) => s.split('\n').map((l) => l.trim()).find((l) => l !== '');

/** junit XML -> expected.json (see the mapping in the header comment). */
/**
 * Location and detail of a `--tb=native` section's text, Python's own traceback (see the
 * header): the last traceback of a chain (the cause printed last); location = its last frame
 * in a file under the project directory that no installed package holds; detail = selectDetail
 * of the trimmed non-empty lines after its exception line (the first line at column 0 after
 * the frames). An exception group's traceback (`+ Exception Group …`) gives neither.
 */
function nativeContextOf(text, projectDir) {
  const out = {};
  const lines = text.split('\n');
  if (!lines.some((l) => l === 'Traceback (most recent call last):')) return out;
  const start = lines.lastIndexOf('Traceback (most recent call last):');
  const base = projectDir.endsWith('/') ? projectDir : `${projectDir}/`;
  let i = start + 1;
  for (; i < lines.length && (lines[i].startsWith(' ') || lines[i] === ''); i++) {
    const m = /^  File "(.+)", line (\d+)/.exec(lines[i]);
    if (m && m[1].startsWith(base) && !/[\\/](?:site|dist)-packages[\\/]/.test(m[1])) out.location = `${m[1]}:${m[2]}`;
  }
  const detail = selectDetail(lines.slice(i + 1).map((l) => l.trim()).filter((t) => t !== ''));
  if (detail.length > 0) out.detail = detail;
  return out;
}

/** Location and detail of a failure section's text (see the header). */
function sectionContextOf(text) {
  const out = {};
  // With --color=yes the section holds ANSI escapes, which junit writes as `#x1B[…` (pytest's
  // bin_xml_escape); the parser reads the console with escapes stripped.
  const lines = text.replace(/#x1B\[[0-9;]*[A-Za-z]/g, '').split('\n');
  const locations = lines.map((l) => /^([^: \n]+):(\d+):/.exec(l)).filter(Boolean);
  if (locations.length > 0) out.location = `${locations.at(-1)[1]}:${locations.at(-1)[2]}`;
  let block = [];
  let last = [];
  let inE = false;
  for (const l of lines) {
    const isE = /^E(?: |$)/.test(l);
    if (isE && !inE) block = [];
    if (isE) block.push(l.slice(1).trim());
    if (!isE && inE) last = block;
    inE = isE;
  }
  if (inE) last = block;
  const texts = last.filter((t) => t !== '');
  const detail = selectDetail(texts.slice(1));
  if (detail.length > 0) out.detail = detail;
  return out;
}

function expectedFromJunit(xml, projectDir, consoleText, exitedNormally, interrupted, summaryLine, withContexts, native) {
  const modules = new Map(pyFiles(projectDir).map((f) => [f.replace(/\.py$/, '').split('/').join('.'), f]));
  const toNodeId = (classname, name) => {
    if (classname === '') return { nodeid: modules.get(name) ?? name, collection: true };
    let best = '';
    for (const mod of modules.keys()) {
      if ((classname === mod || classname.startsWith(`${mod}.`)) && mod.length > best.length) best = mod;
    }
    if (best === '') return { nodeid: `${classname}::${name}`, collection: false };
    const classes = classname.slice(best.length).split('.').filter(Boolean);
    return { nodeid: [modules.get(best), ...classes, name].join('::'), collection: false };
  };
  const byId = new Map();
  const testcases = [...xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)];
  // Interrupted run: junit opens a testcase at setup and writes every open one at exit, so
  // the test that was running when SIGINT came appears as a childless (= passed) testcase.
  // It has no outcome, and pytest's stats line counts it nowhere: drop it.
  if (interrupted && testcases.length > 0 && !/<(failure|error|skipped)\b/.test(testcases.at(-1)[2] ?? '')) testcases.pop();
  for (const m of testcases) {
    const a = attrs(m[1]);
    const { nodeid, collection } = toNodeId(a.classname ?? '', a.name ?? '');
    const entry = byId.get(nodeid) ?? { nodeid, collection, failures: [], errors: [], texts: [], errorTexts: [], skipped: false };
    for (const c of (m[2] ?? '').matchAll(/<(failure|error|skipped)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1>)/g)) {
      const ca = attrs(c[2]);
      if (c[1] === 'failure') { entry.failures.push(ca.message ?? ''); entry.texts.push(unescapeXml(c[3] ?? '')); }
      else if (c[1] === 'error') { entry.errors.push(ca.message ?? ''); entry.errorTexts.push(unescapeXml(c[3] ?? '')); }
      else entry.skipped = true;
    }
    byId.set(nodeid, entry);
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for (const e of byId.values()) {
    if (e.failures.length > 0 || e.errors.length > 0) {
      failed++;
      const file = e.collection ? e.nodeid : e.nodeid.split('::')[0];
      const f = { name: e.nodeid, kind: e.collection ? 'file' : 'test', file };
      let msg;
      if (e.failures.length > 0) msg = firstLineOf(e.failures[0]);
      else if (!e.collection) {
        const raw = e.errors[0];
        const w = /^failed on (?:setup|teardown) with "([\s\S]*)"$/.exec(raw);
        msg = firstLineOf(w ? w[1] : raw);
      }
      // A report without a crash line (pytest's FixtureLookupError repr: "fixture 'x' not
      // found") reaches junit as str(longrepr), whose first line is only its location.
      if (msg !== undefined && /^file .*, line \d+$/.test(msg)) msg = undefined;
      if (msg !== undefined && consoleText.includes(msg)) f.message = msg;
      if (withContexts && !e.collection) {
        const text = e.texts[0] ?? e.errorTexts[0] ?? '';
        Object.assign(f, native ? nativeContextOf(text, projectDir) : sectionContextOf(text));
      }
      failures.push(f);
    } else if (e.skipped) skipped++;
    else passed++;
  }
  failures.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const out = { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures };
  if (exitedNormally) out.summarySeen = summaryLine;
  if (withContexts) out.contexts = true;
  return out;
}

const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const interpreters = findInterpreters();
  const cases = [];
  for (const [major, interp] of [...interpreters].sort()) {
    for (const sc of SCENARIOS) {
      if (sc.majors && !sc.majors.includes(major)) continue;
      for (const rep of ['default', ...sc.reporters]) cases.push({ id: `${major}-${sc.name}-${rep}`, interp, sc, rep });
    }
  }
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  mkdirSync(tmpDir, { recursive: true });
  for (const [name, plugin] of Object.entries(PLUGINS)) {
    if (!plugin.src) console.warn(`capture/pytest: ${plugin.srcVar} is not set; the ${name} cases are skipped (see the top of this script)`);
  }
  for (const c of cases) {
    if (only && !only.test(c.id)) continue;
    const plugin = c.sc.plugin ? PLUGINS[c.sc.plugin] : undefined;
    if (plugin && !plugin.src) continue;
    const projectDir = join(projectsDir, c.sc.project);
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const junit = join(tmpDir, 'junit.xml');
    rmSync(junit, { force: true });
    const args = ['-m', 'pytest', '-p', 'no:cacheprovider', `--junitxml=${junit}`, ...(c.sc.args ?? []), ...REPORTERS[c.rep]];
    const pythonPath = [c.interp.env.PYTHONPATH, plugin?.src].filter(Boolean).join(':');
    // (envHidden: where coverage writes its data file, outside the project; not in the output.)
    const caseEnv = { ...c.interp.env, ...plugin?.env, ...plugin?.envHidden, ...REPORTER_ENV[c.rep], ...(pythonPath ? { PYTHONPATH: pythonPath } : {}) };
    const { code, signal } = await runCase(c.interp.python, args, projectDir, join(dir, 'output.txt'), c.sc.interruptOnHang, SPLIT.has(c.rep), caseEnv);
    const output = readFileSync(join(dir, 'output.txt'), 'utf8');
    if (!existsSync(junit)) throw new Error(`${c.id}: pytest wrote no junit XML (exit ${code}, signal ${signal})`);
    const expected = expectedFromJunit(readFileSync(junit, 'utf8'), projectDir, stripAnsi(output), signal === null, Boolean(c.sc.interruptOnHang), c.rep !== 'qq', !['tb-line', 'tb-no'].includes(c.rep), c.rep === 'tb-native');
    const capture = {
      framework: 'pytest',
      runner: 'pytest',
      runnerVersion: c.interp.pytest,
      python: c.interp.pythonVersion,
      reporter: c.rep,
      command: `${c.interp.python} ${args.join(' ')}`.replace(junit, '<tmp>/junit.xml'),
      cwd: `fixtures/projects/pytest/${c.sc.project}`,
      env: `COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONHASHSEED=0${c.rep === 'ci' ? ' CI=true' : ''}${extraEnvShown(c)}; ${c.rep === 'ci' ? '' : 'CI, '}NO_COLOR, FORCE_COLOR, PY_COLORS, PYTEST_ADDOPTS unset`,
      ...(c.sc.interruptOnHang ? { interrupted: 'SIGINT 500 ms after tests/test_slow.py::test_hangs started (as timeout -s INT or Ctrl-C would)' } : {}),
      streams: SPLIT.has(c.rep) ? 'stdout, then stderr (captured apart, concatenated)' : 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: 'pytest --junitxml of the same run (mapping in scripts/capture/pytest.mjs)',
    };
    writeCase(dir, { capture, expected });
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
  await writeUnknownLineBounds('pytest');
}

await main();
