/** Whether a path is a file of the workspace; without one, only outputs at the root are known. */
export type HasFile = (path: string) => boolean;
/** True when some runner writes `path` by rule. */
export declare function isRunnerOutputPath(path: string, hasFile?: HasFile): boolean;
