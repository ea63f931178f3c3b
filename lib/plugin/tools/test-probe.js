import { defineTool } from '@deepseek-ai/dsh-tools';
import { workspaceRootFor } from "../shell-run.js";
import { renderProbe } from "../../render/probe.js";
import { resolveInside } from "../../workspace/inside.js";
import { describeWorkspace } from "../../planning/describe.js";
import { defaultStateDir } from "../../closure/harness-baseline.js";
import { expectedSuiteDuration } from "../../closure/suite-durations.js";
import { plainJson } from "../json.js";
import { PROBE_OUTPUT } from "./schemas.js";
import { FRAMEWORKS } from "../../runners/registry.js";
/** The frameworks named are the registry's (runners/registry.ts). */
export const TEST_PROBE_DESCRIPTION = `Detect the test framework of the workspace (${FRAMEWORKS.join(', ')}, npm test script, or a monorepo's packages) without running anything: framework, config file, test files, the command test_run would use, and why.`;
export function createTestProbeTool(ctx, config) {
    const stateDir = config.stateDir ?? defaultStateDir();
    return defineTool({
        name: 'test_probe',
        description: TEST_PROBE_DESCRIPTION,
        parameters: {
            dir: { type: 'string', description: 'Subdirectory of the workspace to probe (default: the workspace root).' },
        },
        output: {
            schema: PROBE_OUTPUT,
            render: (_args, value) => [{ type: 'text', text: renderProbe(value) }],
        },
        async execute(args, exec) {
            const root = resolveInside(workspaceRootFor(ctx, exec), args.dir);
            return plainJson(await describeWorkspace(root, {}, (suite) => expectedSuiteDuration(stateDir, { root, ...suite })));
        },
    });
}
