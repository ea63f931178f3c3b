/**
 * Folds pytest line records ({@link PytestRecord}) into counts and failures, in steps of
 * one concern each: find pytest's own landmarks among lines a test may have printed the same
 * way (./landmarks.ts), read the short summary (./short-summary.ts) and the run's body
 * (./run-body.ts), pair the body's failure sections with the summary's entries
 * (./section-matching.ts), name the failures (./failures.ts), and reconcile the counts
 * (./reconcile.ts), and list the tests it names (./listed.ts).
 *
 * @module dsh-test-closure/runners/pytest/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import { nameFailures } from './failures.ts';
import { findLandmarks } from './landmarks.ts';
import { listedTests } from './listed.ts';
import type { PytestRecord } from './records.ts';
import { reconcileCounts } from './reconcile.ts';
import { scanRunBody } from './run-body.ts';
import { matchSectionsToSummary } from './section-matching.ts';
import { readShortSummary } from './short-summary.ts';
import type { Stats } from './stats-words.ts';

/** The fold's result; its `files` are empty when any progress line of the run names no file (`-q`). */
export type PytestFold = Folded;

/**
 * Folds the records of one pytest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 *
 * @returns the counts and failures; `summarySeen` is false without a stats line (`-qq`, truncated output).
 */
export function foldPytest(records: readonly PytestRecord[], lines: Lines): PytestFold {
  const landmarks = findLandmarks(records);
  const summary = readShortSummary(records, landmarks);
  const body = scanRunBody(records, lines, landmarks);
  const matched = matchSectionsToSummary(body.sections, summary);
  const failures = nameFailures(records, lines, summary, body, matched);
  const counts = reconcileCounts(records, landmarks, summary, body, matched, failures.length);
  const result: PytestFold = { summary: counts.summary, failures, summarySeen: landmarks.stats >= 0, files: body.files.list() };
  if (counts.durationMs !== undefined) result.durationMs = counts.durationMs;
  const tests = listedTests(body, summary, landmarks.stats >= 0 ? (records[landmarks.stats] as Stats) : undefined);
  if (tests !== undefined) result.tests = tests;
  return result;
}
