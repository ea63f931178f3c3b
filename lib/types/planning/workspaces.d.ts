import type { Framework } from '../report/kinds.ts';
import type { WorkspacePackage, WorkspaceProbe } from '../workspace/probe.ts';
/** A package's part of the plan: how its output is read. */
export interface PackagePart {
    dir: string;
    parseAs: Framework;
    detectParser?: true;
    notes: string[];
}
/** The first marker line of a package's part, and the last one with its exit code. */
export declare const PACKAGE_MARK = "[dsh-test-closure] package";
export declare const packageBegin: (dir: string) => string;
export declare const packageEnd: (dir: string, exitCode: number) => string;
/** The separator between a package's directory and a failure's own name. */
export declare const PACKAGE_NAME_SEPARATOR = ": ";
/** A failure name as a monorepo run reports it. */
export declare function packagedName(dir: string, name: string): string;
/** What one package's planner returns (planning/plan.ts `CommandPlan`, the fields used here). */
export interface PackagePlan {
    command: string;
    env: Record<string, string>;
    parseAs: Framework;
    detectParser?: true;
    notes: string[];
    narrowed: boolean;
}
/** What the model asked for, as far as it concerns packages. */
export interface PackagesRequest {
    package?: string;
    target?: string;
    lastFailed?: readonly string[];
    lastFailedFiles?: readonly string[];
}
/** A package's own request: the part of the selection that falls in it, relative to it. */
export interface PackageRequest {
    target?: string;
    lastFailed?: readonly string[];
    lastFailedFiles?: readonly string[];
}
/** A package as a workspace of its own, rooted at its directory, for the planner. */
export declare function packageAsWorkspace(rootProbe: Pick<WorkspaceProbe, 'root'>, pkg: WorkspacePackage): WorkspaceProbe;
/**
 * Splits the request among the packages.
 *
 * @returns each selected package with its own request; all packages for a plain request.
 * @throws Error naming the problem for an unknown `package` or a target under no package.
 */
export declare function selectPackages(probe: WorkspaceProbe, request: PackagesRequest): Array<{
    pkg: WorkspacePackage;
    request: PackageRequest;
}>;
/**
 * The one command line that runs the packages' plans in turn, with the markers.
 *
 * @param parts each package's directory and its own plan, in order.
 */
export declare function combinePackagePlans(parts: ReadonlyArray<{
    dir: string;
    plan: PackagePlan;
}>): {
    command: string;
    env: Record<string, string>;
    packages: PackagePart[];
};
