/**
 * One pass over a pytest run's body, the records before its short summary: the failure and
 * error sections with what their bodies say, `--tb=line` crash lines, `-v` results, progress
 * letters and the files they name. Each is read only where pytest writes it, so a line a
 * test printed in the same form counts for nothing.
 *
 * @module dsh-test-closure/runners/pytest/run-body
 */
import type { Lines } from '../../parsing/lines.ts';
import { LineModeCrashLines } from './crash-lines.ts';
import { FilesRun } from './files-run.ts';
import { type Landmarks } from './landmarks.ts';
import type { PytestRecord, VerboseStatus } from './records.ts';
import { type Section } from './sections.ts';
import { WordCounts } from './stats-words.ts';
/** What the body of a run shows. */
export interface RunBody {
    /** Failure and error sections (before any top-level section, or under FAILURES / ERRORS), in order. */
    sections: Section[];
    /** Conftests that failed to import, as collection-error sections. */
    conftests: Section[];
    /**
     * --tb=line writes no section headers, one crash line per failure in FAILURES order;
     * used only when no header matched, and only when there is one per FAILED entry.
     */
    crashLines: LineModeCrashLines;
    /** The statuses of each `-v` result line's node id, in order. */
    verbose: Map<string, VerboseStatus[]>;
    /** One stats word per progress letter. */
    letters: WordCounts;
    /** Progress-line paths with an F or E. */
    failingPaths: Set<string>;
    files: FilesRun;
}
/**
 * Reads the body of a run: its records up to `landmarks.bodyEnd`.
 *
 * @param lines `lines.at(i)` is the text of `records[i]`.
 */
export declare function scanRunBody(records: readonly PytestRecord[], lines: Lines, landmarks: Landmarks): RunBody;
