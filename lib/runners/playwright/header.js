/** A header's rule: a space and `─` to the reporter's width. */
const RULE = / ─+$/;
/** The project prefix of a header, `[chromium] › `. */
const PROJECT = /^\[[^\]\n]*\] › /;
/** The header's first segment, `file:line:col`. */
const LOCATION = /^(.+?):(\d+):(\d+)$/;
/** A test header as the reporters print it, without its rule: its failure, or undefined when it is not one. */
export function failureOfHeader(header) {
    const text = header.replace(RULE, '').replace(PROJECT, '');
    const segments = text.split(' › ');
    const at = LOCATION.exec(segments[0]);
    if (at === null || segments.length < 2)
        return undefined;
    const file = at[1];
    return { name: [file, ...segments.slice(1)].join(' › '), kind: 'test', file, location: segments[0] };
}
/** The key a header is matched by between the block and the epilogue's list. */
export function headerKey(header) {
    return header.trim().replace(RULE, '');
}
/** A list reporter result's suffixes: its duration, and a retry's ` (retry #N)` before it. */
const RESULT_SUFFIX = /(?: \(retry #\d+\))?(?: \(\d+(?:\.\d+)?(?:ms|s|m|h)\))?$/;
/** The key of a list reporter result line's header (`file:line:col › title (retry #1) (9ms)`). */
export function resultKey(header) {
    return header.trim().replace(RESULT_SUFFIX, '');
}
