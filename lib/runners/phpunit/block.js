export const PHPUNIT_BLOCKS = {
    header: /^\d+\) /,
    end: /^\d+\) |^--$|^There (?:was|were) \d+ |^(?:FAILURES|ERRORS|WARNINGS)!$|^OK[ ,]|^Tests: /,
    names: (f, line) => {
        const title = line.replace(/^\d+\) /, '');
        return title === f.name || title.startsWith(`${f.name} (`);
    },
};
