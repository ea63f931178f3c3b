import { DETAIL_MAX_RAW_LINES, selectDetail } from "../../parsing/failure-context.js";
/** How many body lines are searched for the message's exception, as ./messages.ts does. */
const MAX_SCAN = 400;
/** `  File "/abs/x.py", line 12, in test_y` (a SyntaxError's frame has no `, in …`). */
const FRAME = /^\s+File "(.+)", line (\d+)(?:, in .*)?$/;
/** Python's own library: `/usr/lib/python3.12/json/decoder.py`, `~/.pyenv/versions/3.12.1/lib/python3.12/…`. */
const STDLIB = /\/lib\/python\d+(?:\.\d+)?t?\//;
/** `-b`'s captured output, after a blank line: `Stdout:` / `Stderr:`. */
const BUFFERED = /^Std(?:out|err):$/;
/** Whether a traceback frame's file is the project's own (see the module doc). */
export function isProjectFile(path) {
    if (path.startsWith('<') || path.includes('/site-packages/') || path.includes('/dist-packages/'))
        return false;
    return !STDLIB.test(path);
}
/** The location and detail of the block body `records[start..end)`. */
export function blockContext(records, lines, start, end) {
    // The state of ./messages.ts's reading: whether the next exception line is the message.
    let open = true;
    let messageSeen = false;
    let frame;
    let location;
    let detail = [];
    let previousBlank = false;
    let ended = false;
    const stop = Math.min(end, start + MAX_SCAN);
    for (let i = start; i < stop; i++) {
        const kind = records[i].kind;
        if (kind === 'chain') {
            // A chained exception supersedes what came before it.
            open = true;
            messageSeen = false;
            frame = location = undefined;
            detail = [];
            ended = false;
            continue;
        }
        if (kind === 'traceback') {
            if (!messageSeen) {
                open = true;
                frame = undefined;
            }
            continue;
        }
        const text = lines.at(i) ?? '';
        if (open) {
            const f = FRAME.exec(text);
            if (f !== null) {
                if (isProjectFile(f[1]))
                    frame = `${f[1]}:${f[2]}`;
                continue;
            }
            if (text.trim() === '' || /^\s/.test(text))
                continue;
            open = false;
            messageSeen = true;
            location = frame;
            previousBlank = false;
            continue;
        }
        if (!messageSeen || ended)
            continue;
        if (previousBlank && BUFFERED.test(text)) {
            ended = true;
            continue;
        }
        previousBlank = text.trim() === '';
        if (detail.length < DETAIL_MAX_RAW_LINES)
            detail.push(text);
    }
    const selected = selectDetail(detail);
    return location === undefined ? { detail: selected } : { location, detail: selected };
}
