/**
 * The registry: the one list of runners. Every runner is a module of its own
 * (`runners/<runner>/runner.ts`, its facts described in runner.ts); parsing, detection,
 * planning, the gate, the reports, the tools' enums and descriptions, the CLI's help and the
 * tests' runner lists are derived from this map. Adding a runner is its folder, a key in
 * the {@link Framework} union (report/kinds.ts; the compiler then asks for its entry here),
 * when a workspace can name it its place in {@link DETECTION_ORDER}, and its row in the
 * README's runner table (a test checks the table against this map).
 *
 * @module dsh-test-closure/runners/registry
 */
import type { Framework, RunnerKind } from '../report/kinds.ts';
import type { DetectionStep, Runner } from './runner.ts';
/**
 * Every runner by its framework id, in the order output detection tries them
 * (detect-output.ts) and lists show them.
 */
export declare const RUNNERS: {
    vitest: Runner;
    jest: Runner;
    mocha: Runner;
    bun: Runner;
    playwright: Runner;
    pytest: Runner;
    'node:test': Runner;
    uvu: Runner;
    unittest: Runner;
    go: Runner;
    cargo: Runner;
    phpunit: Runner;
    deno: Runner;
    maven: Runner;
    ctest: Runner;
    rspec: Runner;
    minitest: Runner;
    exunit: Runner;
};
/**
 * The order in which a workspace's evidence decides its runner (workspace/detect.ts runs the
 * steps, first match wins; its header says why each stands where it does). The only
 * cross-runner knowledge of detection: each step reads one runner's `detection`.
 */
export declare const DETECTION_ORDER: readonly DetectionStep[];
/** The frameworks, in the registry's order. */
export declare const FRAMEWORKS: readonly Framework[];
/**
 * Every runner kind: the frameworks, then `npm-test`, then `workspaces` (a monorepo root
 * whose packages each run their own suite; see planning/workspaces.ts).
 */
export declare const RUNNER_KINDS: readonly RunnerKind[];
/** True when `value` names a framework (a parser exists for it). */
export declare function isFramework(value: unknown): value is Framework;
/** True when `value` is one of {@link RUNNER_KINDS}, typically an unchecked tool argument. */
export declare function isRunnerKind(value: unknown): value is RunnerKind;
