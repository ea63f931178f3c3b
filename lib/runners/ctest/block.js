export const CTEST_BLOCKS = {
    header: /^\s*\d+\/\d+ Test\s+#\d+: /,
    end: /^\s+Start\s+\d+: |^\d+% tests passed, /,
    names: (f, line) => line.replace(/^\s*\d+\/\d+ Test\s+#\d+: /, '').startsWith(`${f.name} `),
};
