/**
 * The plugin's identity, shared by the gate (message source) and the log replay.
 *
 * @module dsh-test-closure/closure/names
 */
export declare const PLUGIN_NAME = "dsh-test-closure";
