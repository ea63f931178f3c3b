/**
 * Quotes one argument for bash so it reaches the program as exactly one literal word.
 *
 * @param value any string; NUL bytes cannot be passed through argv and are rejected by the caller.
 * @returns `value` itself when it is a safe bare word, else a single-quoted word in which
 *   each `'` becomes `'\''`.
 */
export declare function quoteArg(value: string): string;
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
export declare function splitTargets(target: string | undefined): string[];
