/**
 * A duration as a person or the model reads it: an estimate (`about 2m 30s`, rounded to the
 * second, to the minute from an hour on, `under 1s` below a second), or a measured time (`2m 5s`).
 *
 * @module dsh-test-closure/render/duration
 */
/** `under 1s`, `about 12s`, `about 2m 30s`, `about 4m`, `about 1h 5m`. */
export function aboutDuration(ms) {
    if (!(ms >= 1000))
        return 'under 1s';
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `about ${seconds}s`;
    if (seconds < 3600) {
        const rest = seconds % 60;
        return `about ${Math.floor(seconds / 60)}m${rest > 0 ? ` ${rest}s` : ''}`;
    }
    const minutes = Math.round(seconds / 60);
    const rest = minutes % 60;
    return `about ${Math.floor(minutes / 60)}h${rest > 0 ? ` ${rest}m` : ''}`;
}
/** A measured duration, as an elapsed time is shown: `45s`, `5m 10s`, `1h 2m`. */
export function durationText(ms) {
    const s = Math.round(ms / 1000);
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m ${s % 60}s`;
    return `${Math.floor(m / 60)}h ${m % 60}m`;
}
