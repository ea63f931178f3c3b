import { noTestsListed } from "../../parsing/listed-tests.js";
import { countOf } from "./stats-words.js";
/** The listed tests, or undefined when the output does not name every test. */
export function listedTests(body, summary, stats) {
    if (body.verbose.size > 0 && body.letters.total === 0)
        return fromResultLines(body.verbose);
    if (stats === undefined || countOf(stats, 'skipped') > 0)
        return undefined;
    const tests = noTestsListed();
    const seen = { PASSED: 0, XPASS: 0, XFAIL: 0 };
    for (const e of summary.entries) {
        if (e.word === 'PASSED' || e.word === 'XPASS')
            tests.passed.push(e.nodeid);
        else if (e.word === 'XFAIL')
            tests.skipped.push(e.nodeid);
        else
            continue;
        seen[e.word]++;
    }
    const whole = seen.PASSED === countOf(stats, 'passed') && seen.XPASS === countOf(stats, 'xpassed') && seen.XFAIL === countOf(stats, 'xfailed');
    return whole ? tests : undefined;
}
function fromResultLines(verbose) {
    const tests = noTestsListed();
    for (const [nodeid, statuses] of verbose) {
        if (statuses.includes('FAILED') || statuses.includes('ERROR'))
            continue;
        if (statuses.includes('SKIPPED') || statuses.includes('XFAIL'))
            tests.skipped.push(nodeid);
        else
            tests.passed.push(nodeid);
    }
    return tests;
}
