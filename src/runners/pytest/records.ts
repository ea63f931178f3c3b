/**
 * The line records `grammars/pytest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link PytestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/pytest/records
 */

/** Outcome words of the short test summary (`-r`) entries. */
export type EntryWord = 'FAILED' | 'ERROR' | 'PASSED' | 'XFAIL' | 'XPASS';

/** Outcome words of `-v` result lines. */
export type VerboseStatus = 'PASSED' | 'FAILED' | 'ERROR' | 'SKIPPED' | 'XFAIL' | 'XPASS';

/** `call` = a FAILURES section header; the others are ERRORS section headers. */
export type HeaderWhen = 'call' | 'setup' | 'teardown' | 'collect';

export interface StatItem {
  n: number;
  /** `failed`, `passed`, `skipped`, `deselected`, `xfailed`, `xpassed`, `error(s)`, `warning(s)`, ... */
  word: string;
}

export type PytestRecord =
  | { kind: 'section'; title: string }
  | { kind: 'stats'; counts: StatItem[]; seconds: number }
  | { kind: 'header'; when: HeaderWhen; title: string }
  | { kind: 'sub'; title: string }
  | { kind: 'bang'; title: string }
  | { kind: 'entry'; word: EntryWord; nodeid: string; message?: string }
  /**
   * A pytest 9 subtest entry (`SUBFAILED[msg] (i=1) nodeid - message`); an extra report of its
   * test. `text` is what follows the word; ./subtest-node.ts finds the node id and message in it.
   */
  | { kind: 'subEntry'; word: string; text: string }
  | { kind: 'skipEntry'; n: number }
  /** `ImportError while loading conftest '<path>'.`: pytest stops before collecting (exit 4). */
  | { kind: 'conftest'; path: string }
  /** `ERROR: <message>`: pytest's usage error (bad argument, path not found), on stderr. */
  | { kind: 'usage'; message: string }
  /** `collected 9 items / 1 deselected / 1 skipped / 8 selected`: skipped and errors are collection reports. */
  | { kind: 'collected'; n: number; deselected: number; selected: number; skipped: number; errors: number }
  | { kind: 'progress'; path?: string; chars: string }
  /** Progress letters without their `[ NN%]`: the unfinished line of a run cut off mid-file, or a test's output. */
  | { kind: 'cutProgress'; path?: string; chars: string }
  | { kind: 'result'; nodeid: string; status: VerboseStatus }
  /** `E       assert 1 == 2`; its text (trimmed, after the `E`) is the input's line at the record's index. */
  | { kind: 'e' }
  | { kind: 'loc'; path: string; line: number; text: string }
  /** Any other line; its text is the input's line at the record's index. */
  | { kind: 'unknown' };
