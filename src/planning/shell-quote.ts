/**
 * Turning untrusted strings into shell words. Everything the model passes as a target or
 * a name ends up in a bash command line, so every such word goes through {@link quoteArg}.
 *
 * @module dsh-test-closure/planning/shell-quote
 */
import { watchTargetMessage } from './plan-messages.ts';

// Characters that are never special to bash inside a word (no glob, brace, tilde,
// expansion, quoting, history or operator meaning). A word of only these is left bare.
const SAFE_WORD = /^[A-Za-z0-9_\/.,:=@%+-]+$/;

/**
 * Quotes one argument for bash so it reaches the program as exactly one literal word.
 *
 * @param value any string; NUL bytes cannot be passed through argv and are rejected by the caller.
 * @returns `value` itself when it is a safe bare word, else a single-quoted word in which
 *   each `'` becomes `'\''`.
 */
export function quoteArg(value: string): string {
  if (SAFE_WORD.test(value)) return value;
  return `'${value.replaceAll("'", "'\\''")}'`;
}

// Words that turn on watch mode in vitest or jest (`-w` is vitest's alias; jest's `-w` is
// --maxWorkers, but rejecting it costs little next to a run that never ends).
const WATCH_WORD = /^(?:-w|--watch(?:All)?(?:=(?!false$).*)?)$/;

/**
 * Splits a `target` string on whitespace into words for the runner.
 *
 * Option-like words (`-k expr`, `--maxfail=1`) are allowed and reach the runner as literal
 * words, like every other word; only watch switches are refused, since they would defeat
 * the run-once guarantee.
 *
 * @param target space-separated paths, node ids or test names; undefined or blank gives none.
 * @returns the words, unquoted (quote each with {@link quoteArg}).
 * @throws Error with {@link watchTargetMessage} for `--watch`, `--watchAll` or `-w`.
 */
export function splitTargets(target: string | undefined): string[] {
  const words = (target ?? '').split(/\s+/).filter((w) => w !== '');
  const watch = words.find((w) => WATCH_WORD.test(w));
  if (watch !== undefined) throw new Error(watchTargetMessage(watch));
  return words;
}
