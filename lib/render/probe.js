import { aboutDuration } from "./duration.js";
import { oneLine } from "./safe-text.js";
/** `usual duration: about 2m 30s (last 3 runs)`: the suite command's usual duration, from its last complete runs. */
export function usualDurationLine(d) {
    return `usual duration: ${aboutDuration(d.expectedMs)} (${d.runs === 1 ? 'last run' : `last ${d.runs} runs`})`;
}
/** `framework: vitest (config vitest.config.ts)`, `why: …`, the command (and its usual duration when known) and the files. */
export function renderProbe(p) {
    const lines = [`framework: ${p.framework ?? 'none detected'}${p.configPath ? ` (config ${oneLine(p.configPath)})` : ''}`, `why: ${oneLine(p.reason)}`];
    if (p.command)
        lines.push(`command: ${oneLine(p.command)}`);
    if (p.command && p.expectedDuration)
        lines.push(usualDurationLine(p.expectedDuration));
    if (p.python)
        lines.push(`python: ${oneLine(p.python.words.join(' '))} (${oneLine(p.python.reason)})`);
    for (const pkg of p.packages ?? [])
        lines.push(`package ${oneLine(pkg.dir)}: ${pkg.framework ?? 'none'} — ${oneLine(pkg.command)}`);
    if (p.watchScript)
        lines.push(`note: scripts.test starts a watcher (${oneLine(p.watchScript)}); the command above runs the tests once instead`);
    const more = p.testFileCount - p.testFiles.length;
    lines.push(`test files: ${p.testFileCount}${p.walkTruncated ? '+ (walk budget reached)' : ''}${p.testFiles.length ? `: ${p.testFiles.map(oneLine).join(', ')}${more > 0 ? `, … ${more} more` : ''}` : ''}`);
    return lines.join('\n');
}
