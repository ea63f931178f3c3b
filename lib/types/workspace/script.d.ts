/**
 * Reading a test command line (package.json `scripts.test`, or a verbatim `command`):
 * which runner it calls and whether it would start a watcher. Token-level heuristics, no
 * shell parsing: quotes are stripped, operators split segments, the first runner wins.
 *
 * @module dsh-test-closure/workspace/script
 */
import type { Framework } from '../report/types.ts';
/**
 * Which watcher a script starts, so the planner knows how to run it once instead: the runner's
 * own (each runner's script dialect says when it watches: bare `vitest`, `jest --watch`,
 * `mocha --watch`, `bun test --watch`), or `react-scripts`: `react-scripts test` (also craco /
 * react-app-rewired) without `--watchAll=false`.
 */
export type WatchKind = Framework | 'react-scripts';
/** What a command line calls. */
export interface ScriptInfo {
    /** The runner whose output the command prints, when recognisable. */
    runner?: Framework;
    /** Set when the command would keep watching instead of exiting. */
    watch?: WatchKind;
    /**
     * Set when it would watch even with CI=1 and stdin closed: vitest's default watch mode
     * and react-scripts both stand down under CI, an explicit `vitest watch`/`--watch` or
     * `jest --watch` does not.
     */
    watchesUnderCi?: true;
}
/** The script `npm init` writes; it is no test suite. */
export declare function isNpmDefaultTestScript(script: string): boolean;
/**
 * Reads a command line.
 *
 * @param script a shell command line, e.g. `tsc -b && vitest --coverage`.
 * @returns the first runner it calls and, for that runner, whether it watches.
 */
export declare function readScript(script: string): ScriptInfo;
/**
 * A runner a project declares (a dependency or a config file) whose plain script call the
 * planner replaces: one whose script dialect lists its `neutralArgs`, the arguments that
 * change nothing about which tests run or how.
 */
export declare function isDeclaredRunner(framework: Framework): boolean;
/** How a test script relates to the runner the project declares. */
export type ScriptRole = 
/** A plain call of the declared runner: the planner runs the runner itself. */
{
    kind: 'plain';
}
/** A plain call that starts a watcher: the planner runs the runner once instead. */
 | {
    kind: 'watch';
}
/** The script says more than the runner's default: it is the suite. `why` is a short clause. */
 | {
    kind: 'suite';
    why: string;
};
/**
 * How `script` relates to the declared runner.
 *
 * @param script package.json `scripts.test`.
 * @param declared the runner package.json declares (a dependency or a config file).
 */
export declare function scriptRole(script: string, declared: Framework): ScriptRole;
/** The last command a script runs: its runner (when it is one) and its arguments, for flags appended with `npm test -- …`. */
export declare function lastCall(script: string): {
    runner?: Framework;
    args: string[];
};
