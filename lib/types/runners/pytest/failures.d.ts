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
import type { PytestRecord } from './records.ts';
import type { RunBody } from './run-body.ts';
import type { MatchedSections } from './section-matching.ts';
import type { ShortSummary } from './short-summary.ts';
/**
 * Names the failures of a run.
 *
 * @param lines `lines.at(i)` is the text of `records[i]`.
 * @returns the failures in order of first report, each once.
 */
export declare function nameFailures(records: readonly PytestRecord[], lines: Lines, summary: ShortSummary, body: RunBody, matched: MatchedSections): Failure[];
