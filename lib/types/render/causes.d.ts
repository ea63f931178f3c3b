/**
 * A cause as the model reads it (report/causes.ts groups them): written once, with how many
 * failures it explains, its message and location, its detail (the same byte budget as a
 * failure's), and its extent: the files with how many failures each, the first test ids and
 * a count of the rest, and where every one of them is listed. Shared by the `test_run` text,
 * the gate's notices and the CLI. Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/causes
 */
import { type Cause, type FailureEntry } from '../report/causes.ts';
import type { Failure } from '../report/types.ts';
import { countsLine, type DetailBudget } from './failures.ts';
/** Files named on a cause's `in N files:` line; the rest are counted. */
export declare const CAUSE_MAX_FILES = 5;
/** Test ids named on a cause's `tests:` line; the rest are counted. */
export declare const CAUSE_MAX_NAMES = 3;
/**
 * The lines of one cause:
 * `- 210 failing tests, one cause: <message> (at <location>)`, the first failure's detail
 * while `budget` lasts, `  in 10 files: a (21), b (21), … (+5 files, 105 tests)`, and for
 * tests `  tests: a, b, c (+207 more; <fullList>)`. The location is always written whole:
 * it is the one place the model goes to (a file that failed to load
 * may have none).
 * @param fullList where every failing test is listed (`all in the full output (see notes)`, `all in --json`), when known.
 */
export declare function causeLines(cause: Cause, budget: DetailBudget, fullList?: string): string[];
/**
 * What the counts add when causes explain several failures: `210 failures from 1 cause`,
 * `24 failures from 3 causes`; empty when there is none. The headline and the notices read
 * it from the same grouping as the list below them.
 */
export declare function causesClause(entries: readonly FailureEntry[]): string;
/** `1 failed, …; 210 failures from 1 cause`: the counts ({@link countsLine}), and what the causes of the list explain. */
export declare function countsWithCauses(run: Parameters<typeof countsLine>[0] & {
    failures: readonly Failure[];
}): string;
