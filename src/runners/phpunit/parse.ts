/**
 * The PHPUnit console-output parser: `grammars/phpunit.peggy` line records folded by
 * ./fold.ts, through the one pipeline (parsing/pipeline.ts). Covers PHPUnit 9.6's default
 * progress printer, plain and --verbose; see docs/runners/phpunit.md.
 *
 * @module dsh-test-closure/runners/phpunit/parse
 */
import { parse } from '#grammars/phpunit';
import { singleDialect } from '../../parsing/pipeline.ts';
import { PHPUNIT_BLOCKS } from './block.ts';
import { foldPhpunit } from './fold.ts';

export const PHPUNIT_PARSER = singleDialect('phpunit', {
  format: 'phpunit',
  grammar: parse,
  fold: foldPhpunit,
}, PHPUNIT_BLOCKS);
