import { defineTool } from '@deepseek-ai/dsh-tools';
import { isAbsolute, relative, resolve } from 'node:path';
import { workspaceRootFor } from "../run/execute.js";
import { probeWorkspace } from "../workspace/probe.js";
import { toJsonValue } from "./json.js";
export const TEST_PROBE_DESCRIPTION = 'Detect the test framework of the workspace (vitest, jest, npm test script, pytest, node:test) without running anything: framework, config file, test files, the command test_run would use, and why.';
/** Resolves `dir` inside `root`; a path that escapes the workspace is an error. */
export function resolveInside(root, dir) {
    if (dir === undefined || dir === '')
        return root;
    const full = resolve(root, dir);
    const rel = relative(root, full);
    if (rel.startsWith('..') || isAbsolute(rel))
        throw new Error(`test_probe: dir ${JSON.stringify(dir)} is outside the workspace ${root}`);
    return full;
}
/** `framework: vitest (config vitest.config.ts) — <reason>` plus command and files. */
export function renderProbe(p) {
    const lines = [`framework: ${p.framework ?? 'none detected'}${p.configPath ? ` (config ${p.configPath})` : ''}`, `why: ${p.reason}`];
    if (p.command)
        lines.push(`command: ${p.command}`);
    if (p.watchScript)
        lines.push(`note: scripts.test starts a watcher (${p.watchScript}); test_run runs once instead`);
    const more = p.testFileCount - p.testFiles.length;
    lines.push(`test files: ${p.testFileCount}${p.walkTruncated ? '+ (walk budget reached)' : ''}${p.testFiles.length ? `: ${p.testFiles.join(', ')}${more > 0 ? `, … ${more} more` : ''}` : ''}`);
    return lines.join('\n');
}
export function createTestProbeTool(ctx) {
    return defineTool({
        name: 'test_probe',
        description: TEST_PROBE_DESCRIPTION,
        parameters: {
            dir: { type: 'string', description: 'Subdirectory of the workspace to probe (default: the workspace root).' },
        },
        output: {
            schema: { type: 'json' },
            render: (_args, value) => [{ type: 'text', text: renderProbe(value) }],
        },
        async execute(rawArgs, exec) {
            const args = rawArgs;
            const root = resolveInside(workspaceRootFor(ctx, exec), args.dir);
            return toJsonValue(await probeWorkspace(root));
        },
    });
}
