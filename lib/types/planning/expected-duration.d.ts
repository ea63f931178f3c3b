/**
 * How long a whole-suite command usually takes, as the probe shows it and a running call
 * compares against (the history is closure/suite-durations.ts).
 *
 * @module dsh-test-closure/planning/expected-duration
 */
/** How long a whole-suite command usually takes here, from its last complete runs. */
export interface ExpectedDuration {
    /** The median of the kept runs' durations, in milliseconds. */
    expectedMs: number;
    /** How many runs it is from (1 to the history's bound). */
    runs: number;
}
