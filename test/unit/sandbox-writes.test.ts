/**
 * Where runs under the sandbox write (run/sandbox-writes.ts, runners/outside-writes.ts) and what a denied run says it was
 * denied (run/sandbox-denial.ts), on the messages the runners really print under landlock.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDenial } from '../../src/run/sandbox-denial.ts';
import { ensurePrivateDir, privateCacheDir } from '../../src/run/sandbox-writes.ts';
import { outsideWriters, sandboxWriteEnv } from '../../src/runners/outside-writes.ts';
import { FRAMEWORKS } from '../../src/runners/registry.ts';
import { blockerText } from '../../src/render/blockers.ts';
import { NOTICE_CLOSING, SANDBOX_NOTICE_CLOSING, steerNotice } from '../../src/render/gate-notices.ts';

const ENV = { HOME: '/home/u' };
const writers = outsideWriters(ENV, '/home/u');
const deny = (output: string, mode = 'workspace-write') => readDenial(output, mode, '/work/ws', writers);

const denial = suite('sandbox denials named');

denial("go's build cache, as go says it on a machine where go never ran", () => {
  assert.equal(deny('failed to initialize build cache at /home/u/.cache/go-build: mkdir /home/u/.cache: permission denied\n'), { text: "go's build cache at /home/u/.cache/go-build is outside the sandbox" });
});

denial("go's build cache with entries in it: a write to one of them", () => {
  assert.equal(deny('open /home/u/.cache/go-build/73/73ab-a: permission denied\nFAIL\texample.com/calc [build failed]\n'), { text: "go's build cache at /home/u/.cache/go-build is outside the sandbox" });
});

denial("go's module cache, with what the user can do", () => {
  assert.equal(deny('go: could not create module cache: mkdir /home/u/go: permission denied\n'), {
    text: "go's module cache at /home/u/go is outside the sandbox",
    remedy: 'download the modules outside the sandbox (go mod download) or vendor them (go mod vendor)',
  });
});

denial("cargo's home, as cargo reports a lock it cannot open", () => {
  const out = 'error: failed to open: /home/u/.cargo/.package-cache\n\nCaused by:\n  Permission denied (os error 13)\n';
  assert.equal(deny(out), { text: "cargo's home at /home/u/.cargo is outside the sandbox", remedy: 'fetch the crates outside the sandbox (cargo fetch) or vendor them (cargo vendor)' });
});

denial('a path no runner owns is named as a write; node, Python and coreutils messages', () => {
  assert.equal(deny("Error: EACCES: permission denied, open '/etc/app.conf'\n"), { text: 'a write to /etc/app.conf is outside the sandbox' });
  assert.equal(deny("PermissionError: [Errno 13] Permission denied: '/home/u/out.txt'\n"), { text: 'a write to /home/u/out.txt is outside the sandbox' });
  assert.equal(deny("touch: cannot touch '/var/tmp/x': Permission denied\n"), { text: 'a write to /var/tmp/x is outside the sandbox' });
});

denial('read-only: every write is denied, and the clause says so', () => {
  assert.equal(deny("touch: cannot touch '/work/ws/x': Permission denied\nmkdir /home/u/.cache: permission denied\n", 'read-only')?.text, 'a write to /home/u/.cache was denied: the sandbox is read-only');
});

denial('nothing named outside the workspace: no reason', () => {
  assert.is(deny("touch: cannot touch '/work/ws/x': Permission denied\n"), undefined);
  assert.is(deny('FAIL: expected permission denied to be handled\n'), undefined);
});

denial('the clause in the verdict, and the notice asks to tell the user, not to fix code', () => {
  const blocker = { check: 'passed' as const, status: 'sandbox-denied', exitCode: 1, total: 0, denial: "go's build cache at /home/u/.cache/go-build is outside the sandbox" };
  assert.is(blockerText(blocker), "was denied by the sandbox: go's build cache at /home/u/.cache/go-build is outside the sandbox");
  const run: any = { status: 'sandbox-denied', summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures: [], failureCount: 0, command: 'go test -v -count=1 ./... < /dev/null' };
  const notice = steerNotice(run, [blocker], 1, 2);
  assert.ok(notice.startsWith("[dsh-test-closure] Not done: the last test_run was denied by the sandbox: go's build cache at /home/u/.cache/go-build is outside the sandbox ("), notice);
  assert.ok(notice.endsWith(`\n${SANDBOX_NOTICE_CLOSING}`), notice);
  assert.not.ok(notice.includes(NOTICE_CLOSING), notice);
  assert.is(SANDBOX_NOTICE_CLOSING, 'The sandbox denied the run, not a test: do not change code for it; tell the user what was denied.');
});

denial('where each runner writes outside, as its own variable or its default puts it', () => {
  const at = (env: NodeJS.ProcessEnv, what: string) => outsideWriters(env, '/home/u').filter((w) => w.what === what).map((w) => w.path);
  assert.equal(at(ENV, "Maven's local repository"), ['/home/u/.m2/repository', '/home/u/.m2']);
  // Java's home is the account's whatever HOME says, or -Duser.home in MAVEN_OPTS.
  assert.equal(at({ HOME: '/elsewhere' }, "Maven's local repository"), ['/home/u/.m2/repository', '/home/u/.m2']);
  assert.equal(at({ ...ENV, MAVEN_OPTS: '-Xmx1g -Duser.home=/opt/m' }, "Maven's local repository"), ['/opt/m/.m2/repository', '/opt/m/.m2']);
  assert.equal(at(ENV, "mix's home"), ['/home/u/.mix']);
  assert.equal(at({ ...ENV, MIX_HOME: '/opt/mix' }, "mix's home"), ['/opt/mix']);
  assert.equal(at({ ...ENV, MIX_XDG: '1' }, "mix's home"), ['/home/u/.local/share/mix']);
  assert.equal(at({ ...ENV, MIX_XDG: '1', XDG_DATA_HOME: '/d' }, "mix's home"), ['/d/mix']);
  assert.equal(at(ENV, "mix's archives"), [], 'in mix home unless MIX_ARCHIVES moves them');
  assert.equal(at({ ...ENV, MIX_ARCHIVES: '/opt/archives' }, "mix's archives"), ['/opt/archives']);
  assert.equal(at(ENV, "Hex's home"), ['/home/u/.hex']);
  assert.equal(at({ ...ENV, HEX_HOME: '/opt/hex' }, "Hex's home"), ['/opt/hex']);
  assert.equal(at(ENV, "rebar3's cache"), ['/home/u/.cache/rebar3']);
  assert.equal(at({ ...ENV, XDG_CACHE_HOME: '/c' }, "rebar3's cache"), ['/c/rebar3']);
  assert.equal(at(ENV, "go's build cache"), ['/home/u/.cache/go-build']);
  assert.equal(at(ENV, "cargo's build output"), [], 'no CARGO_TARGET_DIR: the build output is in the workspace');
  assert.is(writers.at(-1)!.what, 'the home directory');
});

// By the path alone, as a system error names it: Maven's own message for its repository
// (`Could not create local repository at …`) is on stdout with no system text, so dsh's shell
// does not report the run denied and no denial is read from it.
denial("a denied path under Maven's local repository or Hex's home is named as theirs, with what the user can do", () => {
  assert.equal(deny('mkdir /home/u/.m2/repository/org/junit: permission denied\n'), {
    text: "Maven's local repository at /home/u/.m2/repository is outside the sandbox",
    remedy: 'download the dependencies outside the sandbox (run mvn test there once)',
  });
  assert.equal(deny("touch: cannot touch '/home/u/.hex/cache.ets': Permission denied\n"), { text: "Hex's home at /home/u/.hex is outside the sandbox", remedy: 'fetch the dependencies outside the sandbox (mix deps.get)' });
});

denial.run();

const writes = suite('sandbox writes redirected');

/** A home where Maven ran (it has ~/.m2), for `body`. */
function withHome<T>(m2: boolean, body: (home: string) => T): T {
  const home = mkdtempSync(join(tmpdir(), 'dtc-home-'));
  try {
    if (m2) mkdirSync(join(home, '.m2'));
    return body(home);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

writes('go gets GOCACHE in the private cache directory under workspace-write only; no other runner where its stores exist', () =>
  withHome(true, (home) => {
    const dir = privateCacheDir();
    const env = (f: Parameters<typeof sandboxWriteEnv>[0], mode: string | undefined) => sandboxWriteEnv(f, mode, { HOME: home }, home);
    assert.equal(env(['go'], 'workspace-write'), { GOCACHE: join(dir, 'go-build') });
    assert.equal(env(['go'], 'read-only'), {});
    assert.equal(env(['go'], 'danger-full-access'), {});
    assert.equal(env(['go'], undefined), {});
    for (const f of FRAMEWORKS.filter((framework) => framework !== 'go')) assert.equal(env([f], 'workspace-write'), {}, f);
    assert.equal(env(['vitest', 'go'], 'workspace-write'), { GOCACHE: join(dir, 'go-build') });
  }),
);

writes("Maven's local repository goes to the temp area only where the user has no ~/.m2, in MAVEN_OPTS after the user's own options", () =>
  withHome(false, (home) => {
    const repo = `-Dmaven.repo.local=${join(privateCacheDir(), 'maven-repository')}`;
    assert.equal(sandboxWriteEnv(['maven'], 'workspace-write', { HOME: home }, home), { MAVEN_OPTS: repo });
    assert.equal(sandboxWriteEnv(['maven'], 'workspace-write', { HOME: home, MAVEN_OPTS: '-Xmx1g' }, home), { MAVEN_OPTS: `-Xmx1g ${repo}` });
    assert.equal(sandboxWriteEnv(['maven'], 'read-only', { HOME: home }, home), {});
    assert.equal(sandboxWriteEnv(['maven'], undefined, { HOME: home }, home), {});
    // Java's home is the one Maven reads: the account's, or -Duser.home in MAVEN_OPTS.
    withHome(true, (ran) => {
      assert.equal(sandboxWriteEnv(['maven'], 'workspace-write', { HOME: home }, ran), {});
      assert.equal(sandboxWriteEnv(['maven'], 'workspace-write', { HOME: ran }, home), { MAVEN_OPTS: repo });
      assert.equal(sandboxWriteEnv(['maven'], 'workspace-write', { HOME: home, MAVEN_OPTS: `-Duser.home=${ran}` }, home), {});
    });
  }),
);

writes('the private directory is 0700 and ours; one others can write is refused', () => {
  const base = mkdtempSync(join(tmpdir(), 'dtc-private-'));
  try {
    const dir = join(base, 'cache');
    assert.ok(ensurePrivateDir(dir));
    assert.is(lstatSync(dir).mode & 0o777, 0o700);
    const open = join(base, 'open');
    ensurePrivateDir(open);
    chmodSync(open, 0o777);
    assert.not.ok(ensurePrivateDir(open));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

writes.run();
