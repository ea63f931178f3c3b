/** The lockfiles whose `packages` map records each path's version (npm's v2 and v3 format). */
const NPM_LOCKS = ['npm-shrinkwrap.json', 'package-lock.json'];
/** Lockfiles of other package managers: read as text. */
const TEXT_LOCKS = ['yarn.lock', 'pnpm-lock.yaml', 'bun.lock'];
/**
 * True when the lockfile, as it is now, records `path` at `version` (undefined: removed). Changed
 * or not: an install from an unchanged lockfile (`npm ci` on a fresh checkout) is the project's too.
 */
function lockRecords(start, now, locks, path, name, version) {
    for (const file of NPM_LOCKS) {
        if (now.records[file] === undefined)
            continue;
        try {
            const lock = JSON.parse(locks.read(file) ?? '');
            const entry = lock.packages?.[path];
            return version === undefined ? entry === undefined : entry?.version === version;
        }
        catch {
            return false;
        }
    }
    for (const file of TEXT_LOCKS) {
        if (now.records[file] === undefined)
            continue;
        const text = locks.read(file) ?? '';
        return version === undefined ? true : text.includes(name) && text.includes(version);
    }
    // No lockfile: the manifest is the only record of an install.
    return now.records['package.json'] !== undefined && now.records['package.json'] !== start.records['package.json'];
}
const inSitePackages = (path) => path.includes('/site-packages/');
/** The virtualenv directory a package path is under, if any. */
function venvOf(path, record) {
    return Object.keys(record.virtualenvs).find((venv) => path.startsWith(`${venv}/`));
}
/** Compares the environment now with the session's, for a run of `command`. */
export function environmentChanges(start, now, locks, command) {
    const installed = [];
    const foreign = [];
    for (const [venv, signature] of Object.entries(now.virtualenvs)) {
        const was = start.virtualenvs[venv];
        if (was === undefined) {
            if (command.includes(`${venv}/`))
                foreign.push({ path: venv, kind: 'new-virtualenv' });
        }
        else if (was !== signature) {
            foreign.push({ path: venv, kind: 'interpreter' });
        }
    }
    const paths = new Set([...Object.keys(start.packages), ...Object.keys(now.packages)]);
    for (const path of [...paths].sort()) {
        const before = start.packages[path];
        const after = now.packages[path];
        if (before !== undefined && after !== undefined && before.signature === after.signature)
            continue;
        // A virtualenv made since the session started is judged as a whole (above), not per package.
        const venv = venvOf(path, now) ?? venvOf(path, start);
        if (venv !== undefined && start.virtualenvs[venv] === undefined)
            continue;
        // Past the start's file bound a package was never signed: nothing to compare it with.
        if (before === undefined && start.truncated)
            continue;
        const name = after?.name ?? before.name;
        if (before !== undefined && after !== undefined && before.version === after.version) {
            foreign.push({ path, kind: 'changed-in-place', name, ...(after.version !== '' ? { version: after.version } : {}) });
            continue;
        }
        const version = after?.version;
        const recorded = inSitePackages(path) ? after === undefined || after.version !== '' : version !== '' && lockRecords(start, now, locks, path, name, version);
        if (recorded) {
            // In site-packages the versions are the owning distributions' (`pluggy 1.5.0`), which name them already.
            const change = {
                name: inSitePackages(path) ? '' : name,
                ...(before !== undefined && before.version !== '' ? { was: before.version } : {}),
                ...(after !== undefined ? { now: after.version } : {}),
            };
            if (!installed.some((c) => c.name === change.name && c.was === change.was && c.now === change.now))
                installed.push(change);
        }
        else {
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
export function matchEnvironment(match, start, now, locks, command) {
    if (start === undefined || match.scope !== 'suite')
        return { match, installed: [] };
    const changes = environmentChanges(start, now(), locks, command);
    if (changes.foreign.length === 0)
        return { match, installed: changes.installed };
    return { match: { ...match, scope: 'other-suite', environmentChanged: changes.foreign }, installed: changes.installed };
}
