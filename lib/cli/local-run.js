/**
 * Runs a planned test command on the local shell for the command-line front end (no dsh
 * host): `bash -c` in its own process group, stdin closed, colour off, output tails kept
 * within {@link OUTPUT_BUDGET_BYTES} per stream, the whole process group killed at the
 * timeout, and every process of the run still alive when it ends, in the group or not,
 * ended (run/strays.ts). Produces the same {@link ProcessOutcome} the plugin builds from `ctx.shell`.
 *
 * @module dsh-test-closure/cli/local-run
 */
import { spawn } from 'node:child_process';
import { OUTPUT_BUDGET_BYTES } from "../run/result.js";
import { joinStreams, keptTail } from "../run/result.js";
import { cookieEnv, endStrays, newRunCookie, strayNote } from "../run/strays.js";
/** Grace period between SIGTERM and SIGKILL for the process group. */
const KILL_GRACE_MS = 2000;
/** A bounded tail buffer: keeps at most `limit` characters, remembers whether it dropped any. */
class Tail {
    text = '';
    truncated = false;
    limit;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.text += chunk;
        if (this.text.length > this.limit) {
            this.text = this.text.slice(-this.limit);
            this.truncated = true;
        }
    }
}
function killGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // ESRCH: the group is already gone, which is what we wanted.
    }
}
export function runLocally(options) {
    const started = Date.now();
    const cookie = options.cookie ?? newRunCookie();
    return new Promise((resolve) => {
        const child = spawn('bash', ['-c', options.command], {
            cwd: options.cwd,
            env: { ...process.env, ...options.env, ...cookieEnv(cookie) },
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
        });
        const stdout = new Tail(OUTPUT_BUDGET_BYTES);
        const stderr = new Tail(OUTPUT_BUDGET_BYTES);
        child.stdout.setEncoding('utf8').on('data', (c) => {
            stdout.push(c);
            options.onOutput?.(c);
        });
        child.stderr.setEncoding('utf8').on('data', (c) => {
            stderr.push(c);
            options.onOutput?.(c);
        });
        let timedOut = false;
        let killTimer;
        const timer = setTimeout(() => {
            timedOut = true;
            killGroup(child.pid, 'SIGTERM');
            killTimer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
        }, options.timeoutMs);
        let settled = false;
        let strays = { supported: true, ended: [] };
        const finish = (exitCode, error) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            if (killTimer)
                clearTimeout(killTimer);
            const err = error ? `${error.message}\n` : '';
            const out = keptTail(stdout.text, stdout.truncated);
            const errText = keptTail(stderr.text, stderr.truncated) + err;
            resolve({
                exitCode: timedOut ? null : exitCode,
                timedOut,
                aborted: false,
                sandbox: { mode: 'none', denied: false },
                output: joinStreams(out, errText),
                truncated: stdout.truncated || stderr.truncated,
                durationMs: Date.now() - started,
                notes: [strayNote(strays)].filter((n) => n !== undefined),
            });
        };
        let exitCode = null;
        child.on('error', (error) => finish(127, error));
        // Runners may leave children behind (watchers, servers) that hold the pipes open, so
        // 'close' would never come: the group dies with the main process, and so does every
        // process of the run that left the group.
        child.on('exit', (code) => {
            exitCode = code;
            killGroup(child.pid, 'SIGKILL');
            void endStrays(cookie).then((report) => {
                strays = report;
                closed.then(() => finish(exitCode));
            });
        });
        const closed = new Promise((resolveClosed) => child.on('close', () => resolveClosed()));
    });
}
