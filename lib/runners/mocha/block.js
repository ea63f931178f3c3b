/** The full title of a mocha list entry at `index`: its titles at 5 + 2·depth spaces, the last ending in `:`. */
function mochaListTitle(line, lines, index) {
    const parts = [line.replace(/^ {2}\d+\) /, '')];
    for (let depth = 1; index + depth < lines.length; depth++) {
        const next = lines[index + depth];
        const indent = 5 + 2 * depth;
        if (next.length <= indent || next.length - next.trimStart().length !== indent)
            break;
        parts.push(next.slice(indent));
    }
    const joined = parts.join(' ');
    return joined.endsWith(':') ? joined.slice(0, -1) : undefined;
}
export const MOCHA_BLOCKS = {
    header: /^ {2}\d+\) |^not ok \d+ /,
    end: /^ {2}\d+ (?:passing|pending|failing)\b|^(?:ok|not ok) \d+ |^# (?:tests|pass|fail) /,
    names: (f, line, lines, index) => {
        const tap = /^not ok \d+ (.*)$/.exec(line);
        return tap !== null ? tap[1] === f.name : mochaListTitle(line, lines, index) === f.name;
    },
};
