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
export declare const PHPUNIT_CONFIG_FILES: readonly ["phpunit.xml", "phpunit.xml.dist", "phpunit.dist.xml"];
/** Composer's copy of the project's own PHPUnit. */
export declare const PHPUNIT_VENDOR_BIN = "vendor/bin/phpunit";
/** The flags every planned run gets. */
export declare const PHPUNIT_FLAGS: readonly ["--colors=never", "--do-not-cache-result"];
/** The planned command when the project has no vendor/bin/phpunit. */
export declare const PHPUNIT_COMMAND: readonly string[];
/** What test_probe says decided. */
export declare const PHPUNIT_REASONS: {
    readonly config: (file: string) => string;
    readonly composer: "composer.json requires phpunit/phpunit";
    readonly testFiles: "PHPUnit test files (tests/*Test.php) were found";
    readonly vendorBin: "vendor/bin/phpunit is the project's own PHPUnit";
};
/** Whether a relative `/`-separated path is a test file by PHPUnit's default suffix, in a test directory. */
export declare function isPhpunitTestFile(path: string): boolean;
/** Whether composer.json's text requires phpunit/phpunit (require or require-dev). */
export declare function composerRequiresPhpunit(composerJson: string | undefined): boolean;
/** The facts detection reads. */
export interface PhpunitFacts {
    /** Names of the files at the workspace root. */
    rootFiles: ReadonlySet<string>;
    /** Relative paths of the workspace's files. */
    files: readonly string[];
    /** composer.json's text, when there is one. */
    composerJson?: string;
    /** Whether vendor/bin/phpunit exists. */
    vendorBin: boolean;
}
export interface PhpunitDetection {
    /** The file that decided, when one did. */
    configPath?: string;
    reason: string;
    /** The planned whole-suite command. */
    words: readonly string[];
}
/** The planned command: the project's vendor/bin/phpunit when present, else `phpunit`. */
export declare function phpunitCommand(vendorBin: boolean): readonly string[];
/** PHPUnit when the facts identify it (see the module doc); undefined otherwise. */
export declare function detectPhpunit(facts: PhpunitFacts): PhpunitDetection | undefined;
