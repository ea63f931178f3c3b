export const EXUNIT_BLOCKS = {
    header: /^ {0,2}\d+\) |^== Compilation error in file /,
    end: /^Finished in |^ {2}\* |^[.*?F]+$/,
    names: (f, line) => {
        if (line.startsWith('== '))
            return line === `== Compilation error in file ${f.name} ==`;
        const title = line.replace(/^ {0,2}\d+\) /, '');
        return title === f.name || title === `${f.name}: failure on setup_all callback, all tests have been invalidated`;
    },
};
