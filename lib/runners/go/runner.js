import { GO_PARSER } from "./parse.js";
import { selectGoTests } from "./selection.js";
export const GO_RUNNER = {
    framework: 'go',
    parser: GO_PARSER,
    // -v prints every test's result (plain output prints only failures, so it cannot count);
    // -count=1 runs every test instead of replaying cached results. go prints no colour.
    command: { viaPackageManager: false, words: ['go', 'test', '-v', '-count=1'], defaultOperands: ['./...'] },
    env: {},
    isTestFile: (path) => path.endsWith('_test.go'),
    configFiles: /^(?:go\.mod|go\.work)$/,
    // `-run '^(TestA|TestB)$'` over the failing tests' packages (by import path).
    // A go.work in a parent directory puts the module in that workspace.
    discovery: { upward: ['go.work'] },
    selection: { kind: 'runner-select', select: selectGoTests },
    // A Go module's tests are `go test`'s, and its `_test.go` files are no JS or Python test files.
    detection: { manifest: 'go.mod' },
    // A `_test.go` named alone is compiled without its package: a replay runs the whole module.
    // Its `_test.go` files are test files by rule already: a failure's file never joins the baseline.
    replay: { fileTargets: false, isolatesFiles: false, adoptsFailureFiles: false },
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'go', grammars: ['go'] },
    docs: 'docs/runners/go.md',
};
