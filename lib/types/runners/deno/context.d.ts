export interface DenoErrorContext {
    message?: string;
    location?: string;
    detail: string[];
}
/**
 * Reads an error's text, `lines[0]` being its message line (see the module doc); `module` is
 * the failing test's module as Deno names it (`calc/calc_test.ts`, without `./`).
 */
export declare function denoErrorContext(lines: readonly string[], module?: string): DenoErrorContext;
