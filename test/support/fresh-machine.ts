/**
 * A fresh machine's HOME and temp directory for the duration of a runtime test: HOME where the
 * sandbox denies writes, as a real home is (outside the workspace and /tmp), the temp directory
 * where it allows them; the environment is restored after. A test asserts the HOME it is given
 * is still empty: the runner wrote nothing outside the workspace and the temp directory.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A directory outside the sandbox's writable area on Linux (the workspace and /tmp). */
const OUTSIDE_TMP = '/var/tmp';

export async function onFreshHome<T>(body: (home: string) => Promise<T>): Promise<T> {
  const home = mkdtempSync(join(existsSync(OUTSIDE_TMP) ? OUTSIDE_TMP : tmpdir(), 'dtc-fresh-home-'));
  const tmp = mkdtempSync(join(tmpdir(), 'dtc-fresh-tmp-'));
  const saved = { ...process.env };
  Object.assign(process.env, { HOME: home, TMPDIR: tmp, TMP: tmp, TEMP: tmp });
  try {
    return await body(home);
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    rmSync(home, { recursive: true, force: true });
    rmSync(tmp, { recursive: true, force: true });
  }
}
