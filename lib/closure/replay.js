/**
 * Rebuilds a session's closure state from its durable event log, so a session resumed in a
 * new host process keeps its verdict, its pinned suite, its per-turn interception count and
 * its `unresolved` marker. Everything the gate decides on is in the log:
 * - each foreground `test_run` result carries its {@link RecordedRun} (without the turn) as
 *   the tool result's `meta`, which is logged but never shown to the model;
 * - a background run's result is a `user/message` notice from this plugin whose `source`
 *   carries the same record (`record.kind: 'background-run'`);
 * - each interception is a notice with `record.kind: 'intercept'`, and a turn released
 *   unverified is one with `record.kind: 'unresolved'`;
 * - turns are delimited by `turn/start` / `turn/end`.
 *
 * Logs written before records existed (round 1) are read too: their notices count as
 * interceptions, their runs as suite runs unless narrowed, and a spent budget at a turn's end
 * as unresolved.
 *
 * @module dsh-test-closure/closure/replay
 */
import { PLUGIN_NAME } from "../report/names.js";
import { applyRun, emptyClosure } from "./state.js";
/** The `meta.kind` that marks a logged test_run result. */
export const RUN_META_KIND = `${PLUGIN_NAME}/run`;
/** The meta a logged run carries. */
export function runMetaOf(run) {
    const { turn: _turn, ...rest } = run;
    return { kind: RUN_META_KIND, ...rest };
}
function isRunMeta(value) {
    return typeof value === 'object' && value !== null && value.kind === RUN_META_KIND;
}
/** A round-1 meta has no scope, verdict or fingerprint: read it as that round's gate did. */
function upgraded(meta, turn) {
    const { kind: _kind, ...run } = meta;
    if (run.scope !== undefined && run.verdict !== undefined)
        return { ...run, turn };
    const narrowed = run.narrowed === true;
    const verified = run.ok && !narrowed;
    return {
        ...run,
        turn,
        summarySeen: run.summarySeen ?? true,
        runner: run.runner ?? '',
        scope: narrowed ? 'narrowed' : 'suite',
        verdict: verified
            ? { verified: true, blockers: [] }
            : { verified: false, blockers: [narrowed ? { check: 'suite', scope: 'narrowed', command: run.command } : { check: 'passed', status: run.status, exitCode: run.exitCode, total: run.summary.total }] },
        root: run.root ?? '',
        fingerprint: run.fingerprint ?? '',
        testFilesChanged: run.testFilesChanged ?? [],
    };
}
/** This plugin's notice's record, `null` for a round-1 notice without one, undefined for any other message. */
function noticeRecordOf(data) {
    const source = data?.source;
    if (source?.kind !== 'plugin' || source.plugin !== PLUGIN_NAME || source.form !== 'notice')
        return undefined;
    return source.record ?? null;
}
/**
 * Replays `events` into a fresh state, applying the same transitions as the live store.
 * @param maxRounds the current config's budget, for round-1 logs: a turn that used it while red and ended is marked unresolved.
 */
export function replayClosure(events, maxRounds) {
    const state = emptyClosure();
    let turn = 0;
    for (const event of events) {
        switch (event.type) {
            case 'turn/start':
                turn = event.data.turn;
                state.interceptions = { turn, count: 0 };
                break;
            case 'tool/result': {
                const meta = event.data.meta;
                if (isRunMeta(meta))
                    applyRun(state, upgraded(meta, event.data.turn ?? turn));
                break;
            }
            case 'user/message': {
                const record = noticeRecordOf(event.data);
                if (record === undefined)
                    break;
                if (record === null || record.kind === 'intercept') {
                    state.interceptions.count += 1;
                    if (state.lastRun)
                        state.steeredRun = state.lastRun;
                }
                else if (record.kind === 'unresolved') {
                    state.unresolved ??= record.unresolved;
                }
                else if (record.kind === 'report') {
                    const report = { ...record.report, logged: true };
                    state.report = report;
                    if (report.outcome === 'review')
                        state.reviews.push(report);
                    else
                        state.unresolved = { turn: report.turn, failing: [...report.tests], reason: report.reason, explanation: report.explanation };
                }
                else if (isRunMeta(record.run)) {
                    applyRun(state, upgraded(record.run, turn));
                }
                break;
            }
            case 'turn/end': {
                const run = state.lastRun;
                const roundOne = run !== undefined && (run.root === '' || run.fingerprint === '');
                if (run && roundOne && !run.verdict.verified && state.interceptions.count >= maxRounds && !state.unresolved) {
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
