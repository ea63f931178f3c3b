/**
 * The `test_probe` tool: detect the test runner of the session's workspace without running
 * anything, and say why; with the suite command's usual duration when whole-suite runs of it
 * in that directory are recorded in the state directory (closure/suite-durations.ts).
 *
 * @module dsh-test-closure/plugin/tools/test-probe
 */
import type { Context } from '@deepseek-ai/cordis';
import { defineTool, type ToolRunContext } from '@deepseek-ai/dsh-tools';
import { workspaceRootFor } from '../shell-run.ts';
import { renderProbe } from '../../render/probe.ts';
import { resolveInside } from '../../workspace/inside.ts';
import { describeWorkspace } from '../../planning/describe.ts';
import { defaultStateDir } from '../../closure/harness-baseline.ts';
import { expectedSuiteDuration } from '../../closure/suite-durations.ts';
import type { Config } from '../config.ts';
import { plainJson } from '../json.ts';
import { PROBE_OUTPUT } from './schemas.ts';
import { FRAMEWORKS } from '../../runners/registry.ts';

/** The frameworks named are the registry's (runners/registry.ts). */
export const TEST_PROBE_DESCRIPTION = `Detect the test framework of the workspace (${FRAMEWORKS.join(', ')}, npm test script, or a monorepo's packages) without running anything: framework, config file, test files, the command test_run would use, and why.`;

export function createTestProbeTool(ctx: Context, config: Pick<Config, 'stateDir'>) {
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
    async execute(args, exec: ToolRunContext) {
      const root = resolveInside(workspaceRootFor(ctx, exec), args.dir);
      return plainJson(await describeWorkspace(root, {}, (suite) => expectedSuiteDuration(stateDir, { root, ...suite })));
    },
  });
}
