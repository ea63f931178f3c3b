const TOKEN = /\S+/g;
const OPEN_BRACKET = 91; // `[`
const CLOSE_BRACKET = 93; // `]`
const COLON = 58; // `:`
/**
 * The node id and message in the text after a subtest entry's word
 * (`[msg] (i=1) tests/a.py::test_x[p] - assert 1 != 1`). The node id is the first
 * whitespace-separated token holding `::` that, with its `[params]` part, reaches either the
 * line end or " - " (the message follows it). A token's `::` is tried from the right; the
 * `[params]` part starts at the first `[` after that `::` and ends at the first `]` that
 * reaches the line end or " - " (params may hold spaces and `] `). This is what the regex
 * /(?:^|\s)([^\s]*::[^\s[]*(?:\[.*?\](?=\s|$))?)(?: - (.*))?$/ matched, with U+2028 and
 * U+2029 taken as ordinary characters, but linear: that regex retried every later token
 * from scratch, quadratic on a long line of such tokens.
 *
 * @param text the entry's text after its word, without the line end.
 * @returns the node id and message, or undefined when no token qualifies.
 */
export function findSubtestNode(text) {
    // endFrom(x): the first `]` at or after x that reaches the line end or " - " (-1: none).
    // The last answer is kept: `known` is endFrom(y) for every y from `knownFrom` up to
    // `known` (every y beyond, when -1). Queries move right from token to token and left
    // within one, so each stretch of the line is scanned about once. (A table of every
    // position's answer, as before, cost a fresh 4-byte entry per character: 100 ms of page
    // faults for a 9 MB line.)
    let knownFrom = text.length + 1;
    let known = -1;
    const endFrom = (x) => {
        if (x >= knownFrom && (known === -1 || x <= known))
            return known;
        // Left of knownFrom only [x, knownFrom) is new: past it, the answer is `known`.
        const limit = x < knownFrom ? knownFrom : text.length;
        let found = -1;
        for (let i = x; i < limit; i++) {
            if (text.charCodeAt(i) === CLOSE_BRACKET && (i + 1 === text.length || text.startsWith(' - ', i + 1))) {
                found = i;
                break;
            }
        }
        if (found === -1 && x < knownFrom)
            found = known;
        knownFrom = x;
        known = found;
        return found;
    };
    const nodeAt = (start, end) => end === text.length
        ? { nodeid: text.slice(start, end) }
        : { nodeid: text.slice(start, end), message: text.slice(end + 3) };
    for (const token of text.matchAll(TOKEN)) {
        const start = token.index;
        const stop = start + token[0].length;
        // From the right: each `::`, and the first `[` after it within the token (or its end).
        let bracket = stop;
        for (let i = stop - 1; i > start; i--) {
            if (text.charCodeAt(i) === OPEN_BRACKET)
                bracket = i;
            if (text.charCodeAt(i) !== COLON || text.charCodeAt(i - 1) !== COLON)
                continue;
            if (bracket === stop) {
                if (stop === text.length || text.startsWith(' - ', stop))
                    return nodeAt(start, stop);
            }
            else {
                const close = endFrom(bracket + 1);
                if (close !== -1)
                    return nodeAt(start, close + 1);
            }
        }
    }
    return undefined;
}
/**
 * A subtest entry record with its node id and message found ({@link findSubtestNode}).
 *
 * @param record a `subEntry` record of the grammar.
 * @returns the entry as the fold reads it; without `nodeid` and `message` when its text names no node id.
 */
export function resolveSubtestEntry(record) {
    const node = findSubtestNode(record.text);
    return node === undefined ? { kind: 'subEntry', word: record.word } : { kind: 'subEntry', word: record.word, ...node };
}
