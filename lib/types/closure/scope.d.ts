/**
 * A run's provenance: whether it ran this session's whole suite, and if not, what it ran.
 * Only a `suite` run can close a turn; the model shapes every other kind (a target, a
 * selection, its own command, another runner), so none of them is evidence about the suite.
 *
 * @module dsh-test-closure/closure/scope
 */
import type { CommandPlan, RunRequest } from '../planning/plan.ts';
/**
 * - `suite`: the session's suite command (config `suiteCommand`, else the command the first
 *   whole-suite run pinned, else the detected runner's planned command);
 * - `narrowed`: part of the suite (`target`, a `last_failed` selection);
 * - `failures-first`: a plain call's re-run of the tests that failed last, still red
 *   (closure/loop.ts); the loop sets it, never this classification;
 * - `custom`: a model-given `command` that is not the suite command;
 * - `other-suite`: a whole-suite run of something else (a `framework` override, or a runner
 *   detected because the workspace changed).
 */
export declare const RUN_SCOPES: readonly ["suite", "narrowed", "failures-first", "custom", "other-suite"];
export type RunScope = (typeof RUN_SCOPES)[number];
/**
 * A command line reduced to what it runs, for comparing a planned command with one the
 * model or the config typed: without the planner's stdin redirection (`X < /dev/null`) or
 * its subshell wrapper (`( X ) < /dev/null`), whitespace runs collapsed.
 */
export declare function commandCore(command: string): string;
/** True when two command lines run the same thing (see {@link commandCore}). */
export declare function sameCommand(a: string, b: string): boolean;
/**
 * Classifies one planned run.
 *
 * @param plan what will run.
 * @param request what the model asked for.
 * @param suiteCommand the session's suite command, or undefined when there is none (nothing
 *   detected, nothing configured, nothing pinned).
 */
export declare function classifyScope(plan: CommandPlan, request: RunRequest, suiteCommand: string | undefined): RunScope;
