/**
 * The words for a changed environment (closure/environment-change.ts): the note a run carries
 * when the project's install accounts for the change, and the `suite` check's clause when it
 * does not. Pinned in docs/gate.md, docs/model-visible-text.md and by tests.
 *
 * @module dsh-test-closure/render/environment
 */
import type { ForeignChange, InstalledChange } from '../closure/environment-change.ts';
/** The run's note for installed changes: `installed since the session started (the lockfile records it): left-pad 1.3.0 added`. */
export declare function installedNote(changes: readonly InstalledChange[]): string;
/** The `suite` check's clause for a run in an environment its install does not account for. */
export declare function foreignEnvironmentClause(changes: readonly ForeignChange[]): string;
