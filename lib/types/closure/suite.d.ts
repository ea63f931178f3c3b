/**
 * Which suite a session is held to, and whether a planned run is it.
 *
 * The suite is, in order: the deployment's `suiteCommand`; else what the session's first
 * whole-suite run pinned; else the detected runner's planned command. The model shapes none
 * of these directly: `framework`, `command` and workspace edits that change detection all
 * produce runs of something else once a suite is pinned. For the project's own test script
 * (`npm-test`) the script's text is part of the suite: `"test": "exit 0"` is another suite.
 *
 * @module dsh-test-closure/closure/suite
 */
import type { ForeignChange } from './environment-change.ts';
import { type CommandPlan, type Planner, type RunRequest } from '../planning/plan.ts';
import type { WorkspaceProbe as ProbeResult } from '../workspace/probe.ts';
import { type RunScope } from './scope.ts';
import type { SuitePin } from './state.ts';
/** What a session's suite is. */
export interface SuiteIdentity {
    command: string;
    runner: string;
    /** `scripts.test` when the suite is the project's test script. */
    script?: string;
}
/**
 * The session's suite for this run.
 *
 * @param pin what the session's first whole-suite run pinned, if any.
 * @param probe the workspace now.
 * @param planner the call's planner; `configured` when the deployment sets the suite (`suiteCommand`).
 * @param request what the model asked for, and `plan` what it plans to: when nothing is
 *   configured, pinned or detected, a plain `framework` run is the only suite there can be.
 */
export declare function resolveSuite(pin: SuitePin | undefined, probe: ProbeResult, planner: {
    plan: Planner;
    configured: boolean;
}, request: RunRequest, plan: CommandPlan): SuiteIdentity | undefined;
/** How a planned run relates to the session's suite. */
export interface SuiteMatch {
    scope: RunScope;
    /** Set when the run is the suite's command but the test script it runs was edited since the pin. */
    scriptChanged?: {
        was: string;
        now: string;
    };
    /** Set when a program word of the suite's command runs another file than when the session started. */
    programMoved?: ProgramMove;
    /** Set when the environment changed since the session started in ways no install accounts for (closure/environment-change.ts). */
    environmentChanged?: ForeignChange[];
}
/** A word of the command (`vitest`, `python3`) and the real files it ran at session start and now. */
export interface ProgramMove {
    word: string;
    was: string;
    now: string;
}
/**
 * Classifies `plan` against `suite`, including the test script's text for an `npm-test` suite
 * and, from `moved` (workspace/command-words.ts), the programs its words run: a word that now
 * runs another file than at session start (a script planted as `node_modules/.bin/vitest`)
 * makes it another suite. A word whose file changed in place (a reinstall) or that resolves for
 * the first time (a first `npm install`) does not: the run only notes it.
 */
export declare function matchSuite(plan: CommandPlan, request: RunRequest, suite: SuiteIdentity | undefined, probe: ProbeResult, moved?: readonly {
    word: string;
    was?: string;
    now: string;
}[]): SuiteMatch;
