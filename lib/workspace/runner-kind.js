/**
 * The closed set of runner kinds a test run can be planned for: the four parseable
 * frameworks plus `npm-test`, the project's own `scripts.test` whose output is parsed as
 * the runner that script calls.
 *
 * @module dsh-test-closure/workspace/runner-kind
 */
import { FRAMEWORKS } from "../report/types.js";
/** Every runner kind, in detection-priority order of the frameworks followed by `npm-test`. */
export const RUNNER_KINDS = [...FRAMEWORKS, 'npm-test'];
/**
 * True when `value` is one of {@link RUNNER_KINDS}.
 *
 * @param value anything, typically an unchecked tool argument.
 * @returns whether `value` names a runner kind.
 */
export function isRunnerKind(value) {
    return typeof value === 'string' && RUNNER_KINDS.includes(value);
}
/**
 * True when `kind` is a framework (a parser exists for it), i.e. anything but `npm-test`.
 *
 * @param kind a runner kind.
 * @returns whether `kind` is a {@link Framework}.
 */
export function isFrameworkKind(kind) {
    return FRAMEWORKS.includes(kind);
}
/**
 * Exhaustiveness guard for switches over closed unions: a new member that is not handled
 * becomes a type error at the call site, and an impossible runtime value throws.
 *
 * @param value the value every case has ruled out.
 * @returns never; always throws.
 */
export function assertNever(value) {
    throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
