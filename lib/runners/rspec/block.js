export const RSPEC_BLOCKS = {
    header: /^ {2}\d+\) /,
    end: /^Finished in |^Failed examples:$|^Pending: /,
    names: (f, line) => [f.name, `${f.name} FIXED`].includes(line.replace(/^ {2}\d+\) /, '')),
};
