/**
 * deno test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/deno/runner
 */
import { join } from 'node:path';
import { snapshotDirOwner } from "../test-files.js";
import { DENO_COMMAND, DENO_CONFIG_FILES, isDenoTestFile } from "./detection.js";
import { DENO_PARSER } from "./parse.js";
import { selectDenoTests } from "./selection.js";
export const DENO_RUNNER = {
    framework: 'deno',
    parser: DENO_PARSER,
    // The pretty reporter. Deno has no colour flag and colours even a pipe; NO_COLOR is not set
    // since the code under test reads it (Deno.noColor): the parser strips the colour.
    command: { viaPackageManager: false, words: DENO_COMMAND },
    env: {},
    isTestFile: isDenoTestFile,
    configFiles: /^deno\.jsonc?$/,
    // One anchored `--filter` regular expression of the failing top-level tests.
    // deno finds its config file by looking up from the root.
    discovery: { upward: ['deno.json', 'deno.jsonc', 'package.json'] },
    outputs: { snapshot: snapshotDirOwner },
    // Its module and compile cache.
    outsideWrites: { places: [{ what: "deno's cache", path: ({ env, xdgCache }) => env['DENO_DIR'] ?? join(xdgCache, 'deno') }] },
    selection: { kind: 'runner-select', select: selectDenoTests },
    // Deno's configuration file; its test modules alone are no evidence (node:test's and bun's
    // names are the same).
    detection: { markedFiles: DENO_CONFIG_FILES.map((f) => [f, null]) },
    // deno test runs the modules named as operands, each in an isolate of its own.
    replay: { fileTargets: true, isolatesFiles: true, adoptsFailureFiles: true },
    inputs: 'imports',
    // Deno counts a module whose uncaught error stopped it among its failed (`1 passed | 1 failed`).
    report: { countedKinds: ['test', 'file'] },
    fixtures: { dir: 'deno', grammars: ['deno', 'deno-tap'] },
    docs: 'docs/runners/deno.md',
};
