export function plannedRunOf(plan, limits) {
    return {
        command: plan.command,
        env: plan.env,
        parseAs: plan.parseAs,
        ...(plan.detectParser ? { detectParser: true } : {}),
        ...(plan.packages ? { packages: plan.packages } : {}),
        notes: plan.notes,
        timeoutMs: limits.timeoutMs,
        tailChars: limits.tailChars,
        narrowed: plan.narrowed,
    };
}
