import { domainOf, fileOf, nodePartOf, TEST_FILE } from "./node-ids.js";
import { sectionContext, sectionMessage } from "./sections.js";
import { reportsOf } from "./stats-words.js";
/**
 * Names the failures of a run.
 *
 * @param lines `lines.at(i)` is the text of `records[i]`.
 * @returns the failures in order of first report, each once.
 */
export function nameFailures(records, lines, summary, body, matched) {
    const failures = new FailuresByName();
    nameSummaryEntries(failures, summary, body, matched);
    if (summary.entries.length === 0)
        nameWithoutSummary(failures, body);
    // A test with failed subtests and no FAILED entry of its own (a unittest subTest on pytest 9).
    for (const e of summary.subEntries)
        if (e.word === 'FAILED' && e.nodeid !== undefined)
            failures.add(e.nodeid, 'test', firstSubtestCrash(body.sections, e.nodeid) ?? e.message, firstSubtestSection(body.sections, e.nodeid));
    for (const c of body.conftests)
        failures.add(c.title, 'file', sectionMessage(c));
    nameUsageErrors(failures, records, lines, body);
    return failures.list();
}
/**
 * Failures by name, in order of first report; a later report of one only adds a missing message.
 * A node id identifies a test whatever report named it (FAILED, ERROR in setup or teardown):
 * fold-kit's kind-file-name identity would list a test that failed and errored twice.
 */
class FailuresByName {
    #byName = new Map();
    /** `section`: the failure's section, whose location and detail the entry takes (see sectionContext). */
    add(name, kind, message, section) {
        const have = this.#byName.get(name);
        if (have) {
            if (have.message === undefined && message !== undefined)
                have.message = message;
            if (section !== undefined && have.location === undefined && have.detail === undefined)
                Object.assign(have, sectionContext(section));
            return;
        }
        // A bare domain name (no short summary, no known file) has no file to state.
        const f = kind === 'run' || (kind === 'test' && !name.includes('::')) ? { name, kind } : { name, kind, file: kind === 'file' ? name : fileOf(name) };
        if (message !== undefined)
            f.message = message;
        if (section !== undefined)
            Object.assign(f, sectionContext(section));
        this.#byName.set(name, f);
    }
    names() {
        return this.#byName.keys();
    }
    list() {
        return [...this.#byName.values()];
    }
}
/** The section of a test's first failed subtest: headed `<domain> [msg] (params)`. */
function firstSubtestSection(sections, nodeid) {
    return sections.find((s) => s.when === 'call' && s.title.startsWith(`${domainOf(nodeid)} `) && s.blocks > 0);
}
/** The crash line of a test's first failed subtest. */
function firstSubtestCrash(sections, nodeid) {
    const subSec = firstSubtestSection(sections, nodeid);
    return subSec ? sectionMessage(subSec) : undefined;
}
/** The short summary's FAILED and ERROR entries, each with the message that says the most. */
function nameSummaryEntries(failures, summary, body, matched) {
    const crashes = matched.failed.size === 0 ? body.crashLines.pairedWith(summary.failed.length) : undefined;
    summary.failed.forEach((e, j) => {
        const sec = matched.failed.get(j);
        const fromSection = sec ? sectionMessage(sec) : undefined;
        // A test failed by its subtests says only "contains N failed subtests": the first
        // failed subtest's crash line (its section is headed `<domain> [msg] (params)`) says why.
        const sub = summary.subEntries.find((se) => se.word === 'FAILED' && se.nodeid === e.nodeid);
        if (sub && (sec === undefined || sec.blocks === 0)) {
            failures.add(e.nodeid, 'test', firstSubtestCrash(body.sections, e.nodeid) ?? sub.message ?? fromSection, firstSubtestSection(body.sections, e.nodeid) ?? sec);
            return;
        }
        const full = e.message !== undefined && !e.message.endsWith('...') ? e.message : undefined;
        failures.add(e.nodeid, 'test', fromSection ?? full ?? crashes?.[j] ?? e.message, sec);
    });
    summary.errors.forEach((e, j) => {
        const sec = matched.errors.get(j);
        const fromSection = sec ? sectionMessage(sec) : undefined;
        failures.add(e.nodeid, e.nodeid.includes('::') ? 'test' : 'file', fromSection ?? e.message, sec);
    });
}
/** No short summary (truncated, or -rN): failures named from -v lines, else from headers. */
function nameWithoutSummary(failures, body) {
    for (const [id, st] of body.verbose)
        if (st.includes('FAILED') || st.includes('ERROR'))
            failures.add(id, 'test', undefined);
    const byDomain = new Map([...failures.names()].map((id) => [domainOf(id), id]));
    const { sections, failingPaths } = body;
    // Call sections first: a test's own failure message beats its teardown error's.
    for (const s of [...sections.filter((x) => x.when === 'call'), ...sections.filter((x) => x.when !== 'call')]) {
        if (s.when === 'collect') {
            failures.add(s.title, 'file', sectionMessage(s));
            continue;
        }
        // Best effort, as a header shows only the domain name: the one progress-line file
        // with failures, else a section location in a failing progress file, else one named
        // like a test file (a fixture's crash site may be a conftest); else the bare domain.
        let id = byDomain.get(s.title);
        if (id === undefined) {
            const file = failingPaths.size === 1 ? [...failingPaths][0]
                : s.locPaths.findLast((p) => failingPaths.has(p)) ?? s.locPaths.findLast((p) => TEST_FILE.test(p));
            id = file === undefined ? s.title : `${file}::${nodePartOf(s.title)}`;
            byDomain.set(s.title, id);
        }
        failures.add(id, 'test', sectionMessage(s), s);
    }
}
/**
 * pytest's usage errors (`ERROR: file or directory not found: x`) stop it before any test
 * runs; only then is an `ERROR: ` line pytest's and not a test's output.
 */
function nameUsageErrors(failures, records, lines, body) {
    const ranNothing = body.letters.total === 0 && body.verbose.size === 0
        && records.every((r) => r.kind !== 'stats' || reportsOf(r) === 0);
    if (!ranNothing)
        return;
    records.forEach((r, i) => {
        if (r.kind !== 'usage' || r.message === '')
            return;
        // argparse errors print the usage line first, then `<prog>: error: <what>`.
        const next = records[i + 1];
        const what = r.message.startsWith('usage: ') && next?.kind === 'unknown' ? /^\S+: error: (.+)$/.exec(lines.at(i + 1) ?? '')?.[1] : undefined;
        failures.add(what ?? r.message, 'run', what ?? r.message);
    });
}
