/**
 * Pairs failure and error sections with the short summary's entries. FAILURES / ERRORS
 * section headers are matched, in order, to the summary's FAILED / ERROR node ids by their
 * domain name (`TestK.test_x[1]` for `tests/a.py::TestK::test_x[1]`), so a header a test
 * printed into its captured output matches nothing and counts for nothing.
 *
 * @module dsh-test-closure/runners/pytest/section-matching
 */
import { domainOf } from './node-ids.ts';
import type { Section } from './sections.ts';
import type { Entry, ShortSummary } from './short-summary.ts';

/** Each summary entry's section, by the entry's index in its list. */
export interface MatchedSections {
  /** Of the FAILED entries ({@link ShortSummary.failed}): their FAILURES sections. */
  failed: Map<number, Section>;
  /** Of the ERROR entries ({@link ShortSummary.errors}): their ERRORS sections (setup, teardown, collection). */
  errors: Map<number, Section>;
}

/**
 * Pairs a run's sections with its summary's FAILED and ERROR entries.
 *
 * @param sections the failure and error sections, in order.
 */
export function matchSectionsToSummary(sections: readonly Section[], summary: ShortSummary): MatchedSections {
  return {
    failed: matchSections(sections.filter((s) => s.when === 'call'), summary.failed),
    errors: matchSections(sections.filter((s) => s.when !== 'call'), summary.errors),
  };
}

/** The section-header titles an entry can be announced by. */
function titlesOf(e: Entry): string[] {
  const at = e.nodeid.indexOf('::');
  if (at < 0) return [e.nodeid]; // `ERROR collecting <path>`
  // Doctest items are headed `[doctest] mod.func` (their node id is `mod.py::mod.func`).
  return [domainOf(e.nodeid), `[doctest] ${e.nodeid.slice(at + 2)}`];
}

/**
 * Pairs sections with summary entries in order: each header takes the first entry after
 * the last paired one that it names; a header naming none is skipped (an imitation, or
 * a section whose summary entry was cut off). Linear up to a binary search per header.
 */
function matchSections(sections: readonly Section[], entries: readonly Entry[]): Map<number, Section> {
  const positions = new Map<string, number[]>();
  entries.forEach((e, j) => {
    for (const t of titlesOf(e)) {
      const list = positions.get(t);
      if (list) list.push(j);
      else positions.set(t, [j]);
    }
  });
  const matched = new Map<number, Section>();
  let next = 0;
  for (const s of sections) {
    const list = positions.get(s.title);
    if (!list) continue;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid]! < next) lo = mid + 1; else hi = mid; }
    const j = list[lo];
    if (j === undefined) continue;
    matched.set(j, s);
    next = j + 1;
  }
  return matched;
}
