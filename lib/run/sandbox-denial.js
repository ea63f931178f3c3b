/**
 * What a sandbox denied, read from a denied run's output: the path a runner could not write
 * and whose it is (the places runners/outside-writes.ts gathers), in one clause the result,
 * the verdict and the gate's notice carry (`go's build cache at /home/u/.cache/go-build is outside the sandbox`).
 * Pure; read only when the shell reported the run denied.
 *
 * @module dsh-test-closure/run/sandbox-denial
 */
import { isAbsolute, normalize, sep } from 'node:path';
import { writerOf } from "./sandbox-writes.js";
const DENIED = String.raw `(?:permission denied|read-only file system|operation not permitted)`;
/**
 * The system error texts that name a denied path: go's, coreutils', node's, Python's and Rust's
 * (cargo). A place's owner's own words (its `message`) come before them: they say which place.
 */
const PATTERNS = [
    { re: new RegExp(String.raw `\b(?:mkdir|mkdirat|open|openat|create|remove|rename|link|symlink|chmod|write) (/[^\s:]+): ${DENIED}`, 'i') },
    { re: new RegExp(String.raw `cannot (?:touch|create (?:regular file|directory)|remove|open|make directory) '(/[^']+)': ${DENIED}`, 'i') },
    { re: new RegExp(String.raw `(?:EACCES|EROFS|EPERM): ${DENIED}, \w+ '(/[^']+)'`, 'i') },
    { re: new RegExp(String.raw `\[Errno (?:13|30|1)\] ${DENIED}: '(/[^']+)'`, 'i') },
    { re: new RegExp(String.raw `failed to (?:open|create directory|create file|write|lock)[^/\n]*?\x60?(/[^\x60\s]+?)\x60?\s*(?:\n.*){0,4}?\n.*${DENIED} \(os error \d+\)`, 'i') },
];
/** The owners' own words for their places (most specific), then {@link PATTERNS}. */
function patternsOf(writers) {
    const own = writers.flatMap(({ what, message }) => (message === undefined ? [] : [{ re: new RegExp(message.source + DENIED, 'i'), what }]));
    return [...own, ...PATTERNS];
}
/** The denied paths in `output`, in the order of {@link patternsOf}, each outside `root`. */
function deniedPaths(output, root, writers) {
    const found = [];
    for (const { re, what } of patternsOf(writers)) {
        const m = re.exec(output);
        if (m === null)
            continue;
        const path = normalize(m[1]);
        if (!isAbsolute(path) || path === root || path.startsWith(root + sep))
            continue;
        found.push(what === undefined ? { path } : { path, what });
    }
    return found;
}
/**
 * The denial a denied run's `output` reports, or undefined when it names no path outside the
 * workspace `root`. A path is named by whose it is when it lies in a runner's known place
 * (`writers`), else as `a write to <path>`. Under `read-only` every write is denied, and the
 * clause says so instead.
 */
export function readDenial(output, mode, root, writers) {
    const paths = deniedPaths(output, normalize(root), writers);
    if (paths.length === 0)
        return undefined;
    // A path that is a known runner's place explains the denial better than the first one found.
    const named = paths.map((p) => ({ ...p, writer: writerOf(p.path, writers) }));
    const best = named.find((p) => p.what !== undefined) ?? named.find((p) => p.writer !== undefined && p.writer.what !== 'the home directory') ?? named[0];
    const writer = best.writer;
    const subject = best.what !== undefined ? `${best.what} at ${best.path}` : writer !== undefined && writer.what !== 'the home directory' ? `${writer.what} at ${writer.path}` : `a write to ${best.path}`;
    const text = mode === 'read-only' ? `${subject} was denied: the sandbox is read-only` : `${subject} is outside the sandbox`;
    const remedy = writer !== undefined && (best.what === undefined || best.what === writer.what) ? writer.remedy : undefined;
    return remedy === undefined ? { text } : { text, remedy };
}
