import { type MissingProgram } from '../run/missing-program.ts';
/** The narrowed note as the CLI prints it. */
export declare const CLI_NARROWED_NOTE = "narrowed: only part of the suite ran (--target or --last-failed)";
/** Where the CLI's text says every failing test of a cause is listed (a cause's `tests:` line). */
export declare const FULL_LIST_IN_JSON = "all in --json";
/** A note of a run, in the CLI's words (unchanged when it names no tool parameter or gate). */
export declare function cliNote(note: string): string;
/** A command that could not start, in the CLI's words (test_run's error names its `command` parameter). */
export declare function cliMissingProgram(missing: MissingProgram): string;
/** A planner error in the CLI's words; `root` is the directory the planner probed. */
export declare function cliPlanError(message: string, root: string, target: string | undefined): string;
