/**
 * The Maven + Surefire console-output parser: `grammars/maven.peggy` line records folded by
 * ./fold.ts, through the one pipeline (parsing/pipeline.ts). Covers `mvn -B test` with
 * Surefire 2.22 (JUnit 5 and 4), trimmed and full stack traces; see docs/runners/maven.md.
 *
 * @module dsh-test-closure/runners/maven/parse
 */
import { parse } from '#grammars/maven';
import { singleDialect } from '../../parsing/pipeline.ts';
import { MAVEN_BLOCKS } from './block.ts';
import { foldMaven } from './fold.ts';

export const MAVEN_PARSER = singleDialect('maven', {
  format: 'maven-surefire',
  grammar: parse,
  fold: foldMaven,
}, MAVEN_BLOCKS);
