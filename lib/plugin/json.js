/**
 * A JSON round trip: drops `undefined` fields (which the registry would reject as lossy)
 * and gives the value the registry's `JsonValue` type, for values with no output schema
 * (a tool result's `meta`).
 */
export function toJsonValue(value) {
    return JSON.parse(JSON.stringify(value));
}
/** The same round trip for a value its output schema types: the copy has the value's type. */
export function plainJson(value) {
    return JSON.parse(JSON.stringify(value));
}
