import type { Section } from './sections.ts';
import type { ShortSummary } from './short-summary.ts';
/** Each summary entry's section, by the entry's index in its list. */
export interface MatchedSections {
    /** Of the FAILED entries ({@link ShortSummary.failed}): their FAILURES sections. */
    failed: Map<number, Section>;
    /** Of the ERROR entries ({@link ShortSummary.errors}): their ERRORS sections (setup, teardown, collection). */
    errors: Map<number, Section>;
}
/**
 * Pairs a run's sections with its summary's FAILED and ERROR entries.
 *
 * @param sections the failure and error sections, in order.
 */
export declare function matchSectionsToSummary(sections: readonly Section[], summary: ShortSummary): MatchedSections;
