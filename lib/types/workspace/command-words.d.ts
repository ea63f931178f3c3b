/** One resolved word: the path it runs and that file's real path and signature. */
export interface ResolvedWord {
    word: string;
    /** The path found (before links are followed). */
    path: string;
    /** The real file (links followed) and its `size:mtime:ctime:ino`. */
    real: string;
    signature: string;
}
/** The words of a command line that resolve to programs, each once, in order. */
export declare function resolveCommandWords(command: string, root: string, pathEnv?: string): ResolvedWord[];
/** Words that resolve differently now: to another file, a changed file, or newly to something (a word that resolved to nothing before). */
export declare function changedCommandWords(recorded: readonly ResolvedWord[], now: readonly ResolvedWord[]): {
    word: string;
    was?: string;
    now: string;
}[];
