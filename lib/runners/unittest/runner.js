import { baseName } from "../test-files.js";
import { unittestIdOf } from "./names.js";
import { UNITTEST_PARSER } from "./parse.js";
export const UNITTEST_RUNNER = {
    framework: 'unittest',
    parser: UNITTEST_PARSER,
    // Discovery from the project root (`python -m unittest` is `discover -s . -t .`); -v names
    // every test as it finishes, so a run cut off still says which failed. unittest has no
    // colour flag: Python 3.14+ colours only a terminal, and the output here is none.
    command: { viaPackageManager: false, words: ['python3', '-m', 'unittest', '-v'], python: true, djangoManage: true },
    env: {},
    // unittest discovery's default pattern: `test*.py` (`test_x.py`, `tests.py`, `testing_y.py`).
    isTestFile: (path) => /^test.*\.py$/.test(baseName(path)),
    // Django's manage.py: its `test` command loads the project's settings.
    configFiles: /^manage\.py$/,
    testModules: ['unittest', 'django.test'],
    // Test ids (`pkg.mod.Class.test_x`; a fixture error's class or module, a failed import's
    // module) as positional arguments: each loads exactly that test, class or module.
    // `python3 -m unittest` puts the root first on sys.path.
    discovery: { shadows: ['unittest.py', 'unittest/'] },
    selection: { kind: 'node-ids', nodeIdOf: unittestIdOf },
    // Read by the detection rules' Django and unittest-modules refinements (workspace/detect.ts).
    detection: {
        djangoReason: "manage.py is a Django project's: its tests run with manage.py test, whose runner is unittest's",
        importsReason: 'only Python test modules were found; they import unittest, none uses pytest, and no pytest is declared or installed in the workspace',
    },
    replay: { fileTargets: false, isolatesFiles: false, adoptsFailureFiles: true },
    report: { countedKinds: ['test', 'file'] },
    fixtures: { dir: 'unittest', grammars: ['unittest'] },
    docs: 'docs/runners/unittest.md',
};
