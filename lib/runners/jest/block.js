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
    // A file that failed to run: `● Test suite failed to run` under the file's `FAIL` line.
    names: (f, line, lines, index) => (f.kind === 'file' ? /● Test suite failed to run/.test(line) && (jestFileAbove(lines, index)?.includes(f.name) ?? false) : line.includes(f.name)),
};
