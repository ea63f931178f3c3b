/**
 * The CLI's argument reader: `--name value`, `--name=value`, boolean flags, `-h`/`--help`,
 * `--` to end options, and `-` as a positional (standard input). A string option takes the
 * next argument as its value whatever it looks like, so `--timeout-ms -5` reaches the
 * command's own check and its message, not a generic "ambiguous argument".
 *
 * @module dsh-test-closure/cli/args
 */
/** One option of a command, as its help lists it. */
export interface OptionSpec {
    name: string;
    /** The value's placeholder in the help (`N`, `FILE`); absent for a boolean flag. */
    value?: string;
    help: string;
}
/** What a command accepts. */
export interface CommandSpec {
    name: string;
    /** The positional argument as the usage line shows it, e.g. `[dir]`. */
    positional: string;
    /** What the positional is, for the help. */
    positionalHelp: string;
    /** One line for the command list. */
    summary: string;
    /** What the command does and its exit codes, for its help (lines). */
    description: string[];
    options: OptionSpec[];
}
/** A bad command line; the front end prints it with the command's usage and exits 2. */
export declare class UsageError extends Error {
    readonly command: string | undefined;
    constructor(message: string, command?: string);
}
export interface ParsedArgs {
    /** String options by name (boolean flags are `true` when given). */
    values: Map<string, string | true>;
    positionals: string[];
    help: boolean;
}
/**
 * Reads `args` against `spec`: at most one positional, each option at most once.
 * @throws UsageError naming the offending argument.
 */
export declare function parseCommandArgs(spec: CommandSpec, args: readonly string[]): ParsedArgs;
/** The usage line of a command: every option, with its value placeholder. */
export declare function usageLine(program: string, spec: CommandSpec): string;
/** A command's help: usage, what it does, its argument and a line per option. */
export declare function commandHelp(program: string, spec: CommandSpec): string;
