import { captureBaseline, defaultStateDir, loadBaseline, sessionDir } from "../closure/harness-baseline.js";
import { recoverSwap } from "../closure/harness-swap.js";
import { recordTestReads } from "../closure/test-reads-baseline.js";
import { testReadsOf } from "../workspace/test-reads.js";
import { PLUGIN_NAME } from "../report/names.js";
import { baselineBoundNote } from "../render/baseline-bound.js";
import { allFilesOf, fingerprintWorkspace } from "../workspace/fingerprint.js";
import { workspaceRootFor } from "./shell-run.js";
import { callPlanner } from "../call/planner.js";
import { resolveCommandWords } from "../workspace/command-words.js";
import { signEnvironment } from "../workspace/environment.js";
export class SessionBaselines {
    #ctx;
    #stateDir;
    #sessions = new Map();
    /** The plugin instance's planner: the session's suite, its start run and every test_run plan through it. */
    planner;
    constructor(ctx, stateDir, planner = callPlanner({})) {
        this.#ctx = ctx;
        this.#stateDir = stateDir ?? defaultStateDir();
        this.planner = planner;
    }
    /** The suite's planned command now and what its words resolve to; undefined when nothing is detected. */
    async #suiteCommand(root) {
        try {
            const plan = await this.planner.suitePlan(root);
            return { command: plan.command, words: resolveCommandWords(plan.command, root), runner: plan.runner };
        }
        catch {
            return undefined;
        }
    }
    /** The environment signed now; undefined when it cannot be (the session runs without that check, and says so). */
    #environment(agentId, root) {
        try {
            return signEnvironment(root);
        }
        catch (error) {
            this.#ctx.logger(PLUGIN_NAME).warn(`session ${agentId}: no environment signature (${error.message})`);
            return undefined;
        }
    }
    /** The session's state directory. */
    dirOf(sessionId) {
        return sessionDir(this.#stateDir, sessionId);
    }
    async #take(agent, when, fresh) {
        const dir = this.dirOf(agent.id);
        const root = workspaceRootFor(this.#ctx, { agent: agent });
        try {
            recoverSwap(dir);
            const stored = fresh ? undefined : loadBaseline(dir);
            if (stored && stored.root === root)
                return { baseline: stored, dir };
            const start = await fingerprintWorkspace(root);
            // A resumed session with nothing stored began before the plugin saw it: recorded now, and said so.
            const command = await this.#suiteCommand(root);
            const baseline = captureBaseline(agent.id, root, start, dir, fresh ? when : 'first-run', command, this.#environment(agent.id, root));
            if (baseline.truncated)
                this.#ctx.logger(PLUGIN_NAME).warn(`session ${agent.id}: ${baselineBoundNote(baseline.files.size)}`);
            // What the tests read beyond the harness rules joins it (closure/test-reads-baseline.ts).
            recordTestReads(baseline, dir, start, testReadsOf(root, allFilesOf(start).keys(), command?.command));
            // Only a fresh start is the workspace as the session found it (edits without a run, pre-existing failures).
            return fresh ? { baseline, dir, start } : { baseline, dir };
        }
        catch (error) {
            // No state directory (a read-only home): the session runs without a baseline, and says so in the log.
            this.#ctx.logger(PLUGIN_NAME).warn(`session ${agent.id}: no session baseline (${error.message})`);
            return undefined;
        }
    }
    /** At `agent/session-start`: a new session's baseline is captured, a resumed one's found. */
    begin(agent, source) {
        if (this.#sessions.has(agent.id))
            return;
        // A fresh start with tool results in its log is a session this process has not seen start.
        const fresh = source === 'startup' && !agent.session.events.some((e) => e.type === 'tool/result');
        this.#sessions.set(agent.id, this.#take(agent, 'session-start', fresh));
    }
    /** Resolves once the session's baseline is taken (or failed); immediate for an unknown session. */
    async ready(sessionId) {
        await this.#sessions.get(sessionId);
    }
    /** The session's baseline, taken now when the start event was missed. */
    of(agent) {
        let pending = this.#sessions.get(agent.id);
        if (!pending) {
            pending = this.#take(agent, 'first-run', false);
            this.#sessions.set(agent.id, pending);
        }
        return pending;
    }
    /** Undoes a half-done replay of the session, if a crash left one. */
    recover(sessionId) {
        try {
            recoverSwap(this.dirOf(sessionId));
        }
        catch {
            // Unreadable state directory: nothing could have been swapped through it.
        }
    }
    forget(sessionId) {
        this.#sessions.delete(sessionId);
    }
}
/** Takes every session's baseline at its start, and holds its first step until it is on disk. */
export function registerSessionBaselines(ctx, baselines) {
    ctx.on('agent/session-start', ({ agent, source }) => baselines.begin(agent, source));
    ctx.on('agent/pre-step', async ({ agent }, next) => {
        await baselines.ready(agent.id);
        return next();
    });
}
