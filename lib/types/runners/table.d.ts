/**
 * The runner table: every fact about a framework in one row, from which parsing
 * (parse.ts), planning (planning/plan.ts), probing (workspace/probe.ts) and the tests'
 * runner lists are derived. Adding a runner is a grammar, a fold and a row here.
 *
 * @module dsh-test-closure/runners/table
 */
import type { RunnerParser } from '../parsing/pipeline.ts';
import type { Framework } from '../report/kinds.ts';
/**
 * How a runner matches a name pattern against its tests :
 * - `title-path`: the pattern is tested against describe titles and the test title joined by
 *   spaces, while the parser names failures with titles joined by `separator`;
 * - `leaf`: only a pattern on the test's own title is safe (node:test);
 * - `full-title`: the pattern is tested against the full title (titles joined by spaces),
 *   which is also the parser's name (mocha); `hookSuffix` matches the end of a failed hook's
 *   name after its suite, which re-runs the hook with that suite's tests.
 * `start` is the pattern's anchor.
 */
export type NameMatching = {
    kind: 'title-path';
    separator: string;
    start: string;
} | {
    kind: 'leaf';
    start: string;
} | {
    kind: 'full-title';
    start: string;
    hookSuffix: RegExp;
};
/** How last_failed selects a runner's previous failures. */
export type FailedSelection = 
/**
 * A name pattern, passed with `flags(pattern)` before the targets; `fileOperand(path)` is
 * the operand that limits the run to one test file (a project-relative path), so a re-run
 * of a few failures loads only their files.
 */
{
    kind: 'name-pattern';
    matching: NameMatching;
    flags(pattern: string): string[];
    fileOperand(path: string): string;
}
/**
 * Node ids as positional arguments, replacing the targets; `nodeIdOf` is the id a failure
 * name selects (the name itself for pytest, a dotted id for unittest), undefined for a name
 * that selects none.
 */
 | {
    kind: 'node-ids';
    nodeIdOf(name: string): string | undefined;
}
/**
 * The runner's own selection, already in its dialect: `flags` before the operands, and the
 * `operands` (from the failure names, or the model's `targets` when given) that replace the
 * default ones; `count` failures selected. Undefined when no name selects a test.
 */
 | {
    kind: 'runner-select';
    select(names: readonly string[], targets: readonly string[]): {
        flags: string[];
        operands: string[];
        count: number;
    } | undefined;
}
/** The runner cannot select tests by name: last_failed runs what the plan would run anyway. */
 | {
    kind: 'none';
};
export interface RunnerFacts {
    framework: Framework;
    /** How its console output is read (parsing/pipeline.ts). */
    parser: RunnerParser;
    /**
     * The planned whole-suite command: `words`, after the package manager's exec prefix
     * (`npx --no --`, `pnpm exec`, …) when `viaPackageManager`, since the binary is the
     * project's own devDependency. Runs once, colour off, the reporter the parser reads pinned.
     * `defaultOperands` follow when neither targets nor a selection give operands (go's `./...`).
     */
    command: {
        viaPackageManager: boolean;
        words: readonly string[];
        /** Operands the planned command runs with when there are no targets (go's `./...`). */
        defaultOperands?: readonly string[];
        /** Set when `words[0]` is the Python interpreter: the workspace's Python (workspace/python-env.ts) replaces it. */
        python?: true;
    };
    /** Environment the planned command adds. None sets any: a variable here reaches the code under test, so colour is off by flags. */
    env: Readonly<Record<string, string>>;
    /** Whether a relative `/`-separated path is one of its test files by its default discovery. */
    isTestFile(path: string): boolean;
    /** How `last_failed` selects the previous run's failures. */
    selection: FailedSelection;
    /** Where its captured fixtures live (`fixtures/<dir>/`) and which grammars read them. */
    fixtures: {
        dir: string;
        grammars: readonly string[];
    };
    /** Its parsing notes. */
    docs: string;
}
export declare const RUNNERS: Readonly<Record<Framework, RunnerFacts>>;
