/**
 * The CTest console-output parser: `grammars/ctest.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers CTest 3.25's default,
 * --output-on-failure and -V output; see docs/runners/ctest.md.
 *
 * @module dsh-test-closure/runners/ctest/parse
 */
import { parse } from '#grammars/ctest';
import { singleDialect } from '../../parsing/pipeline.ts';
import { CTEST_BLOCKS } from './block.ts';
import { foldCtest } from './fold.ts';

export const CTEST_PARSER = singleDialect('ctest', {
  format: 'ctest',
  grammar: parse,
  fold: foldCtest,
}, CTEST_BLOCKS);
