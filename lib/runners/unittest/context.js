import { DETAIL_MAX_RAW_LINES, selectDetail } from "../../parsing/failure-context.js";
import { isPythonProjectPath, pythonFrame } from "../../parsing/python-frames.js";
/** How many body lines are searched for the message's exception, as ./messages.ts does. */
const MAX_SCAN = 400;
/** `-b`'s captured output, after a blank line: `Stdout:` / `Stderr:`. */
const BUFFERED = /^Std(?:out|err):$/;
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
            const f = pythonFrame(text);
            if (f !== undefined) {
                if (isPythonProjectPath(f.path))
                    frame = `${f.path}:${f.line}`;
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
