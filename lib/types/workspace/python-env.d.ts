/** The interpreter, or the tool that runs it. */
export declare const PYTHON_ENV_KINDS: readonly ["venv", "uv", "poetry", "python3"];
export type PythonEnvKind = (typeof PYTHON_ENV_KINDS)[number];
export interface PythonEnv {
    kind: PythonEnvKind;
    /** The words that stand where `python3` stands in a planned command, e.g. `['.venv/bin/python']`. */
    words: string[];
    /** Why, naming the file that decided, and any lock file whose tool is missing. */
    reason: string;
}
/** What the rules look at: the root's file names, its virtualenv directories, and PATH. */
export interface PythonEnvFacts {
    rootFiles: ReadonlySet<string>;
    /** Root directories holding `pyvenv.cfg` and `bin/python`, in the order of rule 1. */
    virtualenvs: readonly string[];
    onPath(name: string): boolean;
}
/** Orders virtualenv directory names as rule 1 consults them; `.tox` is never one. */
export declare function orderVirtualenvs(names: readonly string[]): string[];
/** Decides the Python environment. Pure over its facts. */
export declare function detectPythonEnv(facts: PythonEnvFacts): PythonEnv;
