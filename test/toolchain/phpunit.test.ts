/**
 * The closed loop for PHPUnit on the real dsh runtime: a project with phpunit.xml is detected
 * as phpunit, a red run names the failing `Class::method`, the gate intercepts, the fix's run
 * re-runs it with `--filter` first and then the whole suite, green. Needs `php` and `phpunit`
 * (`.ci/run` installs Debian's php-cli and phpunit).
 */
import { suite } from 'uvu';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/runtime.ts';
import { redFixGreen } from '../support/red-fix-green.ts';

const loop = suite('closed loop (PHPUnit, real runtime)');

loop('probe -> red -> interception -> fix -> failing test first -> green -> turn closes', async () => {
  await redFixGreen({
    boot: { project: join(REPO_ROOT, 'fixtures/projects/phpunit/one-failure') },
    fix: (ws) => writeFileSync(join(ws, 'src/Calc.php'), readFileSync(join(ws, 'src/Calc.php'), 'utf8').replace('$a + $b + 1', '$a + $b')),
    framework: 'phpunit',
    command: 'phpunit --colors=never --do-not-cache-result < /dev/null',
    red: { summary: { total: 2, passed: 1, failed: 1, skipped: 0 }, failures: [['CalcTest::testAdd', 'test']] },
    green: { total: 2, passed: 2, failed: 0, skipped: 0 },
  });
});

loop.run();
