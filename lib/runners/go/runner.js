/**
 * go test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/go/runner
 */
import { join } from 'node:path';
import { GO_PARSER } from "./parse.js";
import { selectGoTests } from "./selection.js";
/** GOPATH's first entry, where go keeps its module cache by default. */
const gopath = ({ env, home }) => (env['GOPATH'] ?? join(home, 'go')).split(':')[0];
const DOWNLOAD_MODULES = 'download the modules outside the sandbox (go mod download) or vendor them (go mod vendor)';
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
    // The build cache is a pure cache with no flag: GOCACHE, go's own variable, points it into the
    // temp area. The module cache stays the user's: modules already downloaded there are read,
    // and a download, which would write there, is a denial named as such. go says which cache.
    outsideWrites: {
        places: [
            { what: "go's build cache", path: ({ env, xdgCache }) => env['GOCACHE'] ?? join(xdgCache, 'go-build'), message: /failed to initialize build cache at (\S+): \w+ \S+: / },
            { what: "go's module cache", path: (where) => where.env['GOMODCACHE'] ?? join(gopath(where), 'pkg', 'mod'), remedy: DOWNLOAD_MODULES },
            // go creates GOPATH itself before its module cache inside it.
            { what: "go's module cache", path: gopath, remedy: DOWNLOAD_MODULES, message: /could not create module cache: \w+ (\S+): / },
        ],
        redirect: { env: (cacheDir) => ({ GOCACHE: join(cacheDir, 'go-build') }) },
    },
    selection: { kind: 'runner-select', select: selectGoTests },
    // A Go module's tests are `go test`'s, and its `_test.go` files are no JS or Python test files.
    detection: { manifest: 'go.mod' },
    // A `_test.go` named alone is compiled without its package: a replay runs the whole module.
    // Its `_test.go` files are test files by rule already: a failure's file never joins the baseline.
    replay: { fileTargets: false, isolatesFiles: false, adoptsFailureFiles: false },
    inputs: 'go-packages',
    report: { countedKinds: ['test'] },
    fixtures: { dir: 'go', grammars: ['go'] },
    docs: 'docs/runners/go.md',
};
