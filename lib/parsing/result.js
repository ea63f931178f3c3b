/** Builds a summary from the three categories; negative or non-integer counts become 0. */
export function summaryOf(passed, failed, skipped) {
    const clean = (n) => (Number.isSafeInteger(n) && n > 0 ? n : 0);
    const p = clean(passed);
    const f = clean(failed);
    const s = clean(skipped);
    return { total: p + f + s, passed: p, failed: f, skipped: s };
}
/** A result with no tests, no failures and no summary seen: what a parser returns for empty input. */
export function emptyResult(framework, format, lines = 0) {
    return {
        framework,
        format,
        summary: summaryOf(0, 0, 0),
        failures: [],
        summarySeen: false,
        diagnostics: { lines, unrecognizedLines: 0 },
    };
}
/** The empty result a parser returns when its grammar threw (a bug): the error in `diagnostics.parserError`. */
export function failedResult(framework, format, lines, error) {
    const result = emptyResult(framework, format, lines);
    result.diagnostics.parserError = error instanceof Error ? error.message : String(error);
    return result;
}
