import type { RunnerKind } from '../report/kinds.ts';
import type { WorkspaceFacts } from './facts.ts';
/** What the rules decided, and why. */
export interface Detection {
    /** Never `workspaces`: a monorepo is the probe's answer after it has probed the packages (probe.ts). */
    framework: Exclude<RunnerKind, 'workspaces'> | null;
    /** The file that decided (or declared the runner). */
    configPath?: string;
    /** One short sentence: which file or field decided. */
    reason: string;
}
/** `scripts.test`, unless it is npm's placeholder: the project's own test command. */
export declare function testScriptOf(facts: WorkspaceFacts): string | undefined;
/** Decides the runner. Pure: the same facts always give the same answer. */
export declare function detectRunner(facts: WorkspaceFacts): Detection;
