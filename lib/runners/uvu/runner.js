import { DECLARATION } from "../test-files.js";
import { UVU_PARSER } from "./parse.js";
export const UVU_RUNNER = {
    framework: 'uvu',
    parser: UVU_PARSER,
    // `--no-color`: the CLI colours by default, by setting FORCE_COLOR=1 in its own
    // environment, which the code under test then reads. Operands are uvu's `[dir] [pattern]`.
    command: { viaPackageManager: true, words: ['uvu', '--no-color'] },
    env: {},
    // uvu's default discovery (uvu/parse, no `dir` given): files under a `test`/`tests`/
    // `__test__`/`__tests__` directory, `*.test.*`/`*.tests.*`/`*.spec.*`, and a root `test.*`,
    // with a `.js .mjs .cjs .jsx .ts .tsx` extension; uvu tests the pattern case-insensitively.
    isTestFile: (path) => /((\/|^)(tests?|__tests?__)\/.*|\.(tests?|spec)|^\/?tests?)\.([mc]js|[jt]sx?)$/i.test(path) && !DECLARATION.test(path),
    testModules: ['uvu'],
    // uvu has no option that selects tests by name (only files, by a pattern on their paths).
    discovery: { upward: ['package.json'] },
    selection: { kind: 'none' },
    script: { read: (name) => (name === 'uvu' ? {} : undefined) },
    detection: {},
    replay: { fileTargets: false, isolatesFiles: false, adoptsFailureFiles: true },
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'uvu', grammars: ['uvu'] },
    docs: 'docs/runners/uvu.md',
};
