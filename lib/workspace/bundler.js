/**
 * Bundler: whether a Ruby runner's planned command runs through the project's bundle.
 *
 * A root `Gemfile.lock` that locks the runner's gem (a `    rspec-core (3.12.0)` entry under
 * `specs:`) is a bundle resolved for the project: its gems, not whatever else is installed,
 * are what the tests load, so the command runs as `bundle exec …`, as the project's own
 * scripts and CI do. A Gemfile without a lock is not enough: `bundle exec` would resolve the
 * bundle and write Gemfile.lock into the workspace, so the runner on PATH runs instead.
 *
 * @module dsh-test-closure/workspace/bundler
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp } from "../runners/regexp.js";
import { isFileInside } from "./inside.js";
/** Bundler's lockfile, at the root. */
export const BUNDLER_LOCKFILE = 'Gemfile.lock';
/** The words before a command that runs through the bundle. */
export const BUNDLE_EXEC = ['bundle', 'exec'];
/** Whether a Gemfile.lock's text locks `gem` (a spec entry, 4 spaces in, any version). */
export function locksGem(lockText, gem) {
    return new RegExp(`^ {4}${escapeRegExp(gem)} \\(`, 'm').test(lockText);
}
/** The root's Gemfile.lock when it locks `gem`; undefined otherwise (none, unreadable, or no such gem). */
export function bundleLocking(root, gem) {
    if (!isFileInside(root, BUNDLER_LOCKFILE))
        return undefined;
    try {
        return locksGem(readFileSync(join(root, BUNDLER_LOCKFILE), 'utf8'), gem) ? BUNDLER_LOCKFILE : undefined;
    }
    catch {
        return undefined;
    }
}
