/**
 * The text of `test_probe` (and the CLI's `probe`): what was detected, why, the command
 * `test_run` would run, and the test files. Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/probe
 */
import type { ProbeResult } from '../planning/describe.ts';
/** `framework: vitest (config vitest.config.ts)`, `why: …`, the command and the files. */
export declare function renderProbe(p: ProbeResult): string;
