/**
 * Every runner inside dsh's `workspace-write` sandbox, on a machine state like a fresh one:
 * HOME, the XDG cache and the temp directory are new empty directories, and no runner cache
 * variable is set (GOCACHE, GOMODCACHE, GOPATH, CARGO_HOME, CARGO_TARGET_DIR, MIX_HOME,
 * HEX_HOME, REBAR_CACHE_DIR, …), so every cache a runner keeps starts empty, go has never run
 * and Maven has no ~/.m2 (Java takes its home from the account, not HOME: the fresh one is
 * given to Maven as `-Duser.home` in MAVEN_OPTS). The user's real caches are never touched:
 * the run's HOME points elsewhere. Each runner goes red -> fix -> green on the real runtime
 * (only the model is scripted), and nothing is written into that HOME. A denial no redirect can
 * avoid (go downloading a module into its module cache) is named in the result and the notice.
 * bun runs only where it is installed.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootRuntime, REPO_ROOT, toolResults, type Runtime, type RuntimeOptions } from '../support/runtime.ts';
import { BUNDLED_RSPEC_PROJECT, MINITEST_PROJECT, MIX_PROJECT, RSPEC_PROJECT } from '../support/sample-projects.ts';
import { SANDBOX_NOTICE_CLOSING } from '../../src/render/gate-notices.ts';

/** Variables a toolchain is found by (not caches): kept pointing at the installed toolchains. */
const TOOLCHAIN: Record<string, string> = {};
for (const [name, dir] of [['RUSTUP_HOME', '.rustup'], ['PYENV_ROOT', '.pyenv']] as const) {
  const path = process.env[name] ?? join(homedir(), dir);
  if (existsSync(path)) TOOLCHAIN[name] = path;
}
/** A directory outside the sandbox's writable area on Linux (the workspace and /tmp). */
const OUTSIDE_TMP = '/var/tmp';
const CACHE_VARS = ['GOCACHE', 'GOMODCACHE', 'GOPATH', 'GOFLAGS', 'CARGO_HOME', 'CARGO_TARGET_DIR', 'XDG_CACHE_HOME', 'XDG_DATA_HOME', 'npm_config_cache', 'MAVEN_OPTS', 'MAVEN_ARGS', 'MIX_HOME', 'MIX_XDG', 'MIX_ARCHIVES', 'HEX_HOME', 'REBAR_CACHE_DIR'];

/** A fresh machine's home and temp directory, for the duration of `body`; the environment is restored after. */
async function onFreshMachine<T>(body: (home: string) => Promise<T>): Promise<T> {
  // HOME where the sandbox denies writes, as a real home is: outside the workspace and /tmp.
  const home = mkdtempSync(join(existsSync(OUTSIDE_TMP) ? OUTSIDE_TMP : tmpdir(), 'dtc-fresh-home-'));
  // The temp directory where it allows them: a fresh one in the real temp directory.
  const tmp = mkdtempSync(join(tmpdir(), 'dtc-fresh-tmp-'));
  const saved = { ...process.env };
  for (const v of CACHE_VARS) delete process.env[v];
  Object.assign(process.env, TOOLCHAIN, { HOME: home, TMPDIR: tmp, TMP: tmp, TEMP: tmp, CARGO_HOME: join(home, '.cargo'), MAVEN_OPTS: `-Duser.home=${home}` });
  try {
    return await body(home);
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    rmSync(home, { recursive: true, force: true });
    rmSync(tmp, { recursive: true, force: true });
  }
}

const valueOf = (o: { value: any }) => o.value;
const intercepts = (rt: Runtime) => rt.events('user/message').filter((e) => e.data.source?.plugin === 'dsh-test-closure' && e.data.source.record?.kind === 'intercept');

interface Case {
  name: string;
  files: Record<string, string>;
  options?: Partial<RuntimeOptions>;
  /** Prepares the workspace before the first run (a venv). */
  setup?: (ws: string) => void;
  fix: [path: string, content: string];
  framework: string;
}

/**
 * A Maven project whose dependencies and plugins come from a remote repository, as from Maven
 * Central: Debian's, read as a `file://` remote (this machine's network reaches no other), so
 * that a cold local repository must download them all. Debian's plugin versions replace the
 * ones the sample project pins; Debian's repository has no checksums.
 */
const MAVEN_PROJECT = join(REPO_ROOT, 'fixtures/projects/maven/one-failure');
const DEBIAN_REMOTE = [
  ['repositories', 'repository'],
  ['pluginRepositories', 'pluginRepository'],
]
  .map(([list, tag]) => `  <${list}><${tag}><id>debian</id><url>file:///usr/share/maven-repo</url><releases><checksumPolicy>ignore</checksumPolicy></releases></${tag}></${list}>\n`)
  .join('');
const MAVEN_POM = readFileSync(join(MAVEN_PROJECT, 'pom.xml'), 'utf8')
  .replace('<version>3.3.1</version>', '<version>3.3.0</version>')
  .replace('<version>3.13.0</version>', '<version>3.10.1</version>')
  .replace('  <build>', `${DEBIAN_REMOTE}  <build>`);
const MAVEN_CALC = join(MAVEN_PROJECT, 'src/main/java/demo/Calc.java');

const CASES: Case[] = [
  {
    name: 'go',
    framework: 'go',
    files: {
      'go.mod': 'module example.com/calc\n\ngo 1.19\n',
      'calc.go': 'package calc\n\nfunc Add(a, b int) int { return a - b }\n',
      'calc_test.go': 'package calc\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(2, 2) != 4 {\n\t\tt.Fatal("Add(2, 2) != 4")\n\t}\n}\n\nfunc TestZero(t *testing.T) {\n\tif Add(1, 0) != 1 {\n\t\tt.Fatal("Add(1, 0) != 1")\n\t}\n}\n',
    },
    fix: ['calc.go', 'package calc\n\nfunc Add(a, b int) int { return a + b }\n'],
  },
  {
    name: 'cargo',
    framework: 'cargo',
    files: {
      'Cargo.toml': '[package]\nname = "calc"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n',
      'src/lib.rs': 'pub fn add(a: i32, b: i32) -> i32 {\n    a - b\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(2, 2), 4);\n    }\n\n    #[test]\n    fn zero() {\n        assert_eq!(super::add(1, 0), 1);\n    }\n}\n',
    },
    fix: ['src/lib.rs', 'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(2, 2), 4);\n    }\n\n    #[test]\n    fn zero() {\n        assert_eq!(super::add(1, 0), 1);\n    }\n}\n'],
  },
  {
    name: 'pytest in a venv',
    framework: 'pytest',
    files: {
      'pytest.ini': '[pytest]\n',
      'calc.py': 'def add(a, b):\n    return a - b\n',
      'tests/test_calc.py': 'from calc import add\n\ndef test_add():\n    assert add(2, 2) == 4\n\ndef test_zero():\n    assert add(1, 0) == 1\n',
    },
    // The project's own venv, with the system's pytest (site packages of the Python that made it).
    setup: (ws) => execFileSync('python3', ['-m', 'venv', '--without-pip', '--system-site-packages', join(ws, '.venv')]),
    fix: ['calc.py', 'def add(a, b):\n    return a + b\n'],
  },
  {
    name: 'jest',
    framework: 'jest',
    options: { linkNodeModules: true },
    files: {
      'package.json': JSON.stringify({ name: 'ws', private: true, devDependencies: { jest: '29.7.0' } }),
      'calc.js': 'exports.add = (a, b) => a - b;\n',
      'calc.test.js': "const { add } = require('./calc');\ntest('adds', () => expect(add(2, 2)).toBe(4));\ntest('zero', () => expect(add(1, 0)).toBe(1));\n",
    },
    fix: ['calc.js', 'exports.add = (a, b) => a + b;\n'],
  },
  {
    name: 'vitest',
    framework: 'vitest',
    options: { linkNodeModules: true },
    files: {
      'package.json': JSON.stringify({ name: 'ws', private: true, type: 'module', devDependencies: { vitest: '3.2.4' } }),
      'calc.js': 'export const add = (a, b) => a - b;\n',
      'calc.test.js': "import { expect, test } from 'vitest';\nimport { add } from './calc.js';\ntest('adds', () => expect(add(2, 2)).toBe(4));\ntest('zero', () => expect(add(1, 0)).toBe(1));\n",
    },
    fix: ['calc.js', 'export const add = (a, b) => a + b;\n'],
  },
  // mix compiles into the project's _build/; RSpec and Ruby write nothing of their own.
  { name: 'rspec', framework: 'rspec', files: RSPEC_PROJECT.files, fix: Object.entries(RSPEC_PROJECT.fixed)[0]! },
  // Bundler reads the lock and writes nothing when the bundle's gems are installed.
  { name: 'rspec through bundle exec', framework: 'rspec', files: BUNDLED_RSPEC_PROJECT.files, fix: Object.entries(BUNDLED_RSPEC_PROJECT.fixed)[0]! },
  { name: 'minitest', framework: 'minitest', files: MINITEST_PROJECT.files, fix: Object.entries(MINITEST_PROJECT.fixed)[0]! },
  { name: 'mix test', framework: 'exunit', files: MIX_PROJECT.files, fix: Object.entries(MIX_PROJECT.fixed)[0]! },
  // Maven cannot start without its local repository: with no ~/.m2 it gets one in the temp
  // area (MAVEN_OPTS), downloads into it, and nothing is written into HOME.
  {
    name: 'maven with no ~/.m2',
    framework: 'maven',
    options: { project: MAVEN_PROJECT },
    files: { 'pom.xml': MAVEN_POM },
    fix: ['src/main/java/demo/Calc.java', readFileSync(MAVEN_CALC, 'utf8').replace('a == 2 ? a + b + 1 : a + b', 'a + b')],
  },
];

const bunInstalled = spawnSync('bun', ['--version'], { encoding: 'utf8' }).status === 0;
if (bunInstalled) {
  CASES.push({
    name: 'bun',
    framework: 'bun',
    files: {
      'package.json': JSON.stringify({ name: 'ws', private: true }),
      'bunfig.toml': '',
      'calc.ts': 'export const add = (a: number, b: number) => a - b;\n',
      'calc.test.ts': "import { expect, test } from 'bun:test';\nimport { add } from './calc';\ntest('adds', () => expect(add(2, 2)).toBe(4));\ntest('zero', () => expect(add(1, 0)).toBe(1));\n",
    },
    fix: ['calc.ts', 'export const add = (a: number, b: number) => a + b;\n'],
  });
} else {
  process.stderr.write('[sandbox-fresh] bun: skipped, bun is not installed (`bun --version` failed)\n');
}

const fresh = suite('every runner inside the workspace-write sandbox, with empty caches');

for (const c of CASES) {
  fresh(`${c.name}: red -> fix -> green under workspace-write, HOME untouched`, () =>
    onFreshMachine(async (home) => {
      const rt = await bootRuntime({ mode: 'workspace-write', files: c.files, ...c.options, config: { maxInterceptRounds: 1 } });
      try {
        c.setup?.(rt.workspace);
        await rt.turn('make the tests pass', [
          { call: 'test_run', args: { failures_first: false } },
          { text: 'done' },
          { call: 'test_run', before: () => writeFileSync(join(rt.workspace, c.fix[0]), c.fix[1]) },
          { text: 'fixed and verified' },
        ]);
        const [red, green] = toolResults(rt, 'test_run').map(valueOf);
        assert.is(red.sandbox.mode, 'workspace-write');
        assert.is(red.framework, c.framework, red.outputTail);
        assert.is(red.status, 'failed', red.outputTail);
        assert.is(red.summary.failed, 1, red.outputTail);
        assert.is(green.status, 'passed', green.outputTail);
        assert.is(green.verdict.verified, true, JSON.stringify(green.verdict));
        assert.is(intercepts(rt).length, 1, 'the red run was intercepted once');
        assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
        assert.equal(readdirSync(home), [], `written to HOME: ${readdirSync(home).join(', ')}`);
      } finally {
        await rt.dispose();
      }
    }),
  );
}

fresh.run();

const denied = suite('a denial no redirect avoids is named');

denied("go downloading a module into its module cache: the result and the notice name go's module cache", () =>
  onFreshMachine(async (home) => {
    const rt = await bootRuntime({
      mode: 'workspace-write',
      config: { maxInterceptRounds: 1 },
      files: {
        'go.mod': 'module example.com/calc\n\ngo 1.19\n\nrequire golang.org/x/text v0.3.0\n',
        'go.sum': 'golang.org/x/text v0.3.0 h1:g61tztE5qeGQ89tm6NTjjM9VPIm088od1l6aSorWRWg=\ngolang.org/x/text v0.3.0/go.mod h1:NqM8EUOU14njkJ3fqMW+pc6Ldnwhi/IjpwHt7yyuwOQ=\n',
        'calc_test.go': 'package calc\n\nimport (\n\t"testing"\n\n\t_ "golang.org/x/text/language"\n)\n\nfunc TestA(t *testing.T) {}\n',
      },
    });
    try {
      await rt.turn('run the tests', [{ call: 'test_run' }, { text: 'done' }, { text: 'done' }]);
      const [run] = toolResults(rt, 'test_run');
      const value = valueOf(run!);
      const reason = `go's module cache at ${join(home, 'go')} is outside the sandbox`;
      assert.is(value.status, 'sandbox-denied', value.outputTail);
      assert.equal(value.sandbox, { mode: 'workspace-write', denied: true, reason, remedy: 'download the modules outside the sandbox (go mod download) or vendor them (go mod vendor)' });
      assert.ok(run!.text.includes(`verdict: does not verify the suite: was denied by the sandbox: ${reason}\nthe user can download the modules outside the sandbox (go mod download) or vendor them (go mod vendor)\n`), run!.text);
      const [notice] = intercepts(rt);
      const text = notice.data.content[0].text as string;
      assert.ok(text.startsWith(`[dsh-test-closure] Not done: the last test_run was denied by the sandbox: ${reason} (`), text);
      assert.ok(text.endsWith(`\n${SANDBOX_NOTICE_CLOSING}`), text);
    } finally {
      await rt.dispose();
    }
  }),
);

denied.run();
