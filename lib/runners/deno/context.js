/**
 * Message, location and detail of one error as `deno test` prints it: the error's text (`Name:
 * message`, further lines, a source excerpt with a `^` pointer, then its `at …` frames). One
 * rule for the console fold and for the capture script, which reads the same text from Deno's
 * JUnit report (scripts/capture/deno.mjs imports this from lib/).
 *
 * - message: the first line (the pretty printer's `error: ` prefix and an uncaught error's
 *   `(in promise) ` taken off by the fold before);
 * - location: the first frame in the test's own module when one is (`module`, the path Deno
 *   names it by: in a workspace the assertion helper of a sibling package, `assert/equals.ts`,
 *   is a project file too, and the test's frame is the next one), else the first frame in a
 *   project file (src/parsing/failure-context.ts: a `file://` URL becomes its path; `ext:`
 *   frames, Deno's own runtime, are not);
 * - detail: the lines after the message up to the first frame, without the source excerpt
 *   (the line before a `^` pointer line, and the pointer), by the shared rule (selectDetail).
 *
 * @module dsh-test-closure/runners/deno/context
 */
import { frameLocation, isStackFrame, selectDetail } from "../../parsing/failure-context.js";
/** The pointer under a source excerpt: spaces and carets. */
const POINTER = /^\s*\^+\s*$/;
/** Whether `location` (`/w/calc/calc_test.ts:4:3`) is in module `module` (`calc/calc_test.ts`). */
function inModule(location, module) {
    const path = location.replace(/:\d+:\d+$/, '');
    return path === module || path.endsWith(`/${module}`);
}
/**
 * Reads an error's text, `lines[0]` being its message line (see the module doc); `module` is
 * the failing test's module as Deno names it (`calc/calc_test.ts`, without `./`).
 */
export function denoErrorContext(lines, module) {
    const out = { detail: [] };
    const first = lines.findIndex((l) => l.trim() !== '');
    if (first < 0)
        return out;
    out.message = lines[first].trim();
    let end = lines.length;
    for (let i = first + 1; i < lines.length; i++) {
        if (!isStackFrame(lines[i]))
            continue;
        if (end === lines.length)
            end = i;
        const location = frameLocation(lines[i]);
        if (location === undefined || location.startsWith('ext:'))
            continue;
        out.location ??= location;
        if (module === undefined || inModule(location, module)) {
            out.location = location;
            break;
        }
    }
    const body = lines.slice(first + 1, end);
    let last = body.length - 1;
    while (last >= 0 && body[last].trim() === '')
        last--;
    const cut = last >= 1 && POINTER.test(body[last]) ? last - 1 : last + 1;
    out.detail = selectDetail(body.slice(0, cut));
    return out;
}
