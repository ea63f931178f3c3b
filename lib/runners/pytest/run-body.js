import { LineModeCrashLines } from "./crash-lines.js";
import { FilesRun } from "./files-run.js";
import { SECTION_RANK } from "./landmarks.js";
import { isAbsolute } from "./node-ids.js";
import { eLineText, newSection, noteBodyLine, noteELine, noteLocation, readsBodyLine, SECTION_BOUNDARIES } from "./sections.js";
import { LETTER_WORD, WordCounts } from "./stats-words.js";
/**
 * Reads the body of a run: its records up to `landmarks.bodyEnd`.
 *
 * @param lines `lines.at(i)` is the text of `records[i]`.
 */
export function scanRunBody(records, lines, landmarks) {
    const { bodyEnd, cutLine } = landmarks;
    const sections = [];
    const conftests = [];
    const crashLines = new LineModeCrashLines();
    const verbose = new Map();
    const letters = new WordCounts();
    const failingPaths = new Set();
    const files = new FilesRun();
    let section; // the top-level section the body is in
    let cur; // the failure section whose body this is
    let started = false; // a progress, -v result, collected or section-header line was seen
    for (let i = 0; i < bodyEnd; i++) {
        const r = records[i];
        const kind = r.kind; // (read once: see Dialect.fold)
        if (kind === 'unknown' && cur === undefined && section !== 'FAILURES')
            continue; // most lines: nothing to do
        const inRun = section === undefined || section === 'test session starts';
        if (kind === 'progress' || kind === 'result' || kind === 'collected' || kind === 'header')
            started = true;
        if (cur && SECTION_BOUNDARIES.has(kind))
            cur.complete = true;
        switch (r.kind) {
            case 'section': {
                const rank = SECTION_RANK.get(r.title);
                if (rank !== undefined && rank > (section === undefined ? -1 : SECTION_RANK.get(section))) {
                    section = r.title;
                    cur = undefined;
                }
                break;
            }
            case 'header':
                cur = section === undefined || section === 'FAILURES' || section === 'ERRORS'
                    ? newSection(r.when, r.title)
                    : undefined;
                if (cur)
                    sections.push(cur);
                break;
            case 'conftest':
                // A conftest that fails to import stops pytest before its session header: a
                // file-level failure. Anywhere later the line is a test's output.
                if (section === undefined && !started) {
                    cur = newSection('collect', r.path);
                    conftests.push(cur);
                }
                break;
            case 'sub':
                if (cur)
                    cur.closed = true;
                break;
            case 'e':
                if (cur && !cur.closed) {
                    noteELine(cur, eLineText(lines.at(i) ?? 'E'));
                    continue; // the E block goes on: only another record ends it
                }
                break;
            case 'loc':
                if (cur && !cur.closed)
                    noteLocation(cur, r.path, r.line, r.text);
                if (section === 'FAILURES' && isAbsolute(r.path))
                    crashLines.location(r.text, cur === undefined);
                break;
            case 'unknown': {
                // Most lines of a long output are unknown: read the text only where it can matter.
                const open = cur !== undefined && !cur.closed;
                if (!(open && readsBodyLine(cur)) && section !== 'FAILURES')
                    break;
                const line = lines.at(i) ?? '';
                const text = line.trim();
                if (open)
                    noteBodyLine(cur, line, text);
                if (section === 'FAILURES' && text.startsWith('[XPASS(strict)]'))
                    crashLines.strictXpass(text);
                else if (section === 'FAILURES' && cur === undefined)
                    crashLines.other(line, text);
                break;
            }
            case 'result':
                if (inRun) {
                    files.nodeid(r.nodeid);
                    const seen = verbose.get(r.nodeid);
                    if (seen)
                        seen.push(r.status);
                    else
                        verbose.set(r.nodeid, [r.status]);
                }
                break;
            case 'cutProgress':
            case 'progress':
                // Any progress line names a file pytest started, even one a test's output cut short (-s).
                if (inRun)
                    files.progress(r.path);
                if (inRun && (kind === 'progress' || i === cutLine)) {
                    for (const c of r.chars)
                        letters.add(LETTER_WORD[c] ?? 'unknown');
                    if (r.path !== undefined && /[FE]/.test(r.chars))
                        failingPaths.add(r.path);
                }
                break;
            default:
                break;
        }
        if (cur)
            cur.lastWasE = false;
    }
    // The body ends at the summary header or the stats line, a boundary like any other; only a
    // body cut off by truncation runs to the end of the records.
    if (cur && bodyEnd < records.length)
        cur.complete = true;
    return { sections, conftests, crashLines, verbose, letters, failingPaths, files };
}
