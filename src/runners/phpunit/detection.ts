/**
 * What identifies a PHPUnit project and the command test_run plans for it (read by
 * ./runner.ts, whose detection evidence the workspace rules apply):
 *
 * - A PHPUnit configuration file at the root (`phpunit.xml`, `phpunit.xml.dist`,
 *   `phpunit.dist.xml`), or a composer.json that requires `phpunit/phpunit`, or, failing both,
 *   test files by PHPUnit's default suffix (`*Test.php`) under a `tests/` or `test/` directory.
 * - The command: the project's own `vendor/bin/phpunit` when Composer installed it, else the
 *   `phpunit` on PATH; `--colors=never` (colour by flag: PHPUnit reads no colour variable, but
 *   a flag is what the plan can state), `--do-not-cache-result` (no `.phpunit.result.cache`
 *   written into the workspace). The default progress printer is what the parser reads.
 *
 * @module dsh-test-closure/runners/phpunit/detection
 */

/** PHPUnit's configuration files, in the order PHPUnit looks for them. */
export const PHPUNIT_CONFIG_FILES = ['phpunit.xml', 'phpunit.xml.dist', 'phpunit.dist.xml'] as const;

/** Composer's copy of the project's own PHPUnit. */
export const PHPUNIT_VENDOR_BIN = 'vendor/bin/phpunit';

/** The flags every planned run gets. */
export const PHPUNIT_FLAGS = ['--colors=never', '--do-not-cache-result'] as const;

/** The planned command when the project has no vendor/bin/phpunit. */
export const PHPUNIT_COMMAND: readonly string[] = ['phpunit', ...PHPUNIT_FLAGS];

/** Whether a relative `/`-separated path is a test file by PHPUnit's default suffix, in a test directory. */
export function isPhpunitTestFile(path: string): boolean {
  return path.endsWith('Test.php') && /(?:^|\/)tests?\//.test(path);
}
