import { listText } from "./blockers.js";
import { oneLine } from "./safe-text.js";
function installedText(c) {
    const name = c.name === '' ? '' : `${c.name} `;
    if (c.was !== undefined && c.now !== undefined)
        return `${name}${c.was} → ${c.now}`;
    if (c.now !== undefined)
        return `${name}${c.now} added`.trim();
    return `${name}${c.was ?? ''} removed`.trim();
}
/** The run's note for installed changes: `installed since the session started (the lockfile records it): left-pad 1.3.0 added`. */
export function installedNote(changes) {
    return `installed since the session started (the project's install records it): ${listText(changes.map(installedText))}`;
}
const KIND_TEXT = {
    'changed-in-place': 'changed in place',
    unrecorded: 'installed or removed with no lockfile recording it',
    interpreter: "its interpreter changed",
    'new-virtualenv': 'a virtualenv made after the session started',
};
function foreignText(c) {
    const what = c.name === undefined ? '' : c.version === undefined ? ` (${c.name})` : ` (${c.name} ${c.version})`;
    return `${c.path}${what}: ${KIND_TEXT[c.kind]}`;
}
/** The `suite` check's clause for a run in an environment its install does not account for. */
export function foreignEnvironmentClause(changes) {
    return `ran in an environment changed since the session started that no install accounts for (${oneLine(listText(changes.map(foreignText)))}); another environment cannot verify the suite: undo it through the project's install and start a new session, or say so with test_closure_report`;
}
