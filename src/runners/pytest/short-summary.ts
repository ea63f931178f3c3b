/**
 * The entries of pytest's short test summary (`-r`): `FAILED nodeid - message` and its
 * kin, and pytest 9's subtest entries, read between the summary header and the stats line
 * that ./landmarks.ts chose.
 *
 * @module dsh-test-closure/runners/pytest/short-summary
 */
import type { Landmarks } from './landmarks.ts';
import type { PytestRecord } from './records.ts';
import { resolveSubtestEntry, type SubtestEntry } from './subtest-node.ts';

export type Entry = Extract<PytestRecord, { kind: 'entry' }>;

/** A run's short-summary entries, in order (all empty when the output has none). */
export interface ShortSummary {
  /** Every FAILED, ERROR, PASSED, XFAIL and XPASS entry. */
  entries: Entry[];
  /** The FAILED entries (./section-matching.ts keys their sections by their index here). */
  failed: Entry[];
  /** The ERROR entries (./section-matching.ts keys their sections by their index here). */
  errors: Entry[];
  /** pytest 9 subtest entries, node id and message found. */
  subEntries: SubtestEntry[];
}

/** The record kinds pytest writes between the short-summary header and the stats line. */
const SUMMARY_KINDS: ReadonlySet<PytestRecord['kind']> = new Set(['entry', 'subEntry', 'skipEntry', 'bang']);

/**
 * Reads the short summary's entries.
 *
 * @param landmarks where pytest's own summary header and stats line are.
 */
export function readShortSummary(records: readonly PytestRecord[], landmarks: Landmarks): ShortSummary {
  const entries: Entry[] = [];
  const subEntries: SubtestEntry[] = [];
  const take = (r: PytestRecord): void => {
    if (r.kind === 'entry') entries.push(r);
    else if (r.kind === 'subEntry') subEntries.push(resolveSubtestEntry(r));
  };
  if (landmarks.summary >= 0) {
    for (let i = landmarks.summary + 1; i < landmarks.end; i++) take(records[i]!);
  } else if (landmarks.stats >= 0) {
    // Summary header cut off (output truncated at the start): take the entries right above the stats line.
    let i = landmarks.stats - 1;
    while (i >= 0 && SUMMARY_KINDS.has(records[i]!.kind)) i--;
    for (let k = i + 1; k < landmarks.stats; k++) take(records[k]!);
  }
  return {
    entries,
    failed: entries.filter((e) => e.word === 'FAILED'),
    errors: entries.filter((e) => e.word === 'ERROR'),
    subEntries,
  };
}
