import { escapeRegExp } from "../regexp.js";
import { isTestOrSpecFile, snapshotDirOwner } from "../test-files.js";
import { JEST_PARSER } from "./parse.js";
/** Create React App's test command and its wrappers: jest, which watches unless told not to. */
const CRA_LIKE = new Set(['react-scripts', 'craco', 'react-app-rewired']);
function watches(args) {
    return args.some((a) => a === '--watch' || a === '--watchAll' || a === '--watch=true' || a === '--watchAll=true');
}
export const JEST_RUNNER = {
    framework: 'jest',
    parser: JEST_PARSER,
    // `--verbose` names every test with its outcome (the default lists files when several run).
    command: { viaPackageManager: true, words: ['jest', '--ci', '--verbose'] },
    env: {},
    isTestFile: isTestOrSpecFile,
    testModules: ['@jest/globals', 'expect'],
    configFiles: /^(?:jest\.config\.[cm]?[jt]s(?:on)?|jest\.setup\.[cm]?[jt]sx?)$/,
    // jest `-t`: `new RegExp(p, 'i')` against describe titles and test title joined by
    // spaces; parser names are `a › b › c`.
    // A file operand is a regex jest tests against each test file's absolute path.
    // jest looks for its config, or a package.json with a "jest" key, up to the filesystem root.
    discovery: { upward: ['jest.config.js', 'jest.config.ts', 'jest.config.mjs', 'jest.config.cjs', 'jest.config.cts', 'jest.config.json', 'package.json'] },
    outputs: { snapshot: snapshotDirOwner },
    selection: { kind: 'name-pattern', matching: { kind: 'title-path', separator: ' › ', start: '^' }, flags: (p) => ['-t', p], fileOperand: (path) => escapeRegExp(path) },
    script: {
        read(name, args) {
            if (name === 'jest')
                return watches(args) ? { watch: 'self', watchesUnderCi: true } : {};
            // react-scripts test stands down under CI, or with --watchAll=false.
            if (CRA_LIKE.has(name) && args[0] === 'test')
                return args.includes('--watchAll=false') ? {} : { watch: 'react-scripts' };
            return undefined;
        },
        // jest's documented way to run native ES modules is `node --experimental-vm-modules node_modules/jest/bin/jest.js`.
        entryFile: /(?:^|\/)jest(?:-cli)?\/bin\/jest\.js$/,
        neutralArgs: new Set(['--ci', '--verbose', '--passWithNoTests', '--silent', '--no-watchman', '--watchAll=false', '--colors']),
    },
    detection: {
        dependencies: ['jest'],
        configFile: /^jest\.config\.([cm]?[jt]s|json)$/,
        manifestKey: { key: 'jest', reason: 'package.json has a "jest" key' },
        decidesForPackages: true,
    },
    replay: { fileTargets: true, isolatesFiles: true, adoptsFailureFiles: true },
    inputs: 'imports',
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'jest', grammars: ['jest'] },
    docs: 'docs/runners/jest.md',
};
