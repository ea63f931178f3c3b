/**
 * Planning a monorepo root (`workspaces`): every package that has tests runs its own planned
 * command in its own directory, one after the other, in one bash command line, so one run
 * has one timeout, one sandbox policy and one job. Each package's part is framed by marker
 * lines (`[dsh-test-closure] package <dir>` and `… exit <code>`) and its stderr joins its
 * stdout, so read-output.ts can cut the output into the packages' own outputs and read each
 * with its own parser. The command exits with the last non-zero exit code of a package, so
 * whatever a test prints, a red package keeps the run red.
 *
 * Selection within packages: a target path under a package's directory (`packages/a/x.test.ts`)
 * runs in that package, relative to it; `last_failed` names carry their package's prefix
 * (`packages/a: name`); `package` runs one package. A selection runs only the packages it
 * selects from.
 *
 * @module dsh-test-closure/planning/workspaces
 */
import { join } from 'node:path';
import type { Framework } from '../report/kinds.ts';
import type { WorkspacePackage, WorkspaceProbe } from '../workspace/probe.ts';
import { unknownPackageMessage, targetOutsidePackagesMessage } from './plan-messages.ts';
import { quoteArg, splitTargets } from './shell-quote.ts';

/** A package's part of the plan: how its output is read. */
export interface PackagePart {
  dir: string;
  parseAs: Framework;
  detectParser?: true;
  notes: string[];
}

/** The first marker line of a package's part, and the last one with its exit code. */
export const PACKAGE_MARK = '[dsh-test-closure] package';
export const packageBegin = (dir: string) => `${PACKAGE_MARK} ${dir}`;
export const packageEnd = (dir: string, exitCode: number) => `${PACKAGE_MARK} ${dir} exit ${exitCode}`;

/** The separator between a package's directory and a failure's own name. */
export const PACKAGE_NAME_SEPARATOR = ': ';

/** A failure name as a monorepo run reports it. */
export function packagedName(dir: string, name: string): string {
  return `${dir}${PACKAGE_NAME_SEPARATOR}${name}`;
}

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
export function packageAsWorkspace(rootProbe: Pick<WorkspaceProbe, 'root'>, pkg: WorkspacePackage): WorkspaceProbe {
  const { dir, ...probe } = pkg;
  return { ...probe, root: rootProbe.root === undefined ? dir : join(rootProbe.root, dir) };
}

function within(dir: string, path: string): string | undefined {
  return path.startsWith(`${dir}/`) ? path.slice(dir.length + 1) : undefined;
}

/** The package a root-relative path is in: the longest matching directory. */
function packageOf(packages: readonly WorkspacePackage[], path: string): WorkspacePackage | undefined {
  return packages.filter((p) => within(p.dir, path) !== undefined).sort((a, b) => b.dir.length - a.dir.length)[0];
}

/**
 * Splits the request among the packages.
 *
 * @returns each selected package with its own request; all packages for a plain request.
 * @throws Error naming the problem for an unknown `package` or a target under no package.
 */
export function selectPackages(probe: WorkspaceProbe, request: PackagesRequest): Array<{ pkg: WorkspacePackage; request: PackageRequest }> {
  const all = probe.packages ?? [];
  let packages = all;
  if (request.package !== undefined) {
    const dir = request.package.replace(/^\.\//, '').replace(/\/+$/, '');
    const named = all.find((p) => p.dir === dir);
    if (named === undefined) throw new Error(unknownPackageMessage(request.package, all.map((p) => p.dir)));
    packages = [named];
  }
  const targets = new Map<string, string[]>();
  for (const word of splitTargets(request.target)) {
    // With `package`, targets are relative to it; else a target names its package by its path.
    const pkg = request.package !== undefined ? packages[0]! : packageOf(packages, word.replace(/^\.\//, ''));
    if (pkg === undefined) throw new Error(targetOutsidePackagesMessage(word, all.map((p) => p.dir)));
    const rel = request.package !== undefined ? word : within(pkg.dir, word.replace(/^\.\//, ''))!;
    targets.set(pkg.dir, [...(targets.get(pkg.dir) ?? []), rel]);
  }
  const failed = new Map<string, string[]>();
  for (const name of request.lastFailed ?? []) {
    const pkg = packages.find((p) => name.startsWith(`${p.dir}${PACKAGE_NAME_SEPARATOR}`));
    if (pkg !== undefined) failed.set(pkg.dir, [...(failed.get(pkg.dir) ?? []), name.slice(pkg.dir.length + PACKAGE_NAME_SEPARATOR.length)]);
  }
  const selecting = targets.size > 0 || (request.lastFailed !== undefined && request.lastFailed.length > 0);
  return packages
    .filter((p) => !selecting || targets.has(p.dir) || failed.has(p.dir))
    .map((pkg) => {
      const files = request.lastFailedFiles?.map((f) => within(pkg.dir, f));
      const own: PackageRequest = {
        ...(targets.has(pkg.dir) ? { target: targets.get(pkg.dir)!.join(' ') } : {}),
        ...(request.lastFailed !== undefined ? { lastFailed: failed.get(pkg.dir) ?? [] } : {}),
        // Files are passed on only when every one of them is in this package.
        ...(files !== undefined && failed.has(pkg.dir) && files.some((f) => f !== undefined) ? { lastFailedFiles: files.filter((f): f is string => f !== undefined) } : {}),
      };
      return { pkg, request: own };
    })
    .filter(({ request: own }) => !selecting || own.target !== undefined || (own.lastFailed?.length ?? 0) > 0);
}

/**
 * The one command line that runs the packages' plans in turn, with the markers.
 *
 * @param parts each package's directory and its own plan, in order.
 */
export function combinePackagePlans(parts: ReadonlyArray<{ dir: string; plan: PackagePlan }>): { command: string; env: Record<string, string>; packages: PackagePart[] } {
  const steps = parts.map(({ dir, plan }) => {
    const begin = quoteArg(packageBegin(dir));
    const end = `"${PACKAGE_MARK} ${dir.replace(/["\\$`]/g, '\\$&')} exit $c"`;
    return `echo ${begin}; ( cd ${quoteArg(dir)} && ${plan.command} ) 2>&1; c=$?; echo ${end}; [ $c -eq 0 ] || s=$c`;
  });
  const env: Record<string, string> = {};
  for (const { plan } of parts) Object.assign(env, plan.env);
  return {
    command: `s=0; ${steps.join('; ')}; exit $s`,
    env,
    packages: parts.map(({ dir, plan }) => ({ dir, parseAs: plan.parseAs, ...(plan.detectParser ? { detectParser: true as const } : {}), notes: plan.notes })),
  };
}
