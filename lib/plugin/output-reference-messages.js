/**
 * The notes that tell the model where a `test_run`'s full output is (plugin/output-reference.ts).
 * Model-visible: listed verbatim in docs/model-visible-text.md, pinned by tests.
 *
 * @module dsh-test-closure/plugin/output-reference-messages
 */
export const OUTPUT_REFERENCE_NOTES = {
    /**
     * The host's spill store saved the output. The locator is rendered as the store gave it
     * (never parsed) and the store's own retrieval hint follows verbatim: the hint says how
     * to read the artifact, the locator which one (the local backend's hint says "this path").
     */
    saved: (locator, bytes, hint) => `full output: ${locator} (${bytes} bytes). ${hint}`,
    /** The shell truncated a stream and kept it whole in a file of its own (`spillPath`). */
    shellKept: (stream, path) => `the shell kept the full ${stream} in ${path}`,
};
