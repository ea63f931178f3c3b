export const BUN_BLOCKS = {
    header: /^\((?:fail|pass|skip|todo)\) |^[✓✗»✎] /,
    end: /^\((?:fail|pass|skip|todo)\) |^[✓✗»✎] |^ \d+ (?:pass|fail)$|^Ran \d+ tests? across /,
    names: (f, line) => line.replace(/^(?:\((?:fail|pass|skip|todo)\)|[✓✗»✎]) /, '').replace(/ \[[0-9.]+m?s\]$/, '') === f.name,
};
