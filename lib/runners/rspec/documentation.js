/** `Calc`, `Net::HTTP`: a title a class or module prints as. */
const CONSTANT = /^[A-Z]\w*(?:::[A-Z]\w*)*$/;
/** A child title RSpec joins to a class or module without a space. */
const METHOD_LIKE = /^(?:#|::|\.)/;
const FAILED = /^(.*) \(FAILED - (\d+)\)$/;
const PENDING = /^(.*) \(PENDING: .*\)$/;
/** Ambiguous junctions tried per failing example at most (2^n joins). */
const MAX_AMBIGUOUS = 6;
function descriptionOf(group, assumed = new Map()) {
    if (group.parent === undefined)
        return group.title;
    // Undecided (no failure under it): the constant-like title is taken for a class.
    const separator = group.separator ?? assumed.get(group) ?? '';
    return `${descriptionOf(group.parent, assumed)}${separator}${group.title}`;
}
/** The ambiguous junctions above an example, innermost first. */
function ambiguousAbove(group) {
    const out = [];
    for (let g = group; g !== undefined; g = g.parent)
        if (g.separator === undefined)
            out.push(g);
    return out;
}
/** Decides the junctions above a failing example by its name on the rerun list; false when no join gives it. */
function decide(example, name) {
    const open = ambiguousAbove(example.group);
    if (open.length > MAX_AMBIGUOUS)
        return false;
    for (let mask = 0; mask < 1 << open.length; mask++) {
        const assumed = new Map(open.map((g, i) => [g, (mask >> i) & 1 ? ' ' : '']));
        if (`${descriptionOf(example.group, assumed)} ${example.title}` === name) {
            for (const [g, separator] of assumed)
                g.separator = separator;
            return true;
        }
    }
    return false;
}
/**
 * The examples the tree `lines` (its lines in order, blank lines and RSpec's own blocks left
 * out) lists, when they account for `totals`; undefined otherwise.
 */
export function readDocumentationTree(lines, totals) {
    const examples = [];
    const stack = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const title = line.trimStart();
        const indent = line.length - title.length;
        if (indent % 2 !== 0 || indent / 2 > stack.length || title.trimEnd() !== title)
            return undefined;
        const depth = indent / 2;
        stack.length = depth;
        const next = lines[i + 1];
        if (next !== undefined && next.length - next.trimStart().length > indent) {
            const parent = stack[depth - 1];
            const ambiguous = parent !== undefined && CONSTANT.test(parent.title) && METHOD_LIKE.test(title);
            stack.push({ title, parent, separator: parent === undefined ? '' : ambiguous ? undefined : ' ' });
            continue;
        }
        // Every example is in a group.
        const group = stack[depth - 1];
        if (group === undefined)
            return undefined;
        const failed = FAILED.exec(title);
        if (failed !== null)
            examples.push({ group, title: failed[1], outcome: 'failed', n: Number(failed[2]) });
        else {
            const pending = PENDING.exec(title);
            examples.push({ group, title: pending?.[1] ?? title, outcome: pending !== null ? 'pending' : 'passed', n: 0 });
        }
    }
    const failedExamples = examples.filter((e) => e.outcome === 'failed').sort((a, b) => a.n - b.n);
    if (failedExamples.length !== totals.failed || totals.failing.length !== totals.failed)
        return undefined;
    for (let k = 0; k < failedExamples.length; k++) {
        if (failedExamples[k].n !== k + 1 || !decide(failedExamples[k], totals.failing[k]))
            return undefined;
    }
    const listed = { passed: [], skipped: [] };
    for (const e of examples) {
        const name = `${descriptionOf(e.group)} ${e.title}`;
        if (e.outcome === 'passed')
            listed.passed.push(name);
        else if (e.outcome === 'pending')
            listed.skipped.push(name);
    }
    if (listed.passed.length !== totals.passed || listed.skipped.length !== totals.pending)
        return undefined;
    return listed;
}
