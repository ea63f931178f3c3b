/**
 * Converting typed tool values into the registry's lossless JSON value.
 *
 * @module dsh-test-closure/tools/json
 */
import type { JsonValue } from '@deepseek-ai/dsh-session';

/**
 * A JSON round trip: drops `undefined` fields (which the registry would reject as lossy)
 * and gives the value the registry's `JsonValue` type.
 */
export function toJsonValue(value: object): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}
