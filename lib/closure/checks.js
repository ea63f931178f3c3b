/**
 * The names of the gate's switchable checks, host-free so the verdict can read them without
 * the plugin's config schema (which needs schemastery from the host).
 *
 * @module dsh-test-closure/closure/checks
 */
export const CHECK_NAMES = ['baseline', 'totalDropped', 'skippedRose', 'failedTestMissing', 'testFileGone', 'freshness', 'editsNeedRun'];
