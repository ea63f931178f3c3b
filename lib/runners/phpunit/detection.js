/**
 * What identifies a PHPUnit project, the command test_run plans for it, and the reasons
 * test_probe shows: data and pure functions over the workspace's file names and composer.json
 * text, so the workspace scan (src/workspace/) only gathers the facts.
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
export const PHPUNIT_CONFIG_FILES = ['phpunit.xml', 'phpunit.xml.dist', 'phpunit.dist.xml'];
/** Composer's copy of the project's own PHPUnit. */
export const PHPUNIT_VENDOR_BIN = 'vendor/bin/phpunit';
/** The flags every planned run gets. */
export const PHPUNIT_FLAGS = ['--colors=never', '--do-not-cache-result'];
/** The planned command when the project has no vendor/bin/phpunit. */
export const PHPUNIT_COMMAND = ['phpunit', ...PHPUNIT_FLAGS];
/** What test_probe says decided. */
export const PHPUNIT_REASONS = {
    config: (file) => `${file} is present (PHPUnit)`,
    composer: 'composer.json requires phpunit/phpunit',
    testFiles: 'PHPUnit test files (tests/*Test.php) were found',
    vendorBin: 'vendor/bin/phpunit is the project\'s own PHPUnit',
};
/** Whether a relative `/`-separated path is a test file by PHPUnit's default suffix, in a test directory. */
export function isPhpunitTestFile(path) {
    return path.endsWith('Test.php') && /(?:^|\/)tests?\//.test(path);
}
/** Whether composer.json's text requires phpunit/phpunit (require or require-dev). */
export function composerRequiresPhpunit(composerJson) {
    if (composerJson === undefined)
        return false;
    try {
        const manifest = JSON.parse(composerJson);
        return [manifest.require, manifest['require-dev']].some((deps) => typeof deps === 'object' && deps !== null && Object.hasOwn(deps, 'phpunit/phpunit'));
    }
    catch {
        return false;
    }
}
/** The planned command: the project's vendor/bin/phpunit when present, else `phpunit`. */
export function phpunitCommand(vendorBin) {
    return vendorBin ? [PHPUNIT_VENDOR_BIN, ...PHPUNIT_FLAGS] : PHPUNIT_COMMAND;
}
/** PHPUnit when the facts identify it (see the module doc); undefined otherwise. */
export function detectPhpunit(facts) {
    const words = phpunitCommand(facts.vendorBin);
    const config = PHPUNIT_CONFIG_FILES.find((f) => facts.rootFiles.has(f));
    if (config !== undefined)
        return { configPath: config, reason: PHPUNIT_REASONS.config(config), words };
    if (composerRequiresPhpunit(facts.composerJson))
        return { configPath: 'composer.json', reason: PHPUNIT_REASONS.composer, words };
    if (facts.files.some(isPhpunitTestFile))
        return { reason: PHPUNIT_REASONS.testFiles, words };
    return undefined;
}
