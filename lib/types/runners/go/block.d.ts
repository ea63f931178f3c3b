/**
 * Where a go failure's block is (parsing/failure-blocks.ts): `--- FAIL: TestX/sub (0.00s)`;
 * plain output prints a failing test's output after it (-v prints it before, so there the
 * block is empty and there is none).
 *
 * @module dsh-test-closure/runners/go/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const GO_BLOCKS: BlockRules;
