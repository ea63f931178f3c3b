/**
 * A JSON round trip: drops `undefined` fields (which the registry would reject as lossy)
 * and gives the value the registry's `JsonValue` type.
 */
export function toJsonValue(value) {
    return JSON.parse(JSON.stringify(value));
}
