/**
 * The PHPUnit console-output parser: `grammars/phpunit.peggy` line records, folded by the fold
 * of the printer that wrote them, through the one pipeline (parsing/pipeline.ts). Covers
 * PHPUnit 9.6's default progress printer (plain and --verbose, ./fold.ts), `--teamcity`
 * (./teamcity.ts) and `--testdox` (./testdox.ts); see docs/runners/phpunit.md.
 *
 * The printers share one grammar: their summary lines are the same, and their other lines
 * are told apart by shape (`##teamcity[…]`, ` ✔ Name`), so each fold reads the kinds of its
 * printer and takes the others for text.
 *
 * @module dsh-test-closure/runners/phpunit/parse
 */
import { parse } from '#grammars/phpunit';
import { PHPUNIT_BLOCKS } from "./block.js";
import { foldPhpunit } from "./fold.js";
import { foldPhpunitTeamcity } from "./teamcity.js";
import { foldPhpunitTestdox } from "./testdox.js";
/** TeamCity's first message, which PHPUnit prints before any test runs. */
const TEAMCITY_START = /^##teamcity\[testCount /;
/** The default printer's progress line or defect section. */
const DEFAULT_PRINTER = /^[.FEWSIRD]* +\d+ \/ \d+ \( *\d+%\)\.?$|^There (?:was|were) \d+ /;
const TESTDOX_RESULT = /^ [\u2714\u2718\u21A9\u2205\u2622\u26A0] /;
/**
 * Which printer wrote `lines`: TeamCity when its first message is there; else the default
 * printer when a progress line or defect section is; else testdox when a result line is;
 * else the default printer (its summary lines are every printer's).
 */
export function detectPhpunitFormat(lines) {
    let testdox = false;
    for (const line of lines) {
        if (TEAMCITY_START.test(line))
            return 'phpunit-teamcity';
        if (DEFAULT_PRINTER.test(line))
            return 'phpunit';
        if (!testdox && TESTDOX_RESULT.test(line))
            testdox = true;
    }
    return testdox ? 'phpunit-testdox' : 'phpunit';
}
const DIALECTS = {
    phpunit: { format: 'phpunit', grammar: parse, fold: foldPhpunit },
    'phpunit-teamcity': { format: 'phpunit-teamcity', grammar: parse, fold: foldPhpunitTeamcity },
    'phpunit-testdox': { format: 'phpunit-testdox', grammar: parse, fold: foldPhpunitTestdox },
};
export const PHPUNIT_PARSER = {
    framework: 'phpunit',
    defaultFormat: 'phpunit',
    dialectOf: (lines) => DIALECTS[detectPhpunitFormat(lines)],
    blocks: PHPUNIT_BLOCKS,
};
