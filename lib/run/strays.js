/**
 * Process containment: no process a test run started outlives it. Killing the run's process
 * group is not enough, since a test may start a process that leaves the group (`setsid`, a
 * daemonizing server, a browser). So every run is marked with an environment cookie, which
 * every descendant inherits whatever group or session it moves to (the technique of Jenkins'
 * process-tree killer), and when the run ends, normally, by timeout or by abort, every
 * process still carrying the cookie is sent SIGTERM, then SIGKILL after a grace period.
 *
 * The cookie's name is as random as its value, fresh for every run: code under test must not
 * be able to tell the gate's run from the user's (docs/sandbox.md), and a fixed name is a
 * variable it could test for. The name holds no word of the plugin's.
 *
 * Linux only: processes are found through `/proc/<pid>/environ`. Elsewhere nothing is found,
 * and the report says the platform gave no way to look. A process that clears its own
 * environment escapes the cookie; no process without the cookie is ever touched, and the
 * cookie is unique per run.
 *
 * @module dsh-test-closure/run/strays
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
/** Grace period between SIGTERM and SIGKILL. */
export const STRAY_GRACE_MS = 2000;
/** A fresh cookie for one run: `_` and 16 random hex digits (upper case), and 32 random hex digits. */
export function newRunCookie() {
    return { name: `_${randomBytes(8).toString('hex').toUpperCase()}`, value: randomBytes(16).toString('hex') };
}
/** The cookie as an environment entry. */
export function cookieEnv(cookie) {
    return { [cookie.name]: cookie.value };
}
const PROC = '/proc';
/** The processes whose environment carries `cookie`, this process excluded. */
export function markedProcesses(cookie) {
    const mark = `${cookie.name}=${cookie.value}`;
    const found = [];
    let entries;
    try {
        entries = readdirSync(PROC);
    }
    catch {
        return found;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const pid = Number(entry);
        if (pid === process.pid)
            continue;
        let environ;
        try {
            // Unreadable (another user's, or gone already): not ours to touch. A zombie's is empty.
            environ = readFileSync(`${PROC}/${entry}/environ`, 'latin1');
        }
        catch {
            continue;
        }
        if (!environ.split('\0').includes(mark))
            continue;
        let command = '?';
        try {
            command = readFileSync(`${PROC}/${entry}/comm`, 'utf8').trim() || '?';
        }
        catch {
            // It exited between the two reads: it is still reported, and the kill will find it gone.
        }
        found.push({ pid, command });
    }
    return found;
}
function signal(pid, sig) {
    try {
        process.kill(pid, sig);
    }
    catch {
        // ESRCH: already gone. EPERM cannot happen for a process whose environ we could read.
    }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Ends every process still carrying `cookie`: SIGTERM, then SIGKILL for those still marked
 * after `graceMs`. A pid is re-checked for the cookie before SIGKILL, so a pid reused by an
 * unrelated process in between is never hit.
 */
export async function endStrays(cookie, graceMs = STRAY_GRACE_MS) {
    if (!existsSync(`${PROC}/self/environ`))
        return { supported: false, ended: [] };
    const strays = markedProcesses(cookie);
    if (strays.length === 0)
        return { supported: true, ended: [] };
    for (const p of strays)
        signal(p.pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    let alive = markedProcesses(cookie);
    while (alive.length > 0 && Date.now() < deadline) {
        await sleep(50);
        alive = markedProcesses(cookie);
    }
    for (const p of alive)
        signal(p.pid, 'SIGKILL');
    return { supported: true, ended: strays };
}
/** The note for a report, or undefined when nothing was left behind. */
export function strayNote(report) {
    if (report.ended.length === 0)
        return undefined;
    const counts = new Map();
    for (const p of report.ended)
        counts.set(p.command, (counts.get(p.command) ?? 0) + 1);
    const names = [...counts].map(([name, n]) => (n > 1 ? `${name} (${n})` : name)).join(', ');
    const n = report.ended.length;
    return `ended ${n} process${n === 1 ? '' : 'es'} the run left behind: ${names}`;
}
