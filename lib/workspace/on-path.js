/**
 * Whether a program is on a PATH, by looking (stat only, never spawning): the probe reads,
 * it does not run anything. The PATH searched is the one the run's shell inherits.
 *
 * @module dsh-test-closure/workspace/on-path
 */
import { accessSync, constants, statSync } from 'node:fs';
import { join } from 'node:path';
/**
 * A lookup over one PATH string.
 *
 * @param path a `:`-separated PATH (default: this process's, which the shell inherits).
 * @returns `onPath(name)`: true when some PATH directory holds an executable file `name`.
 */
export function pathLookup(path = process.env['PATH']) {
    const dirs = (path ?? '').split(':').filter((d) => d !== '');
    return (name) => dirs.some((dir) => {
        const file = join(dir, name);
        try {
            if (!statSync(file).isFile())
                return false;
            accessSync(file, constants.X_OK);
            return true;
        }
        catch {
            return false;
        }
    });
}
