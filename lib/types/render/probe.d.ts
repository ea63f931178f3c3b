/**
 * The text of `test_probe` (and the CLI's `probe`): what was detected, why, the command
 * `test_run` would run, and the test files. Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/probe
 */
import type { ExpectedDuration, ProbeResult } from '../planning/describe.ts';
/** `usual duration: about 2m 30s (last 3 runs)`: the suite command's usual duration, from its last complete runs. */
export declare function usualDurationLine(d: ExpectedDuration): string;
/** `framework: vitest (config vitest.config.ts)`, `why: …`, the command (and its usual duration when known) and the files. */
export declare function renderProbe(p: ProbeResult): string;
