/**
 * Command planner: turns a `test_run` request and the workspace probe into one hermetic
 * bash command line. Pure: no filesystem, no spawning.
 *
 * Every planned command (not a verbatim `command`, which runs as given):
 * - runs once and exits: `vitest run`, jest without `--watch`, a watching `scripts.test`
 *   replaced or neutralised;
 * - sets no environment variable the code under test could read, with one exception: a
 *   project script whose runner is not recognised gets CI=1 (so it does not start a watcher),
 *   and the plan's notes say so. Colour is turned off with runner flags (vitest `--no-color`,
 *   pytest `--color=no`); the output is not a terminal, and the parsers strip ANSI anyway.
 *   (NO_COLOR/FORCE_COLOR once set here broke a real project's colour-detection tests.);
 * - has stdin closed (`< /dev/null`), so nothing prompts or waits for a key;
 * - pins the console reporter the parsers read (vitest 4 would otherwise pick an agent
 *   reporter when it detects a coding agent);
 * - quotes every model-supplied word (targets, names) with {@link quoteArg}.
 *
 * @module dsh-test-closure/planning/plan
 */
import type { Framework } from '../report/types.ts';
import type { WorkspaceProbe as ProbeResult } from '../workspace/probe.ts';
import { type RunnerKind } from '../report/kinds.ts';
import { type PackagePart } from './workspaces.ts';
/** What the model asked `test_run` for. */
export interface RunRequest {
    /** Overrides the probed runner. */
    framework?: RunnerKind;
    /** Space-separated paths / node ids / test names appended to the command. */
    target?: string;
    /** Failure names from the previous run, in the parser's naming; `[]` means "none recorded". */
    lastFailed?: readonly string[];
    /**
     * The project-relative test files those failures are in, given only when every one of them
     * names an existing file: a name-pattern runner then loads just these files. Ignored with a
     * `target` (the target says where to look) and by pytest (node ids carry their files).
     */
    lastFailedFiles?: readonly string[];
    /** A verbatim command line; `target` and `lastFailed` are then ignored. */
    command?: string;
    /** In a monorepo (`workspaces`): run only this package (its directory, as the probe lists it). */
    package?: string;
}
/** What to run and how to read it. */
export interface CommandPlan {
    /** A bash command line, stdin closed with `< /dev/null`. */
    command: string;
    /** Environment to add; empty but for an unrecognised project script's CI=1 (named in `notes`). */
    env: Record<string, string>;
    /** The runner that actually runs (a watching `npm-test` may be replaced by its runner). */
    runner: RunnerKind;
    /** Which parser reads the output. */
    parseAs: Framework;
    /**
     * Set when the planner could not tell which runner the command calls: the parser that
     * recognises the output is used, `parseAs` (node:test) only when none does (read-output.ts).
     */
    detectParser?: true;
    /** For `workspaces`: each package's part, in the order the command runs them (planning/workspaces.ts). */
    packages?: PackagePart[];
    /** Model-visible notes, exact strings from {@link NOTES}. */
    notes: string[];
    /**
     * True when the plan runs only part of the suite (a target, or last_failed selection).
     * A green narrowed run does not prove the whole suite green, so the gate does not accept it.
     * A verbatim `command` is the user's own choice and is never considered narrowed.
     */
    narrowed: boolean;
}
/** What a project script whose runner is not recognised runs with, so it does not wait in a watcher. */
export declare const UNKNOWN_SCRIPT_ENV: Readonly<Record<string, string>>;
/**
 * Why the runner cannot run in the probed workspace, or undefined when it can: a runner run in
 * a build directory (its command's `buildDir`) that the probe did not find.
 */
export declare function planRefusal(runner: Framework, probe: ProbeResult): string | undefined;
/** Deployment settings that change what a plain request plans. */
export interface PlanOptions {
    /** The configured whole-suite command (config `suiteCommand`): a plain request runs it verbatim. */
    suiteCommand?: string;
}
/** True when the request asks for nothing but the whole suite: no command, framework, target or last_failed. */
/**
 * Plans a request on a probed workspace with the call's options fixed: how the gate's logic
 * (closure/) plans without knowing the options, given by the call (call/planner.ts), the one
 * place that calls {@link planCommand} for a run.
 */
export type Planner = (request: RunRequest, probe: ProbeResult) => CommandPlan;
export declare function isWholeSuiteRequest(request: RunRequest): boolean;
/**
 * Plans one test run.
 *
 * @param request the model's options; `{}` plans the default full-suite run.
 * @param probe the workspace probe (its `framework`, `packageManager`, `watchScript`, `parseAs`, `root`).
 * @param options deployment settings; a configured `suiteCommand` is what a plain request runs.
 * @returns the command, env, runner, parser and notes.
 * @throws Error with {@link unknownFrameworkMessage} for a framework outside RUNNER_KINDS,
 *   {@link noFrameworkMessage} when neither request nor probe names a runner and no command
 *   is given, and a watch switch in `target` (see `splitTargets`).
 */
export declare function planCommand(request: RunRequest, probe: ProbeResult, options?: PlanOptions): CommandPlan;
