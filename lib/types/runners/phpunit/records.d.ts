/**
 * The line records `grammars/phpunit.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link PhpunitRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/phpunit/records
 */
/**
 * What a `There were N …:` section lists: failed tests (failures, errors), tests with a warning,
 * risky tests, or skipped/incomplete ones.
 */
export type SectionKind = 'defect' | 'warning' | 'risky' | 'skip';
/** One `Label: N` item of the counts line (`Tests`, `Assertions`, `Errors`, `Failures`, …). */
export interface CountItem {
    label: string;
    n: number;
}
export type PhpunitRecord = 
/** `PHPUnit 9.6.7 by Sebastian Bergmann and contributors.` */
{
    kind: 'banner';
    version: string;
}
/** `.F.SE   61 / 2000 (  3%)`: one mark per finished test. */
 | {
    kind: 'progress';
    marks: string;
}
/** `There was 1 failure:`, `There were 3 risky tests:` */
 | {
    kind: 'section';
    section: SectionKind;
}
/** `--`: between two sections. */
 | {
    kind: 'separator';
}
/** `1) CalcTest::testAdd`: a listed test; the lines up to the next record of another kind are its block. */
 | {
    kind: 'defect';
    name: string;
}
/** `/abs/path/tests/CalcTest.php:10`: a frame of PHPUnit's filtered trace. */
 | {
    kind: 'trace';
    location: string;
}
/** `OK (3 tests, 3 assertions)` */
 | {
    kind: 'ok';
    tests: number;
}
/** `FAILURES!`, `ERRORS!`, `WARNINGS!`, `OK, but incomplete, skipped, or risky tests!`: the counts line follows. */
 | {
    kind: 'verdict';
}
/** `Tests: 7, Assertions: 2, Failures: 1, Skipped: 3.` */
 | {
    kind: 'counts';
    counts: CountItem[];
}
/** `No tests executed!` */
 | {
    kind: 'noTests';
}
/** `Time: 00:01.060, Memory: 6.00 MB` */
 | {
    kind: 'time';
    ms: number;
}
/** `PHP Fatal error:  Uncaught ParseError: … in /abs/BrokenTest.php:9`: PHP died (loading a test file). */
 | {
    kind: 'fatal';
    message: string;
    file: string;
    line: number;
} | {
    kind: 'blank';
}
/** `##teamcity[testFailed name='testAdd' message='…' flowId='7']`: one TeamCity service message, values unescaped. */
 | {
    kind: 'teamcity';
    event: string;
    attrs: Record<string, string>;
}
/** `Calculator (Tests\Calculator)`: a testdox class header (the line above a result line). */
 | {
    kind: 'doxClass';
    name: string;
}
/** ` ✔ Adds numbers`: one test's testdox result line. */
 | {
    kind: 'doxResult';
    outcome: DoxOutcome;
    name: string;
}
/** `   │ Failed asserting …`: a line of the defect under a testdox result; text after `│ `. */
 | {
    kind: 'doxDetail';
    text: string;
}
/** `Summary of non-successful tests:`: testdox repeats its defects below. */
 | {
    kind: 'doxRecap';
} | {
    kind: 'unknown';
};
/** What a testdox result line's mark says: ✔ ✘ ↩ ∅ ☢ ⚠. */
export type DoxOutcome = 'passed' | 'failed' | 'skipped' | 'incomplete' | 'risky' | 'warning';
