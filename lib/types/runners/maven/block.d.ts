/**
 * Where a Maven (Surefire) failure's block is (parsing/failure-blocks.ts):
 * `[ERROR] addsTwo  Time elapsed: 0.01 s  <<< FAILURE!` (JUnit 4: `addsTwo(demo.CalcTest)`),
 * then the exception and its frames, to Maven's next log line.
 *
 * @module dsh-test-closure/runners/maven/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const MAVEN_BLOCKS: BlockRules;
