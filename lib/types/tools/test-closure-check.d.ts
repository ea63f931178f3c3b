import { type ClosureStore, type UnresolvedMarker } from '../closure/state.ts';
import type { Config } from '../config.ts';
import type { Summary } from '../report/types.ts';
export declare const TEST_CLOSURE_CHECK_DESCRIPTION = "Check whether this session may finish: satisfied when the last test_run passed or no run was recorded. Also reports failing tests, gate interceptions used this turn, and the unresolved marker.";
export interface ClosureCheck {
    satisfied: boolean;
    lastRun: {
        ok: boolean;
        status: string;
        summary: Summary;
        command: string;
        turn: number;
        narrowed: boolean;
    } | null;
    failing: string[];
    interceptionsThisTurn: number;
    maxInterceptRounds: number;
    unresolved: UnresolvedMarker | null;
}
export declare function renderClosureCheck(c: ClosureCheck): string;
export declare function createClosureCheckTool(config: Config, closure: ClosureStore): import("@deepseek-ai/dsh-tools").ToolDefinition;
