import { baseName } from "../test-files.js";
import { PYTEST_PARSER } from "./parse.js";
import { isDoctestItem } from "./node-ids.js";
// A pytest failure name usable as a positional argument: a .py path, optionally `::`-qualified.
// Names that are not (e.g. a run-level error label) would make pytest exit with "not found".
const PYTEST_NODE_ID = /^(?!-)\S.*?\.py(?:::.+)?$/s;
export const PYTEST_RUNNER = {
    framework: 'pytest',
    parser: PYTEST_PARSER,
    // `-v` names every test with its outcome, `-rfE` lists failures and errors in the short
    // summary the parser reads, `--tb=short`
    // bounds tracebacks. The cache provider stays on: `-p no:cacheprovider` would make a
    // project's addopts with --lf/--ff/--sw a usage error, and last_failed uses node ids.
    command: { viaPackageManager: false, words: ['python3', '-m', 'pytest', '-v', '-rfE', '--tb=short', '--color=no'], python: true },
    env: {},
    // pytest's defaults: `test_*.py` and `*_test.py`.
    isTestFile: (path) => /^test_.*\.py$/.test(baseName(path)) || /^.+_test\.py$/.test(baseName(path)),
    // A `conftest.py` can rewrite results; the ini-style files hold its options.
    configFiles: /^(?:conftest\.py|pytest\.ini|\.pytest\.ini|tox\.ini|setup\.cfg|pyproject\.toml)$/,
    testModules: ['pytest', '_pytest'],
    // Node ids rather than `-k`: a node id names exactly one test (file, class, function,
    // parametrization), while -k matches substrings of names across all files and cannot
    // express a parametrization id like `test_x[a-b]` reliably.
    // `python3 -m pytest` puts the root first on sys.path: a module there named like pytest or
    // one it loads first runs instead. pytest looks for its ini file up to the filesystem root.
    discovery: {
        shadows: ['pytest.py', 'pytest/', '_pytest/', 'pluggy.py', 'pluggy/', 'iniconfig.py', 'iniconfig/', 'py.py'],
        upward: ['pytest.ini', '.pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg', 'conftest.py'],
    },
    outputs: { dirs: ['htmlcov/'] },
    selection: { kind: 'node-ids', nodeIdOf: (name) => (PYTEST_NODE_ID.test(name) ? name : undefined) },
    script: { read: (name) => (name === 'pytest' || name === 'py.test' ? {} : undefined) },
    detection: {
        // pytest's own precedence.
        markedFiles: [
            ['pytest.ini', null],
            ['pyproject.toml', '[tool.pytest'],
            ['tox.ini', '[pytest]'],
            ['setup.cfg', '[tool:pytest]'],
        ],
        hookFile: 'conftest.py',
        testFilesReason: 'only Python test files (test_*.py, *_test.py) were found',
    },
    // A doctest's file is a module of the code under test: it never joins the baseline.
    replay: { fileTargets: true, isolatesFiles: false, adoptsFailureFiles: true, testInCode: isDoctestItem },
    inputs: 'imports',
    // pytest counts an error (a file that failed to collect, a fixture error) as failed too.
    report: { countedKinds: ['test', 'file', 'run'], version: /^platform .* -- Python \S+, pytest-(\d[\w.+-]*)/m },
    fixtures: { dir: 'pytest', grammars: ['pytest'] },
    docs: 'docs/runners/pytest.md',
};
