/**
 * The CLI's argument reader: `--name value`, `--name=value`, boolean flags, `-h`/`--help`,
 * `--` to end options, and `-` as a positional (standard input). A string option takes the
 * next argument as its value whatever it looks like, so `--timeout-ms -5` reaches the
 * command's own check and its message, not a generic "ambiguous argument".
 *
 * @module dsh-test-closure/cli/args
 */
/** A bad command line; the front end prints it with the command's usage and exits 2. */
export class UsageError extends Error {
    command;
    constructor(message, command) {
        super(message);
        this.command = command;
    }
}
/**
 * Reads `args` against `spec`: at most one positional, each option at most once.
 * @throws UsageError naming the offending argument.
 */
export function parseCommandArgs(spec, args) {
    const byName = new Map(spec.options.map((o) => [o.name, o]));
    const values = new Map();
    const positionals = [];
    let help = false;
    let optionsEnded = false;
    const fail = (message) => {
        throw new UsageError(message, spec.name);
    };
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (optionsEnded || arg === '-' || !arg.startsWith('-')) {
            positionals.push(arg);
            continue;
        }
        if (arg === '--') {
            optionsEnded = true;
            continue;
        }
        if (arg === '-h' || arg === '--help') {
            help = true;
            continue;
        }
        if (!arg.startsWith('--'))
            fail(`unknown option ${arg}`);
        const eq = arg.indexOf('=');
        const name = arg.slice(2, eq === -1 ? undefined : eq);
        const option = byName.get(name);
        if (option === undefined)
            fail(`unknown option --${name}`);
        if (values.has(name))
            fail(`--${name} is given more than once`);
        if (option.value === undefined) {
            if (eq !== -1)
                fail(`--${name} takes no value`);
            values.set(name, true);
            continue;
        }
        let value;
        if (eq !== -1)
            value = arg.slice(eq + 1);
        else {
            if (i + 1 >= args.length)
                fail(`--${name} needs a value (${option.value})`);
            value = args[++i];
        }
        values.set(name, value);
    }
    if (positionals.length > 1)
        fail(`takes at most one ${spec.positional.replace(/^\[|\]$/g, '')} (got ${positionals.map((p) => JSON.stringify(p)).join(', ')})`);
    return { values, positionals, help };
}
/** The usage line of a command: every option, with its value placeholder. */
export function usageLine(program, spec) {
    const options = spec.options.map((o) => `[--${o.name}${o.value === undefined ? '' : ` ${o.value}`}]`);
    return `usage: ${program} ${spec.name} ${spec.positional} ${options.join(' ')}`;
}
/** A command's help: usage, what it does, its argument and a line per option. */
export function commandHelp(program, spec) {
    const rows = [
        ...spec.options.map((o) => [`--${o.name}${o.value === undefined ? '' : ` ${o.value}`}`, o.help]),
        ['-h, --help', 'print this help'],
    ];
    const width = Math.max(...rows.map(([left]) => left.length), spec.positional.length) + 2;
    return [
        usageLine(program, spec),
        '',
        ...spec.description,
        '',
        'argument:',
        `  ${spec.positional.padEnd(width)}${spec.positionalHelp}`,
        '',
        'options:',
        ...rows.map(([left, text]) => `  ${left.padEnd(width)}${text}`),
        '',
    ].join('\n');
}
