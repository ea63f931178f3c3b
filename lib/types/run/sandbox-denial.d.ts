import { type OutsideWriter } from './sandbox-writes.ts';
/** A denied write, as reported. */
export interface SandboxDenial {
    /** `go's build cache at /home/u/.cache/go-build is outside the sandbox` */
    text: string;
    /** What the user can do about it, where known (`download the modules outside the sandbox …`). */
    remedy?: string;
}
/**
 * The denial a denied run's `output` reports, or undefined when it names no path outside the
 * workspace `root`. A path is named by whose it is when it lies in a runner's known place
 * (`writers`), else as `a write to <path>`. Under `read-only` every write is denied, and the
 * clause says so instead.
 */
export declare function readDenial(output: string, mode: string, root: string, writers: readonly OutsideWriter[]): SandboxDenial | undefined;
