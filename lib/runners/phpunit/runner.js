import { isPhpunitTestFile, PHPUNIT_COMMAND, PHPUNIT_CONFIG_FILES, PHPUNIT_VENDOR_BIN } from "./detection.js";
import { PHPUNIT_PARSER } from "./parse.js";
import { selectPhpunitTests } from "./selection.js";
export const PHPUNIT_RUNNER = {
    framework: 'phpunit',
    parser: PHPUNIT_PARSER,
    // The default progress printer; --colors=never (PHPUnit reads no colour variable),
    // --do-not-cache-result (no .phpunit.result.cache written into the workspace). Composer's
    // vendor/bin/phpunit, the project's own PHPUnit, runs instead of the one on PATH when present.
    command: { viaPackageManager: false, words: PHPUNIT_COMMAND, localBin: PHPUNIT_VENDOR_BIN },
    env: {},
    isTestFile: isPhpunitTestFile,
    configFiles: /^(?:phpunit\.xml|phpunit\.xml\.dist|phpunit\.dist\.xml|composer\.json)$/,
    // One anchored `--filter` alternation of `Class::method` (a data set's name included).
    selection: { kind: 'runner-select', select: selectPhpunitTests },
    detection: {
        // PHPUnit's configuration files in its own order, else a composer.json requiring it.
        markedFiles: [...PHPUNIT_CONFIG_FILES.map((f) => [f, null]), ['composer.json', '"phpunit/phpunit"']],
        testFilesReason: 'PHPUnit test files (tests/*Test.php) were found',
    },
    // PHPUnit runs the test files named as operands, all in one process.
    replay: { fileTargets: true, isolatesFiles: false, adoptsFailureFiles: true },
    report: { countedKinds: ['test'], version: /^PHPUnit (\S+) by Sebastian Bergmann/m },
    fixtures: { dir: 'phpunit', grammars: ['phpunit'] },
    docs: 'docs/runners/phpunit.md',
};
