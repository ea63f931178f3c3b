/**
 * last_failed and target selection for RSpec: each failing example's full description as an
 * `-e` (`--example`) filter, and a file that failed to load as a path operand.
 *
 * RSpec's `-e STRING` runs the examples whose full description includes STRING (a substring,
 * not anchored), so a re-run may also run an example whose name contains a failing one's
 * (`adds` also selects `adds twice`): more runs, never fewer. The filters apply to every file
 * RSpec loads, and a file that failed to load fails again on any run that loads it, so with
 * example filters the operands stay the model's targets (the whole suite when none); with only
 * files that failed to load, the operands are those files. A hook's failure (`after(:context)
 * hook`) names no example and selects nothing. A target is passed as RSpec reads it: a path,
 * `path:line`, or `path[1:2]`.
 *
 * @module dsh-test-closure/runners/rspec/selection
 */
export interface RSpecSelection {
    flags: string[];
    operands: string[];
    count: number;
}
/** The selection of `names` (failure names from a parse); undefined when none selects anything. */
export declare function selectRSpecTests(names: readonly string[], targets: readonly string[]): RSpecSelection | undefined;
