export const NODE_TEST_BLOCKS = {
    header: /^\s*(?:✖ |not ok \d+ - )/,
    end: /^\s*(?:✔|✖|﹣|▶|ℹ) |^\s*(?:ok|not ok) \d+|^\s*# (?:Subtest|tests|pass|fail)\b|^\s*1\.\.\d+$/,
    names: (f, line) => line.includes(f.name),
};
