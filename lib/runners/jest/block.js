/** The nearest `FAIL <file>` line above `index` (jest prints a file's blocks under it). */
function jestFileAbove(lines, index) {
    for (let i = index - 1; i >= 0; i--)
        if (/^(?:PASS|FAIL) /.test(lines[i]))
            return lines[i];
    return undefined;
}
export const JEST_BLOCKS = {
    header: /^\s*● /,
    end: /^(?:PASS|FAIL) |^Test Suites:|^Summary of all failing tests/,
    // A file that failed to run: `● Test suite failed to run` under the file's `FAIL` line. A
    // title with line breaks continues on the lines after the header's.
    names: (f, line, lines, index) => {
        if (f.kind === 'file')
            return /● Test suite failed to run/.test(line) && (jestFileAbove(lines, index)?.includes(f.name) ?? false);
        const [first, ...rest] = f.name.split('\n');
        return line.includes(first) && rest.every((l, k) => lines[index + 1 + k] === l);
    },
};
