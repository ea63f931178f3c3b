/**
 * The words for a changed environment (closure/environment-change.ts): the note a run carries
 * when the project's install accounts for the change, and the `suite` check's clause when it
 * does not. Pinned in docs/gate.md, docs/model-visible-text.md and by tests.
 *
 * @module dsh-test-closure/render/environment
 */
import type { ForeignChange, InstalledChange } from '../closure/environment-change.ts';
import { listText } from './blockers.ts';
import { oneLine } from './safe-text.ts';

function installedText(c: InstalledChange): string {
  const name = c.name === '' ? '' : `${c.name} `;
  if (c.was !== undefined && c.now !== undefined) return `${name}${c.was} → ${c.now}`;
  if (c.now !== undefined) return `${name}${c.now} added`.trim();
  return `${name}${c.was ?? ''} removed`.trim();
}

/** The run's note for installed changes: `installed since the session started (the lockfile records it): left-pad 1.3.0 added`. */
export function installedNote(changes: readonly InstalledChange[]): string {
  return `installed since the session started (the project's install records it): ${listText(changes.map(installedText))}`;
}

const KIND_TEXT: Record<ForeignChange['kind'], string> = {
  'changed-in-place': 'changed in place',
  unrecorded: 'installed or removed with no lockfile recording it',
  interpreter: "its interpreter changed",
  'new-virtualenv': 'a virtualenv made after the session started',
};

function foreignText(c: ForeignChange): string {
  const what = c.name === undefined ? '' : c.version === undefined ? ` (${c.name})` : ` (${c.name} ${c.version})`;
  return `${c.path}${what}: ${KIND_TEXT[c.kind]}`;
}

/** The `suite` check's clause for a run in an environment its install does not account for. */
export function foreignEnvironmentClause(changes: readonly ForeignChange[]): string {
  return `ran in an environment changed since the session started that no install accounts for (${oneLine(listText(changes.map(foreignText)))}); another environment cannot verify the suite: undo it through the project's install and start a new session, or say so with test_closure_report`;
}
