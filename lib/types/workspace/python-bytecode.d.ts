/** Frameworks whose runs import the workspace's Python code: those run by the Python interpreter. */
export declare const PYTHON_FRAMEWORKS: ReadonlySet<string>;
/** What a clearing did: bytecode files removed, and whether the budget stopped the walk. */
export interface BytecodeClearing {
    removed: number;
    truncated: boolean;
}
/** Deletes the `.pyc` files of the workspace's own `__pycache__` directories. Never throws. */
export declare function clearWorkspaceBytecode(root: string, maxEntries?: number): BytecodeClearing;
