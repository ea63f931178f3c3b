/**
 * How long a whole-suite command usually takes, as the probe shows it and a running call
 * compares against (the history is closure/suite-durations.ts).
 *
 * @module dsh-test-closure/planning/expected-duration
 */
export {};
