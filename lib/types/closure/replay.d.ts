import { type ClosureStore, type RecordedRun, type SessionClosure } from './state.ts';
/** The `meta.kind` that marks a logged test_run result. */
export declare const RUN_META_KIND = "dsh-test-closure/run";
/** What test_run logs as `meta`: a RecordedRun without its turn (the event carries it). */
export type RunMeta = Omit<RecordedRun, 'turn'> & {
    kind: typeof RUN_META_KIND;
};
interface LoggedEvent {
    type: string;
    data?: unknown;
}
/**
 * Replays `events` into a fresh state, applying the same transitions as the live store.
 * @param maxRounds the current config's budget: a turn that used it while red and ended is marked unresolved.
 */
export declare function replayClosure(events: readonly LoggedEvent[], maxRounds: number): SessionClosure;
/** Hydrates `closure` for `agent`'s session from its log if this process has not seen it yet. */
export declare function hydrateSession(closure: ClosureStore, agent: {
    id: string;
    session: {
        events: readonly LoggedEvent[];
    };
} | undefined, maxRounds: number): void;
export {};
