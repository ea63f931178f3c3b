import { splitGoName } from "./selection.js";
export const GO_BLOCKS = {
    header: /^\s*--- FAIL: /,
    end: /^\s*--- (?:PASS|FAIL|SKIP): |^=== |^(?:ok {2}|FAIL|\? {3})\t|^(?:PASS|FAIL)$/,
    names: (f, line) => {
        const split = splitGoName(f.name);
        return split !== undefined && line.trimStart().startsWith(`--- FAIL: ${f.name.slice(split.pkg.length + 1)} (`);
    },
};
