/**
 * Reading a planned run's output: with the plan's parser, or, when the planner could not tell
 * which runner the command calls, with the parser that recognises the output best
 * (detect-output.ts), so a project script that runs uvu or a wrapper of vitest is read as
 * what it printed; the plan's `parse_as` note then names what was detected. A monorepo run
 * (planning/workspaces.ts) is cut at its package markers and each package's output read on
 * its own, then merged: counts summed, failure names and files prefixed with the package.
 * What a package's output does not show stays unshown in the merge: one package whose counts
 * are not shown (go's plain output) leaves the sum's total unstated (`unshown`, naming the
 * package), and the tests a stopped package was running stay named (`running`, `unfinished`).
 *
 * @module dsh-test-closure/planning/read-output
 */
import { detectOutputFramework } from "../detect-output.js";
import { parseRunnerOutput } from "../parse.js";
import { NOTES } from "./plan-messages.js";
import { packageEnd, packagedName, PACKAGE_MARK } from "./workspaces.js";
function readOne(reading, output) {
    if (reading.detectParser) {
        const found = detectOutputFramework(output);
        if (found !== null)
            return { parsed: found.result, detected: found.framework };
    }
    return { parsed: parseRunnerOutput(reading.parseAs, output) };
}
/** The parse of `output`, and the plan's notes with the `parse_as` ones made exact. */
export function readPlannedOutput(plan, output) {
    if (plan.packages !== undefined && plan.packages.length > 0)
        return readPackages(plan, plan.packages, output);
    const { parsed, detected } = readOne(plan, output);
    const notes = detected === undefined ? [...plan.notes] : plan.notes.map((n) => (n === NOTES.parseAsDefault ? NOTES.parseAsDetected(detected) : n));
    return { parsed, notes };
}
/**
 * Cuts the output at the marker lines. A begin marker opens its package's part, the matching
 * exit marker closes it; a part never closed (a timeout) runs to the end of the output.
 */
function segmentsOf(output, dirs) {
    const segments = new Map(dirs.map((d) => [d, { text: '', exitCode: null, started: false }]));
    const lines = output.split('\n');
    let current;
    const close = (to, exitCode) => {
        const segment = segments.get(current.dir);
        segment.text = lines.slice(current.from, to).join('\n') + '\n';
        segment.exitCode = exitCode;
        current = undefined;
    };
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (!line.startsWith(PACKAGE_MARK))
            continue;
        const rest = line.slice(PACKAGE_MARK.length + 1);
        const exit = / exit (\d+)$/.exec(rest);
        if (exit !== null && current !== undefined && line === packageEnd(current.dir, Number(exit[1]))) {
            close(i, Number(exit[1]));
            continue;
        }
        const segment = segments.get(rest);
        if (segment !== undefined && !segment.started) {
            if (current !== undefined)
                close(i, null);
            segment.started = true;
            current = { dir: rest, from: i + 1 };
        }
    }
    if (current !== undefined)
        close(lines.length, null);
    return segments;
}
/** A package-relative path from the root (jest writes `./x.test.js`). */
function underPackage(dir, file) {
    return `${dir}/${file.replace(/^(?:\.\/)+/, '')}`;
}
function prefixed(dir, parsed) {
    return {
        ...parsed,
        // A relative location is relative to the package (its runner's cwd); an absolute one is
        // made relative to the workspace root with the rest of the run's (run/result.ts).
        failures: parsed.failures.map((f) => ({
            ...f,
            name: packagedName(dir, f.name),
            ...(f.file !== undefined ? { file: underPackage(dir, f.file) } : {}),
            ...(f.location !== undefined && !f.location.startsWith('/') ? { location: underPackage(dir, f.location) } : {}),
        })),
        ...(parsed.tests ? { tests: { passed: parsed.tests.passed.map((n) => packagedName(dir, n)), skipped: parsed.tests.skipped.map((n) => packagedName(dir, n)) } } : {}),
        ...(parsed.files ? { files: parsed.files.map((f) => underPackage(dir, f)) } : {}),
        ...(parsed.running ? { running: parsed.running.map((n) => packagedName(dir, n)) } : {}),
    };
}
/**
 * The counts a merged result cannot state: every category some package's output does not
 * show, for the reasons its runner gives, each led by the packages it holds for
 * (`services/api: go test prints them only with -v`); the packages shown passing add up.
 * Undefined when every package's output shows all its counts.
 */
export function mergedUnshown(packages) {
    const unshown = packages.filter((p) => p.parsed.unshown !== undefined);
    if (unshown.length === 0)
        return undefined;
    const categories = new Set(unshown.flatMap((p) => p.parsed.unshown.counts));
    const dirsByReason = new Map();
    for (const p of unshown)
        dirsByReason.set(p.parsed.unshown.reason, [...(dirsByReason.get(p.parsed.unshown.reason) ?? []), p.dir]);
    return {
        counts: ['passed', 'skipped'].filter((c) => categories.has(c)),
        reason: [...dirsByReason].map(([reason, dirs]) => `${dirs.join(', ')}: ${reason}`).join('; '),
        packagesOk: unshown.reduce((n, p) => n + p.parsed.unshown.packagesOk, 0),
    };
}
function readPackages(plan, parts, output) {
    const segments = segmentsOf(output, parts.map((p) => p.dir));
    let notes = [...plan.notes];
    const packages = parts.map((part) => {
        const segment = segments.get(part.dir);
        const { parsed, detected } = readOne(part, segment.text);
        if (detected !== undefined)
            notes = notes.map((n) => (n === `${part.dir}: ${NOTES.parseAsDefault}` ? `${part.dir}: ${NOTES.parseAsDetected(detected)}` : n));
        return { dir: part.dir, parsed: prefixed(part.dir, parsed), exitCode: segment.exitCode, started: segment.started };
    });
    const results = packages.map((p) => p.parsed);
    const sum = (key) => results.reduce((n, r) => n + r.summary[key], 0);
    const lists = results.every((r) => r.tests !== undefined);
    const files = results.flatMap((r) => r.files ?? []);
    const durations = results.map((r) => r.durationMs);
    const running = results.flatMap((r) => r.running ?? []);
    const unfinished = results.reduce((n, r) => n + (r.unfinished ?? 0), 0);
    const unshown = mergedUnshown(packages);
    const parsed = {
        framework: plan.parseAs,
        format: 'workspaces',
        summary: { total: sum('total'), passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped') },
        failures: results.flatMap((r) => r.failures),
        summarySeen: results.every((r) => r.summarySeen),
        ...(lists ? { tests: { passed: results.flatMap((r) => r.tests.passed), skipped: results.flatMap((r) => r.tests.skipped) } } : {}),
        ...(files.length > 0 ? { files } : {}),
        ...(durations.every((d) => d !== undefined) ? { durationMs: durations.reduce((a, b) => a + b, 0) } : {}),
        ...(running.length > 0 ? { running } : {}),
        ...(unfinished > 0 ? { unfinished } : {}),
        ...(unshown !== undefined ? { unshown } : {}),
        diagnostics: { lines: results.reduce((n, r) => n + r.diagnostics.lines, 0), unrecognizedLines: results.reduce((n, r) => n + r.diagnostics.unrecognizedLines, 0) },
    };
    return { parsed, notes, packages };
}
