/** At most this many lines of a block after its header. */
export const BLOCK_MAX_LINES = 80;
/** At most this many characters of a block. */
export const BLOCK_MAX_CHARS = 8000;
/** How many lines after a header its failure's message may appear on. */
const MESSAGE_WITHIN_LINES = 12;
const recorded = new WeakMap();
/**
 * Records that `failures` were read from `input` (normalized) under `rules`. Cheap: the blocks
 * are found when {@link failureBlock} first asks for one of them.
 */
export function recordFailureBlocks(rules, input, failures) {
    if (failures.length === 0)
        return;
    const parsed = { rules, input, failures };
    for (const f of failures)
        recorded.set(f, parsed);
}
/** Copies of a parsed failure (its paths made relative, say) -> the failure the parse returned. */
const copiedFrom = new WeakMap();
/** Records that `copy` states the same failure as `original`, so it has the same block. */
export function keepFailureBlock(copy, original) {
    if (copy !== original)
        copiedFrom.set(copy, copiedFrom.get(original) ?? original);
}
/** The block of a failure as the parse returned it (or of a copy kept by {@link keepFailureBlock}); undefined where no header names it. */
export function failureBlock(failure) {
    const original = copiedFrom.get(failure) ?? failure;
    const parsed = recorded.get(original);
    if (parsed === undefined)
        return undefined;
    parsed.blocks ??= findBlocks(parsed);
    return parsed.blocks.get(original);
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The block's end (exclusive) for a header at `start`. */
function blockEnd(lines, start, rules) {
    let chars = 0;
    let end = start + 1;
    while (end < lines.length && end - start <= BLOCK_MAX_LINES) {
        const line = lines[end];
        if (rules.header.test(line) || rules.end.test(line))
            break;
        chars += line.length + 1;
        if (chars > BLOCK_MAX_CHARS)
            break;
        end++;
    }
    return end;
}
function findBlocks({ rules, input, failures }) {
    const blocks = new Map();
    const lines = input.split('\n');
    const headers = [];
    for (let i = 0; i < lines.length; i++)
        if (rules.header.test(lines[i]))
            headers.push(i);
    for (const failure of failures) {
        if (failure.name === '')
            continue;
        const candidates = headers.filter((i) => rules.names(failure, lines[i], lines, i));
        if (candidates.length === 0)
            continue;
        const message = failure.message;
        const withMessage = message === undefined ? undefined : candidates.find((i) => lines.slice(i + 1, i + 1 + MESSAGE_WITHIN_LINES).some((l) => l.includes(message)));
        const start = withMessage ?? candidates[candidates.length - 1];
        const body = lines.slice(start + 1, blockEnd(lines, start, rules));
        while (body.length > 0 && body[body.length - 1].trim() === '')
            body.pop();
        if (body.length === 0)
            continue;
        const block = { text: body.join('\n') };
        if (failure.file !== undefined) {
            const at = new RegExp(`${escapeRegExp(failure.file.replace(/^\.\//, ''))}:(\\d+)`).exec(block.text);
            if (at)
                block.line = Number(at[1]);
        }
        blocks.set(failure, block);
    }
    return blocks;
}
