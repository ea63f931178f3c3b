/**
 * The product's name: the plugin's name, its messages' source, the prefix of its errors and
 * notices, and the root of its log records' kinds.
 *
 * @module dsh-test-closure/report/names
 */
export const PLUGIN_NAME = 'dsh-test-closure';
