export const CARGO_BLOCKS = {
    header: /^---- .+ stdout ----$/,
    end: /^(?:failures|successes):$|^test result: /,
    names: (f, line) => line === `---- ${f.name} stdout ----`,
};
