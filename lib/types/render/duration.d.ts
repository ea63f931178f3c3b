/**
 * A duration as a person or the model reads it: an estimate (`about 2m 30s`, rounded to the
 * second, to the minute from an hour on, `under 1s` below a second), or a measured time (`2m 5s`).
 *
 * @module dsh-test-closure/render/duration
 */
/** `under 1s`, `about 12s`, `about 2m 30s`, `about 4m`, `about 1h 5m`. */
export declare function aboutDuration(ms: number): string;
/** A measured duration, as an elapsed time is shown: `45s`, `5m 10s`, `1h 2m`. */
export declare function durationText(ms: number): string;
