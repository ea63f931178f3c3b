/**
 * Converting typed tool values into the registry's lossless JSON.
 *
 * @module dsh-test-closure/plugin/json
 */
import type { JsonValue } from '@deepseek-ai/dsh-session';
/**
 * A JSON round trip: drops `undefined` fields (which the registry would reject as lossy)
 * and gives the value the registry's `JsonValue` type, for values with no output schema
 * (a tool result's `meta`).
 */
export declare function toJsonValue(value: object): JsonValue;
/** The same round trip for a value its output schema types: the copy has the value's type. */
export declare function plainJson<T extends object>(value: T): T;
