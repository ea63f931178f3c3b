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
/** What the install's records say now: read lazily, only when a package changed. */
export interface LockReader {
    /** A file's text, or undefined when absent. */
    read(path: string): string | undefined;
}
/** Compares the environment now with the session's, for a run of `command`. */
export declare function environmentChanges(start: EnvironmentRecord, now: EnvironmentRecord, locks: LockReader, command: string): EnvironmentChanges;
/**
 * The run's match to the suite once its environment is compared with the session's: a suite
 * run in a foreign environment is another suite; the installed changes are returned to be
 * named. Only a run of the suite is compared (nothing else can verify it).
 */
export declare function matchEnvironment<M extends {
    scope: string;
    environmentChanged?: ForeignChange[];
}>(match: M, start: EnvironmentRecord | undefined, now: () => EnvironmentRecord, locks: LockReader, command: string): {
    match: M | (M & {
        scope: 'other-suite';
    });
    installed: InstalledChange[];
};
