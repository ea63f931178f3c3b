/** Bytes read of one file, at most (its head). */
export declare const READS_MAX_FILE_BYTES: number;
/** Files a directory named by a literal adds, at most. */
export declare const READS_MAX_DIR_FILES = 1000;
/** Modules whose imports are read: JS/TS and Python. */
export declare const SCANNED: RegExp;
export declare const isScanned: (path: string) => boolean;
export declare const isData: (path: string) => boolean;
/** Program source this scan cannot read (a shell script, another language's module): what it reads is unknown. */
export declare const isUnscannedProgram: (path: string) => boolean;
export declare const dirOf: (path: string) => string;
/** `spec` resolved against `base` (a directory relative to the root), or undefined outside the root. */
export declare function underRoot(base: string, spec: string): string | undefined;
/** What one file names: workspace paths (files or directories, unresolved), JS import specifiers, Python module names. */
export interface Named {
    /** Relative import specifiers (JS). */
    relative: string[];
    /** Bare module names imported (JS `node:assert`, Python `pytest`). */
    modules: string[];
    /** Python imports: dotted names with their leading dots, and the names imported from them. */
    python: {
        module: string;
        names: string[];
    }[];
    /** String literals and joined literal chains that look like paths. */
    literals: string[];
    /** It loads a module by a name it computes (`import(name)`, `require(x)`, `importlib.import_module(n)`). */
    computed?: true;
    /** It reads a file by a path it computes (`readFileSync(join(dir, name))`, `open(f"{name}.json")`, `Path(__file__).parent / name`). */
    computedRead?: true;
    /** It starts processes (`child_process`, `subprocess`, `os.system`): they may read any file. */
    spawns?: true;
}
export declare function namedIn(text: string, python: boolean): Named;
/** The head of a file, or undefined when it cannot be read. */
export declare function headOf(path: string): string | undefined;
/** The workspace's files and directories, for resolving names. */
export declare class Tree {
    #private;
    readonly files: ReadonlySet<string>;
    constructor(files: Iterable<string>);
    isDir(path: string): boolean;
    /** The files under `dir`, at most `max`, and whether there were more. */
    filesUnder(dir: string, max: number): {
        files: string[];
        more: boolean;
    };
    /** The directories directly below `dir`. */
    subdirsOf(dir: string): string[];
    /** The files of one directory (not below it). */
    filesIn(dir: string): string[];
}
/** The workspace files `path` (a scanned module) refers to, by what it names; `truncated` when a named directory held more than {@link READS_MAX_DIR_FILES}. */
export declare function resolveReferences(tree: Tree, path: string, named: Named): {
    files: string[];
    truncated: boolean;
};
