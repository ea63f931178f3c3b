/**
 * The `source` of this plugin's messages: a plugin notice (the host's channel for plugin
 * output in the transcript, shown as a collapsed row with its summary) that also carries the
 * record the log replay reads back (closure/replay.ts). The host validates only `kind`; the
 * record is plain JSON and is never shown to the model.
 *
 * @module dsh-test-closure/plugin/notices
 */
import { type MessageSource } from '@deepseek-ai/dsh-llm';
import type { NoticeRecord } from '../closure/replay.ts';
/** A plugin-notice source with `summary` bounded to the host's 120 characters. */
export declare function pluginNotice(summary: string, record: NoticeRecord): MessageSource;
