import { CTEST_BUILD_DIRS, CTEST_MANIFEST, CTEST_TESTFILE } from "./detection.js";
import { CTEST_PARSER } from "./parse.js";
import { selectCtestTests } from "./selection.js";
/** C and C++ sources, as projects name their test sources (CTest itself has no file convention). */
const TEST_SOURCE = /(?:^|\/)(?:tests?\/.*|[^/]*_test|test_[^/]*)\.(?:c|cc|cpp|cxx)$/;
export const CTEST_RUNNER = {
    framework: 'ctest',
    parser: CTEST_PARSER,
    // CTest runs what a configured build directory registered (add_test): the project's own
    // build step, then CTest in that directory. --output-on-failure prints a failing test's
    // output, which the parser reads; CTest prints no colour to a pipe.
    command: {
        viaPackageManager: false,
        words: ['ctest'],
        buildDir: {
            candidates: CTEST_BUILD_DIRS,
            marker: CTEST_TESTFILE,
            before: (dir) => ['cmake', '--build', dir],
            words: (dir) => ['ctest', '--test-dir', dir, '--output-on-failure'],
            missing: `no configured build directory (no build/${CTEST_TESTFILE}); configure one first, e.g. cmake -S . -B build`,
        },
    },
    env: {},
    isTestFile: (path) => TEST_SOURCE.test(path),
    configFiles: /^(?:CMakeLists\.txt|CTestConfig\.cmake|CMakePresets\.json)$/,
    // `-R '^(a|b)$'`: CTest's regular expression over test names.
    selection: { kind: 'runner-select', select: selectCtestTests },
    detection: { manifest: CTEST_MANIFEST },
    // A target is a -R pattern, not a file; each test is a process of its own.
    replay: { fileTargets: false, isolatesFiles: true, adoptsFailureFiles: true },
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'ctest', grammars: ['ctest'] },
    docs: 'docs/runners/ctest.md',
};
