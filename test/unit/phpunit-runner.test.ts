/**
 * PHPUnit's runner facts on their own: the `--filter` selection of failure names (checked
 * against what PHPUnit matches: `Class::method` plus a data set's name) and detection over
 * project layouts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isPhpunitTestFile } from '../../src/runners/phpunit/detection.ts';
import { escapePcre, phpunitFilterOf, selectPhpunitTests } from '../../src/runners/phpunit/selection.ts';

const selection = suite('phpunit selection: --filter');

selection('one anchored alternation, each name exactly', () => {
  assert.equal(selectPhpunitTests(['CalcTest::testAdd', 'StringsTest::testUpper'], []), {
    flags: ['--filter', '/^(?:CalcTest::testAdd$|StringsTest::testUpper$)/'],
    operands: [],
    count: 2,
  });
});

selection('namespaces, data sets, unicode and metacharacters are escaped for PCRE inside /…/', () => {
  assert.is(phpunitFilterOf('App\\Tests\\CartTest::testTotal'), 'App\\\\Tests\\\\CartTest::testTotal$');
  assert.is(phpunitFilterOf('MathTest::testAdd with data set #1'), 'MathTest::testAdd with data set \\#1$');
  assert.is(phpunitFilterOf('MathTest::testIsEven with data set "a/b (c)"'), 'MathTest::testIsEven with data set "a\\/b \\(c\\)"$');
  assert.is(phpunitFilterOf('GrüßeTest::test日本語の名前'), 'GrüßeTest::test日本語の名前$');
  assert.is(escapePcre('a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p#q-r'), 'a\\.b\\*c\\+d\\?e\\^f\\$g\\{h\\}i\\(j\\)k\\|l\\[m\\]n\\\\o\\/p\\#q\\-r');
});

selection('a class hook selects its class; a file path or a stray word selects nothing', () => {
  assert.is(phpunitFilterOf('AfterClassTest::tearDownAfterClass'), 'AfterClassTest::');
  assert.is(phpunitFilterOf('BeforeClassTest::setUpBeforeClass'), 'BeforeClassTest::');
  assert.is(phpunitFilterOf('/p/tests/BrokenTest.php'), undefined);
  assert.is(phpunitFilterOf('CalcTest::testAdd and more'), undefined);
  assert.is(selectPhpunitTests(['/p/tests/BrokenTest.php'], []), undefined);
  // --testdox names a failure by its prettified class and line, which no filter takes.
  assert.is(phpunitFilterOf('List (Demo\\Lists\\List) \u203A Count'), undefined);
});

selection('the model\'s targets are the operands; repeated names count once', () => {
  assert.equal(selectPhpunitTests(['A::b', 'A::b'], ['tests/Unit']), { flags: ['--filter', '/^(?:A::b$)/'], operands: ['tests/Unit'], count: 1 });
});

selection.run();

const detection = suite('phpunit detection');

detection('test files: *Test.php in a tests/ or test/ directory', () => {
  assert.is(isPhpunitTestFile('tests/CalcTest.php'), true);
  assert.is(isPhpunitTestFile('tests/Unit/Math/AdderTest.php'), true);
  assert.is(isPhpunitTestFile('module/test/FooTest.php'), true);
  assert.is(isPhpunitTestFile('src/CalcTest.php'), false);
  assert.is(isPhpunitTestFile('tests/Calc.php'), false);
});

detection.run();
