/**
 * The `test_closure_report` tool: the model's honest way out (closure/report.ts). Checked
 * against the evidence; an accepted report releases the current turn (the gate logs it as a
 * test-change review or an `unresolved` marker with the reason), a rejected one is a tool
 * error that says why.
 *
 * @module dsh-test-closure/plugin/tools/test-closure-report
 */
import { defineTool } from '@deepseek-ai/dsh-tools';
import { blockersNow } from "../../closure/freshness.js";
import { judgeReport, MAX_EXPLANATION_CHARS } from "../../closure/report.js";
import { REPORT_REASONS } from "../../closure/state.js";
import { reportAcceptedText } from "../../render/report.js";
import { currentTurn } from "../turn.js";
export const TEST_CLOSURE_REPORT_DESCRIPTION = 'Report that you cannot make the suite pass, or that a test is wrong, instead of gaming it. Name the failing (or changed) tests, a reason (test-wrong: the test contradicts the requirement or is obsolete; environment: a program, module, service, variable or permission is missing; pre-existing: it already failed when the session started) and one sentence. Checked against the test runs; if accepted this turn may end, never as passed: the user sees your report.';
const parameters = {
    tests: { type: 'array', items: { type: 'string' }, required: true, description: 'The failing or changed tests you mean, as test_run names them (or a test file you changed).' },
    reason: { type: 'string', enum: REPORT_REASONS, required: true, description: 'test-wrong, environment or pre-existing.' },
    explanation: { type: 'string', required: true, description: `One sentence for the user: why (at most ${MAX_EXPLANATION_CHARS} characters).` },
};
export function createClosureReportTool(config, closure) {
    return defineTool({
        name: 'test_closure_report',
        description: TEST_CLOSURE_REPORT_DESCRIPTION,
        parameters,
        output: {
            schema: {
                type: 'object',
                additionalProperties: false,
                properties: {
                    accepted: { type: 'boolean', required: true },
                    outcome: { type: 'string', enum: ['review', 'unresolved'], required: true },
                    reason: { type: 'string', enum: REPORT_REASONS, required: true },
                    tests: { type: 'array', items: { type: 'string' }, required: true },
                },
            },
            render: (_args, value) => [{ type: 'text', text: reportAcceptedText(value) }],
        },
        async execute(args, exec) {
            if (!exec.agent)
                throw new Error('test_closure_report: no session to report on');
            const state = closure.of(exec.agent);
            const blockers = await blockersNow(state, config.checks);
            const outcome = judgeReport(state, args, currentTurn(exec.agent), blockers);
            if ('rejected' in outcome)
                throw new Error(outcome.rejected);
            closure.acceptReport(exec.agent.id, outcome.accepted);
            const { outcome: kind, reason, tests } = outcome.accepted;
            return { accepted: true, outcome: kind, reason, tests: [...tests] };
        },
    });
}
