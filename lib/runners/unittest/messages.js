/** How many body lines are searched at most: a long diff follows the message, never precedes it. */
const MAX_SCAN = 400;
/** The message of the block body `records[start..end)`; undefined when it shows none. */
export function blockMessage(records, lines, start, end) {
    let message;
    // Whether the next exception line found is the message: at the body's start, after a
    // traceback header, and after a chain sentence (whose exception supersedes the cause's).
    let open = true;
    const stop = Math.min(end, start + MAX_SCAN);
    for (let i = start; i < stop; i++) {
        const kind = records[i].kind;
        if (kind === 'traceback') {
            open = message === undefined || open;
            continue;
        }
        if (kind === 'chain') {
            open = true;
            message = undefined;
            continue;
        }
        if (!open)
            continue;
        const text = lines.at(i) ?? '';
        if (text.trim() === '' || /^\s/.test(text))
            continue;
        message = text.trim();
        open = false;
    }
    return message;
}
