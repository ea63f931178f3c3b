/**
 * Where a Deno failure's block is (parsing/failure-blocks.ts). Pretty and dot reporters: in
 * ` ERRORS `, `cart ... totals ... with tax => ./steps_test.ts:8:13`, or `./m_test.ts (uncaught
 * error)` for a module stopped by an uncaught error, to the next one or the ` FAILURES ` list.
 * TAP reporter: `not ok N - name` (a step's under its `# Subtest: test`), to the next result.
 *
 * @module dsh-test-closure/runners/deno/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const DENO_BLOCKS: BlockRules;
