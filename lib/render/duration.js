/**
 * A duration as a person or the model reads an estimate of it: `about 2m 30s`, rounded to
 * the second (to the minute from an hour on), `under 1s` below a second.
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
