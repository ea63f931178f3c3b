/**
 * Regular-expression text for runners that take patterns on their command line (jest's test
 * path pattern, the name patterns of last_failed).
 *
 * @module dsh-test-closure/runners/regexp
 */

/** Escapes every RegExp metacharacter so `text` matches itself literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
