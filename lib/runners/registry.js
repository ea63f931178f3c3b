import { BUN_RUNNER } from "./bun/runner.js";
import { CARGO_RUNNER } from "./cargo/runner.js";
import { EXUNIT_RUNNER } from "./exunit/runner.js";
import { GO_RUNNER } from "./go/runner.js";
import { JEST_RUNNER } from "./jest/runner.js";
import { MINITEST_RUNNER } from "./minitest/runner.js";
import { MOCHA_RUNNER } from "./mocha/runner.js";
import { NODE_TEST_RUNNER } from "./node-test/runner.js";
import { PLAYWRIGHT_RUNNER } from "./playwright/runner.js";
import { PYTEST_RUNNER } from "./pytest/runner.js";
import { RSPEC_RUNNER } from "./rspec/runner.js";
import { UNITTEST_RUNNER } from "./unittest/runner.js";
import { UVU_RUNNER } from "./uvu/runner.js";
import { VITEST_RUNNER } from "./vitest/runner.js";
import { PHPUNIT_RUNNER } from "./phpunit/runner.js";
import { DENO_RUNNER } from "./deno/runner.js";
import { MAVEN_RUNNER } from "./maven/runner.js";
import { CTEST_RUNNER } from "./ctest/runner.js";
/**
 * Every runner by its framework id, in the order output detection tries them
 * (detect-output.ts) and lists show them.
 */
export const RUNNERS = {
    vitest: VITEST_RUNNER,
    jest: JEST_RUNNER,
    mocha: MOCHA_RUNNER,
    bun: BUN_RUNNER,
    playwright: PLAYWRIGHT_RUNNER,
    pytest: PYTEST_RUNNER,
    'node:test': NODE_TEST_RUNNER,
    uvu: UVU_RUNNER,
    unittest: UNITTEST_RUNNER,
    go: GO_RUNNER,
    cargo: CARGO_RUNNER,
    phpunit: PHPUNIT_RUNNER,
    deno: DENO_RUNNER,
    maven: MAVEN_RUNNER,
    ctest: CTEST_RUNNER,
    rspec: RSPEC_RUNNER,
    minitest: MINITEST_RUNNER,
    exunit: EXUNIT_RUNNER,
};
/**
 * The order in which a workspace's evidence decides its runner (workspace/detect.ts runs the
 * steps, first match wins; its header says why each stands where it does). The only
 * cross-runner knowledge of detection: each step reads one runner's `detection`.
 */
export const DETECTION_ORDER = [
    { rule: 'declared', runner: 'vitest' },
    { rule: 'declared', runner: 'jest' },
    { rule: 'declared', runner: 'mocha' },
    { rule: 'declared', runner: 'playwright' },
    { rule: 'script', runner: 'bun' },
    { rule: 'project-script' },
    { rule: 'marked-files', runner: 'pytest' },
    { rule: 'django', runner: 'unittest' },
    { rule: 'lockfile', runner: 'bun' },
    { rule: 'manifest', runner: 'go' },
    { rule: 'manifest', runner: 'cargo' },
    { rule: 'marked-files', runner: 'phpunit' },
    { rule: 'marked-files', runner: 'deno' },
    { rule: 'manifest', runner: 'maven' },
    { rule: 'manifest', runner: 'ctest' },
    { rule: 'manifest', runner: 'exunit' },
    // Ruby: RSpec's options file or a bundle that names it, before Minitest's Rakefile test
    // task or bundle (a project with both runs RSpec); no JS or Python rule names .rb files.
    { rule: 'marked-files', runner: 'rspec' },
    { rule: 'marked-files', runner: 'minitest' },
    { rule: 'test-files', runner: 'node:test' },
    { rule: 'imports', runner: 'unittest' },
    { rule: 'test-files', runner: 'pytest' },
    { rule: 'test-files', runner: 'phpunit' },
    // Ruby test files alone, last: spec/*_spec.rb, then test/*_test.rb.
    { rule: 'test-files', runner: 'rspec' },
    { rule: 'test-files', runner: 'minitest' },
];
/** The frameworks, in the registry's order. */
export const FRAMEWORKS = Object.freeze(Object.keys(RUNNERS));
/**
 * Every runner kind: the frameworks, then `npm-test`, then `workspaces` (a monorepo root
 * whose packages each run their own suite; see planning/workspaces.ts).
 */
export const RUNNER_KINDS = Object.freeze([...FRAMEWORKS, 'npm-test', 'workspaces']);
/** True when `value` names a framework (a parser exists for it). */
export function isFramework(value) {
    return typeof value === 'string' && Object.hasOwn(RUNNERS, value);
}
/** True when `value` is one of {@link RUNNER_KINDS}, typically an unchecked tool argument. */
export function isRunnerKind(value) {
    return typeof value === 'string' && RUNNER_KINDS.includes(value);
}
