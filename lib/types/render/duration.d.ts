/**
 * A duration as a person or the model reads an estimate of it: `about 2m 30s`, rounded to
 * the second (to the minute from an hour on), `under 1s` below a second.
 *
 * @module dsh-test-closure/render/duration
 */
/** `under 1s`, `about 12s`, `about 2m 30s`, `about 4m`, `about 1h 5m`. */
export declare function aboutDuration(ms: number): string;
