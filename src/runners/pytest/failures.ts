/**
 * Names a pytest run's failures and gives each its message. The short summary's FAILED and
 * ERROR entries name them when it is there, each with the crash line of its section, else
 * the summary's own (possibly cut) message, else a `--tb=line` crash line; without a short
 * summary (truncated, or `-rN`) `-v` result lines and section headers name them, as best
 * they can. Failed subtests, conftests that failed to import and pytest's usage errors are
 * failures of their own.
 *
 * @module dsh-test-closure/runners/pytest/failures
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Failure } from '../../report/types.ts';
import { domainOf, fileOf, nodePartOf, TEST_FILE } from './node-ids.ts';
import type { PytestRecord } from './records.ts';
import type { RunBody } from './run-body.ts';
import type { MatchedSections } from './section-matching.ts';
import { sectionContext, sectionMessage, type Section } from './sections.ts';
import type { ShortSummary } from './short-summary.ts';
import { reportsOf } from './stats-words.ts';

/**
 * Names the failures of a run.
 *
 * @param lines `lines.at(i)` is the text of `records[i]`.
 * @returns the failures in order of first report, each once.
 */
export function nameFailures(records: readonly PytestRecord[], lines: Lines, summary: ShortSummary, body: RunBody, matched: MatchedSections): Failure[] {
  const failures = new FailuresByName();
  nameSummaryEntries(failures, summary, body, matched);
  if (summary.entries.length === 0) nameWithoutSummary(failures, body);
  // A test with failed subtests and no FAILED entry of its own (a unittest subTest on pytest 9).
  for (const e of summary.subEntries) if (e.word === 'FAILED' && e.nodeid !== undefined) failures.add(e.nodeid, 'test', firstSubtestCrash(body.sections, e.nodeid) ?? e.message, firstSubtestSection(body.sections, e.nodeid));
  for (const c of body.conftests) failures.add(c.title, 'file', sectionMessage(c));
  nameUsageErrors(failures, records, lines, body);
  return failures.list();
}

/**
 * Failures by name, in order of first report; a later report of one only adds a missing message.
 * A node id identifies a test whatever report named it (FAILED, ERROR in setup or teardown):
 * fold-kit's kind-file-name identity would list a test that failed and errored twice.
 */
class FailuresByName {
  readonly #byName = new Map<string, Failure>();

  /** `section`: the failure's section, whose location and detail the entry takes (see sectionContext). */
  add(name: string, kind: Failure['kind'], message: string | undefined, section?: Section): void {
    const have = this.#byName.get(name);
    if (have) {
      if (have.message === undefined && message !== undefined) have.message = message;
      if (section !== undefined && have.location === undefined && have.detail === undefined) Object.assign(have, sectionContext(section));
      return;
    }
    // A bare domain name (no short summary, no known file) has no file to state.
    const f: Failure = kind === 'run' || (kind === 'test' && !name.includes('::')) ? { name, kind } : { name, kind, file: kind === 'file' ? name : fileOf(name) };
    if (message !== undefined) f.message = message;
    if (section !== undefined) Object.assign(f, sectionContext(section));
    this.#byName.set(name, f);
  }

  names(): IterableIterator<string> {
    return this.#byName.keys();
  }

  list(): Failure[] {
    return [...this.#byName.values()];
  }
}

/** The section of a test's first failed subtest: headed `<domain> [msg] (params)`. */
function firstSubtestSection(sections: readonly Section[], nodeid: string): Section | undefined {
  return sections.find((s) => s.when === 'call' && s.title.startsWith(`${domainOf(nodeid)} `) && s.blocks > 0);
}

/** The crash line of a test's first failed subtest. */
function firstSubtestCrash(sections: readonly Section[], nodeid: string): string | undefined {
  const subSec = firstSubtestSection(sections, nodeid);
  return subSec ? sectionMessage(subSec) : undefined;
}

/** The short summary's FAILED and ERROR entries, each with the message that says the most. */
function nameSummaryEntries(failures: FailuresByName, summary: ShortSummary, body: RunBody, matched: MatchedSections): void {
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
function nameWithoutSummary(failures: FailuresByName, body: RunBody): void {
  for (const [id, st] of body.verbose) if (st.includes('FAILED') || st.includes('ERROR')) failures.add(id, 'test', undefined);
  const byDomain = new Map([...failures.names()].map((id) => [domainOf(id), id]));
  const { sections, failingPaths } = body;
  // Call sections first: a test's own failure message beats its teardown error's.
  for (const s of [...sections.filter((x) => x.when === 'call'), ...sections.filter((x) => x.when !== 'call')]) {
    if (s.when === 'collect') { failures.add(s.title, 'file', sectionMessage(s)); continue; }
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
function nameUsageErrors(failures: FailuresByName, records: readonly PytestRecord[], lines: Lines, body: RunBody): void {
  const ranNothing = body.letters.total === 0 && body.verbose.size === 0
    && records.every((r) => r.kind !== 'stats' || reportsOf(r) === 0);
  if (!ranNothing) return;
  records.forEach((r, i) => {
    if (r.kind !== 'usage' || r.message === '') return;
    // argparse errors print the usage line first, then `<prog>: error: <what>`.
    const next = records[i + 1];
    const what = r.message.startsWith('usage: ') && next?.kind === 'unknown' ? /^\S+: error: (.+)$/.exec(lines.at(i + 1) ?? '')?.[1] : undefined;
    failures.add(what ?? r.message, 'run', what ?? r.message);
  });
}
