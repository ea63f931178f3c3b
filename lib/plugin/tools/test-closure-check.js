/**
 * The `test_closure_check` tool: the closure check (closure/checks.ts) for the calling
 * session, rendered by render/closure-check.ts.
 *
 * @module dsh-test-closure/plugin/tools/test-closure-check
 */
import { defineTool } from '@deepseek-ai/dsh-tools';
import { checkClosure } from "../../closure/checks.js";
import { closureCheckValue, renderClosureCheck } from "../../render/closure-check.js";
import { plainJson } from "../json.js";
import { CLOSURE_CHECK_OUTPUT } from "./schemas.js";
import { currentTurn } from "../turn.js";
import { progressOf } from "../running-calls.js";
export const TEST_CLOSURE_CHECK_DESCRIPTION = 'Check whether this session may finish: satisfied when no test_run was recorded and the suite was not red when the session started, or the last one verified the whole suite (the tests as they were when the session started included) and the workspace has not changed since. Reports what blocks it, failing tests, running background runs, gate interceptions used this turn, the unresolved marker and test-change reviews.';
export function createClosureCheckTool(config, closure, running) {
    return defineTool({
        name: 'test_closure_check',
        description: TEST_CLOSURE_CHECK_DESCRIPTION,
        parameters: {},
        output: {
            schema: CLOSURE_CHECK_OUTPUT,
            render: (_args, value) => [{ type: 'text', text: renderClosureCheck(value) }],
        },
        async execute(_args, exec) {
            if (exec.agent)
                closure.of(exec.agent);
            const check = await checkClosure(closure, exec.agent?.id, currentTurn(exec.agent), config.checks, config.maxInterceptRounds);
            // A test_run that went on as a job: what it shows so far.
            const call = exec.agent ? running?.get(exec.agent.id) : undefined;
            return plainJson(closureCheckValue(check, call !== undefined ? { jobId: call.handed.jobId, scope: call.scope, progress: progressOf(call) } : undefined));
        },
    });
}
