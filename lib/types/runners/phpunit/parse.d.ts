import type { Lines } from '../../parsing/lines.ts';
import type { RunnerParser } from '../../parsing/pipeline.ts';
/** The console formats PHPUnit's printers write. */
export type PhpunitFormat = 'phpunit' | 'phpunit-teamcity' | 'phpunit-testdox';
/**
 * Which printer wrote `lines`: TeamCity when its first message is there; else the default
 * printer when a progress line or defect section is; else testdox when a result line is;
 * else the default printer (its summary lines are every printer's).
 */
export declare function detectPhpunitFormat(lines: Lines): PhpunitFormat;
export declare const PHPUNIT_PARSER: RunnerParser;
