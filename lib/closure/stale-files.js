/**
 * Housekeeping of small per-project records kept outside the workspace (the suite's durations,
 * the CLI's last run): one file per project ever run would pile up, so a record not written for
 * a while is removed when another is written.
 *
 * @module dsh-test-closure/closure/stale-files
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
/**
 * Removes the files of `dir` whose name matches `name` and that were not written for `maxAgeMs`
 * by this machine's clock (file times are its), `keep` aside. Best effort: a file that cannot be
 * read or removed stays (gone already, or not ours to remove).
 */
export function removeStaleFiles(dir, name, maxAgeMs, now = Date.now(), keep) {
    let names;
    try {
        names = readdirSync(dir);
    }
    catch {
        return;
    }
    for (const entry of names) {
        if (!name.test(entry))
            continue;
        const file = join(dir, entry);
        if (file === keep)
            continue;
        try {
            if (now - statSync(file).mtimeMs > maxAgeMs)
                rmSync(file, { force: true });
        }
        catch {
            // Gone already, or not ours to remove.
        }
    }
}
