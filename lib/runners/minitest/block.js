export const MINITEST_BLOCKS = {
    header: /^ *\d+\) (?:Failure|Error):$/,
    end: /^ *\d+\) Skipped:$|^\d+ runs, \d+ assertions, /,
    names: (f, _line, lines, index) => {
        const next = lines[index + 1] ?? '';
        return next === `${f.name}:` || next.startsWith(`${f.name} [`);
    },
};
