/**
 * Rebuilds a session's closure state from its durable event log, so a session resumed in a
 * new host process keeps its verdict, its per-turn interception count and its `unresolved`
 * marker. Everything the gate decides on is in the log:
 * - each foreground `test_run` result carries its {@link RecordedRun} (without the turn) as
 *   the tool result's `meta`, which is logged but never shown to the model;
 * - each interception is a `user/message` from this plugin with `form: 'notice'`;
 * - turns are delimited by `turn/start` / `turn/end`.
 *
 * Background results recorded when a job settles are not in the log; a resumed session
 * sees the last foreground run.
 *
 * @module dsh-test-closure/closure/replay
 */
import { PLUGIN_NAME } from "./names.js";
import { satisfiesClosure } from "./state.js";
/** The `meta.kind` that marks a logged test_run result. */
export const RUN_META_KIND = 'dsh-test-closure/run';
function isRunMeta(value) {
    return typeof value === 'object' && value !== null && value.kind === RUN_META_KIND;
}
function isNotice(data) {
    const source = data?.source;
    return source?.kind === 'plugin' && source.plugin === PLUGIN_NAME && source.form === 'notice';
}
/**
 * Replays `events` into a fresh state, applying the same transitions as the live store.
 * @param maxRounds the current config's budget: a turn that used it while red and ended is marked unresolved.
 */
export function replayClosure(events, maxRounds) {
    const state = { interceptions: { turn: 0, count: 0 } };
    let turn = 0;
    for (const event of events) {
        switch (event.type) {
            case 'turn/start':
                turn = event.data.turn;
                state.interceptions = { turn, count: 0 };
                break;
            case 'tool/result': {
                const meta = event.data.meta;
                if (!isRunMeta(meta))
                    break;
                const { kind: _kind, ...run } = meta;
                state.lastRun = { ...run, turn: event.data.turn ?? turn };
                if (satisfiesClosure(state.lastRun))
                    delete state.unresolved;
                break;
            }
            case 'user/message':
                if (!isNotice(event.data))
                    break;
                state.interceptions.count += 1;
                if (state.lastRun)
                    state.steeredRun = state.lastRun;
                break;
            case 'turn/end': {
                const run = state.lastRun;
                if (run && !satisfiesClosure(run) && state.interceptions.count >= maxRounds && !state.unresolved) {
                    state.unresolved = { turn, failing: run.failures.map((f) => f.name) };
                }
                break;
            }
            default:
                break;
        }
    }
    return state;
}
/** Hydrates `closure` for `agent`'s session from its log if this process has not seen it yet. */
export function hydrateSession(closure, agent, maxRounds) {
    if (agent)
        closure.hydrate(agent.id, () => replayClosure(agent.session.events, maxRounds));
}
