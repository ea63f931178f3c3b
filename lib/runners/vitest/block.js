export const VITEST_BLOCKS = {
    header: /^\s*FAIL\s|⎯ (?:Unhandled|Uncaught) /,
    end: /⎯{3,}|^\s*Test Files\s|^\s*(?:stdout|stderr) \|/,
    // An unhandled error is named `Unhandled error: <type>`; its block follows a `⎯⎯ <type> ⎯⎯` rule.
    names: (f, line) => (f.kind === 'run' ? line.includes(`⎯ ${f.name.replace(/^Unhandled error: /, '')} ⎯`) : /^\s*FAIL\s/.test(line) && line.includes(f.name)),
};
