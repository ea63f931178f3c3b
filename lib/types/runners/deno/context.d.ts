export interface DenoErrorContext {
    message?: string;
    location?: string;
    detail: string[];
}
/** Reads an error's text, `lines[0]` being its message line (see the module doc). */
export declare function denoErrorContext(lines: readonly string[]): DenoErrorContext;
