/**
 * How the environment (workspace/environment.ts) differs from the one signed when the session
 * started, and whether the project's own install accounts for each difference.
 *
 * A change is **installed** (named in the run's notes and the session's log, and it does not
 * block) when the project's install records it:
 * - under `node_modules`, a package added, removed or at another version that the lockfile, as
 *   it is after the run, records so: `package-lock.json` (or `npm-shrinkwrap.json`) lists that
 *   path at that version (a removed one not at all); yarn's, pnpm's or bun's lockfile names the
 *   package and the version; a project with no lockfile at all has a changed `package.json`
 *   (an install from an unchanged lockfile, `npm ci` on a fresh checkout, is the project's too);
 * - in a virtualenv's site-packages, an entry added or at another version that an installed
 *   distribution's RECORD owns (the installer's own record; pip keeps no lockfile), or removed.
 *
 * Any other change is **foreign**, and the run is another suite (closure/suite.ts):
 * - a package whose files changed while its version did not (`changed in place`): no install
 *   does that, a patched assertion library or a file added under `node_modules` does;
 * - a package added, removed or of another version that no lockfile records (`unrecorded`);
 * - a virtualenv's interpreter or `pyvenv.cfg` changed (`interpreter`);
 * - a virtualenv that did not exist when the session started, which the run's command uses
 *   (`new-virtualenv`): a launcher made mid-session is never adopted as the suite.
 *
 * Pure over the two records and the lockfiles' text.
 *
 * @module dsh-test-closure/closure/environment-change
 */
import type { EnvironmentRecord } from '../workspace/environment.ts';

/** A change the project's install accounts for. */
export interface InstalledChange {
  /** The package's name; empty in site-packages, where the versions name the distributions. */
  name: string;
  /** The version at session start; absent for an added package. */
  was?: string;
  /** The version now; absent for a removed package. */
  now?: string;
}

export type ForeignKind = 'changed-in-place' | 'unrecorded' | 'interpreter' | 'new-virtualenv';

/** A change nothing accounts for: `path` from the workspace root. */
export interface ForeignChange {
  path: string;
  kind: ForeignKind;
  /** The package's name and version, where it is a package. */
  name?: string;
  version?: string;
}

export interface EnvironmentChanges {
  installed: InstalledChange[];
  foreign: ForeignChange[];
}

/** The lockfiles whose `packages` map records each path's version (npm's v2 and v3 format). */
const NPM_LOCKS = ['npm-shrinkwrap.json', 'package-lock.json'];
/** Lockfiles of other package managers: read as text. */
const TEXT_LOCKS = ['yarn.lock', 'pnpm-lock.yaml', 'bun.lock'];

/** What the install's records say now: read lazily, only when a package changed. */
export interface LockReader {
  /** A file's text, or undefined when absent. */
  read(path: string): string | undefined;
}

/**
 * True when the lockfile, as it is now, records `path` at `version` (undefined: removed). Changed
 * or not: an install from an unchanged lockfile (`npm ci` on a fresh checkout) is the project's too.
 */
function lockRecords(start: EnvironmentRecord, now: EnvironmentRecord, locks: LockReader, path: string, name: string, version: string | undefined): boolean {
  for (const file of NPM_LOCKS) {
    if (now.records[file] === undefined) continue;
    try {
      const lock = JSON.parse(locks.read(file) ?? '') as { packages?: Record<string, { version?: string }> };
      const entry = lock.packages?.[path];
      return version === undefined ? entry === undefined : entry?.version === version;
    } catch {
      return false;
    }
  }
  for (const file of TEXT_LOCKS) {
    if (now.records[file] === undefined) continue;
    const text = locks.read(file) ?? '';
    return version === undefined ? true : text.includes(name) && text.includes(version);
  }
  // No lockfile: the manifest is the only record of an install.
  return now.records['package.json'] !== undefined && now.records['package.json'] !== start.records['package.json'];
}

const inSitePackages = (path: string): boolean => path.includes('/site-packages/');

/** The virtualenv directory a package path is under, if any. */
function venvOf(path: string, record: EnvironmentRecord): string | undefined {
  return Object.keys(record.virtualenvs).find((venv) => path.startsWith(`${venv}/`));
}

/** Compares the environment now with the session's, for a run of `command`. */
export function environmentChanges(start: EnvironmentRecord, now: EnvironmentRecord, locks: LockReader, command: string): EnvironmentChanges {
  const installed: InstalledChange[] = [];
  const foreign: ForeignChange[] = [];
  for (const [venv, signature] of Object.entries(now.virtualenvs)) {
    const was = start.virtualenvs[venv];
    if (was === undefined) {
      if (command.includes(`${venv}/`)) foreign.push({ path: venv, kind: 'new-virtualenv' });
    } else if (was !== signature) {
      foreign.push({ path: venv, kind: 'interpreter' });
    }
  }
  const paths = new Set([...Object.keys(start.packages), ...Object.keys(now.packages)]);
  for (const path of [...paths].sort()) {
    const before = start.packages[path];
    const after = now.packages[path];
    if (before !== undefined && after !== undefined && before.signature === after.signature) continue;
    // A virtualenv made since the session started is judged as a whole (above), not per package.
    const venv = venvOf(path, now) ?? venvOf(path, start);
    if (venv !== undefined && start.virtualenvs[venv] === undefined) continue;
    // Past the start's file bound a package was never signed: nothing to compare it with.
    if (before === undefined && start.truncated) continue;
    const name = after?.name ?? before!.name;
    if (before !== undefined && after !== undefined && before.version === after.version) {
      foreign.push({ path, kind: 'changed-in-place', name, ...(after.version !== '' ? { version: after.version } : {}) });
      continue;
    }
    const version = after?.version;
    const recorded = inSitePackages(path) ? after === undefined || after.version !== '' : version !== '' && lockRecords(start, now, locks, path, name, version);
    if (recorded) {
      // In site-packages the versions are the owning distributions' (`pluggy 1.5.0`), which name them already.
      const change: InstalledChange = {
        name: inSitePackages(path) ? '' : name,
        ...(before !== undefined && before.version !== '' ? { was: before.version } : {}),
        ...(after !== undefined ? { now: after.version } : {}),
      };
      if (!installed.some((c) => c.name === change.name && c.was === change.was && c.now === change.now)) installed.push(change);
    } else {
      foreign.push({ path, kind: 'unrecorded', name, ...(version !== undefined && version !== '' ? { version } : {}) });
    }
  }
  return { installed, foreign };
}

/**
 * The run's match to the suite once its environment is compared with the session's: a suite
 * run in a foreign environment is another suite; the installed changes are returned to be
 * named. Only a run of the suite is compared (nothing else can verify it).
 */
export function matchEnvironment<M extends { scope: string; environmentChanged?: ForeignChange[] }>(match: M, start: EnvironmentRecord | undefined, now: () => EnvironmentRecord, locks: LockReader, command: string): { match: M | (M & { scope: 'other-suite' }); installed: InstalledChange[] } {
  if (start === undefined || match.scope !== 'suite') return { match, installed: [] };
  const changes = environmentChanges(start, now(), locks, command);
  if (changes.foreign.length === 0) return { match, installed: changes.installed };
  return { match: { ...match, scope: 'other-suite', environmentChanged: changes.foreign }, installed: changes.installed };
}
