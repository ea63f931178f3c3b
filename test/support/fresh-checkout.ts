/**
 * A checkout as `git clone` leaves it, for the e2e tests that install from one: the repository's
 * tracked files as they are in the work tree, with the lib/ a fresh build makes (unpacked from
 * the packed plugin, scripts/e2e/pack-plugin.mjs), committed in a git repository of its own so
 * a test can tell whether an install modified it.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

const REPO = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command; throws with its output when it fails. */
export function sh(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 300_000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} in ${cwd}: exit ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Makes `<scratch>/dsh-test-closure` from the work tree and the packed plugin `tgz`; returns its path. */
export function freshCheckout(scratch: string, tgz: string): string {
  const dir = join(scratch, 'dsh-test-closure');
  const files = sh('git', ['ls-files', '-z'], REPO).split('\0').filter((f) => f !== '' && !f.startsWith('lib/'));
  for (const f of files) {
    if (!existsSync(join(REPO, f))) continue; // deleted in the work tree, not yet committed
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    copyFileSync(join(REPO, f), join(dir, f));
    chmodSync(join(dir, f), statSync(join(REPO, f)).mode);
  }
  const unpack = join(scratch, 'unpacked');
  mkdirSync(unpack);
  sh('tar', ['xzf', tgz, '-C', unpack], scratch);
  sh('cp', ['-a', join(unpack, 'package', 'lib'), join(dir, 'lib')], scratch);
  const git = ['-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', '-c', 'commit.gpgsign=false'];
  sh('git', ['init', '-q'], dir);
  sh('git', [...git, 'add', '-A'], dir);
  sh('git', [...git, 'commit', '-q', '-m', 'fresh checkout'], dir);
  return dir;
}
