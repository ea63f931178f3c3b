/**
 * Folds the line records of node:test's spec and dot reporters (`grammars/node-spec.peggy`) into
 * a {@link ParseResult}.
 *
 * Spec, in order of authority:
 * - counts: node's footer (`ℹ tests` ... `ℹ duration_ms`, the last complete run of them);
 * - failures: the `✖ failing tests:` section node prints AFTER that footer (Node 20.x late, 22,
 *   24), which lists every failed test except parents failed only by their subtests, each with
 *   `test at <file>:<line>:<col>`. Failing todo tests (`⚠`, or `✖ ... # <reason>`) are dropped;
 *   entries the tree showed as `▶` parents (a suite whose hook threw) become kind 'run'.
 * - without footer or section (truncated output): the tree itself, leaf results only (a `▶` parent
 *   may be a suite or a test(), which spec does not tell apart), with node's rules.
 * Test output is copied raw by the spec reporter, so lines imitating ours are only trusted by
 * position: before the footer they can only add to the tree, which the footer and section
 * override.
 *
 * Dot: `.`/`X` marks (one per reported test, suites and parents included) and a `Failed tests:`
 * list in spec form; there is no footer, so `summarySeen` is false.
 *
 * @module dsh-test-closure/runners/node-test/spec
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { SpecRecord } from './records.ts';
/** Folds spec or dot records (one per line of `lines`) into a result. */
export declare function foldSpec(records: readonly SpecRecord[], lines: Lines, format: 'node-spec' | 'node-dot'): Folded;
