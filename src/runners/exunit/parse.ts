/**
 * The ExUnit (`mix test`) console-output parser: `grammars/exunit.peggy` line records folded
 * by ./fold.ts, through the one pipeline (parsing/pipeline.ts). Covers Elixir 1.14's CLI
 * formatter, default and --trace; see docs/runners/exunit.md.
 *
 * @module dsh-test-closure/runners/exunit/parse
 */
import { parse } from '#grammars/exunit';
import { singleDialect } from '../../parsing/pipeline.ts';
import { EXUNIT_BLOCKS } from './block.ts';
import { foldExunit } from './fold.ts';

export const EXUNIT_PARSER = singleDialect('exunit', {
  format: 'exunit',
  grammar: parse,
  fold: foldExunit,
}, EXUNIT_BLOCKS);
