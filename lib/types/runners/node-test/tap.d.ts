/**
 * Folds the line records of node:test's TAP reporter (`grammars/node-tap.peggy`) into a
 * {@link ParseResult}.
 *
 * Which lines count: a test point is node's only if a `# Subtest: <name>` at its indentation
 * announced it and no point consumed that yet (node prints test:start before every result), so TAP text a test prints
 * without `--test` does not count; with `--test` test output arrives as `# ...` comments anyway.
 * The YAML block after a point (`---` two spaces deeper, up to its `...`) is read from the raw
 * lines, never as records. Counts: node's footer when present; else per real point with node's
 * rules (suites, `type: 'suite'`, are not tests; SKIP and TODO are skipped; not ok is failed).
 * Failures: points that are not ok and not TODO; a parent's `subtestsFailed` is implied by its
 * failing descendants, which are listed, and a parent's own failure (a hook) is kind 'run'.
 *
 * @module dsh-test-closure/runners/node-test/tap
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { TapRecord } from './records.ts';
/** Folds TAP records (one per line of `lines`) into a result. */
export declare function foldTap(records: readonly TapRecord[], lines: Lines): Folded;
