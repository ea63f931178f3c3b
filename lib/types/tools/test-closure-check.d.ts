import type { RunScope } from '../closure/scope.ts';
import type { ClosureStore, UnresolvedMarker } from '../closure/state.ts';
import { type Blocker } from '../closure/verdict.ts';
import type { Config } from '../config.ts';
import type { Summary } from '../report/types.ts';
export declare const TEST_CLOSURE_CHECK_DESCRIPTION = "Check whether this session may finish: satisfied when no test_run was recorded, or the last one verified the whole suite and the workspace has not changed since. Reports what blocks it, failing tests, running background runs, gate interceptions used this turn, and the unresolved marker.";
export interface ClosureCheck {
    satisfied: boolean;
    lastRun: {
        ok: boolean;
        status: string;
        summary: Summary;
        command: string;
        turn: number;
        narrowed: boolean;
        scope: RunScope;
        verified: boolean;
    } | null;
    /** What keeps the session from being satisfied now, in the gate's words. */
    blockers: Blocker[];
    /** Background test runs of the session that have not settled. */
    running: string[];
    failing: string[];
    /** The session's pinned suite command, once a whole-suite run pinned it. */
    suite: string | null;
    testFilesChanged: string[];
    interceptionsThisTurn: number;
    maxInterceptRounds: number;
    unresolved: UnresolvedMarker | null;
}
export declare function renderClosureCheck(c: ClosureCheck): string;
export declare function createClosureCheckTool(config: Config, closure: ClosureStore): import("@deepseek-ai/dsh-tools").ToolDefinition;
