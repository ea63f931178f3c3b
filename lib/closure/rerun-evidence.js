/** Reads one re-run of `selected` (failure names, unique). */
export function rerunEvidence(selected, rerun) {
    const { result, tests } = rerun;
    const failingNames = new Set(result.failures.filter((f) => f.kind === 'test').map((f) => f.name));
    const stillFailing = selected.filter((n) => failingNames.has(n));
    const others = selected.filter((n) => !failingNames.has(n));
    if (result.status !== 'passed' && result.status !== 'failed')
        return { stillFailing, passing: [] };
    if (tests !== undefined) {
        const passed = new Set(tests.passed);
        return { stillFailing, passing: others.filter((n) => passed.has(n)) };
    }
    const whole = result.summarySeen &&
        !result.timedOut &&
        result.failures.every((f) => f.kind === 'test') &&
        result.failures.length >= result.summary.failed &&
        result.summary.passed >= others.length;
    return { stillFailing, passing: whole ? others : [] };
}
