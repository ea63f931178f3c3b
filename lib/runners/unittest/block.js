import { readDescription } from "./names.js";
export const UNITTEST_BLOCKS = {
    header: /^-{70}$/,
    end: /^={70}$/,
    names: (f, _line, lines, index) => [lines[index - 1], lines[index - 2]].some((h) => {
        const named = h === undefined ? undefined : readDescription(/^(?:FAIL|ERROR|UNEXPECTED SUCCESS): (.*)$/.exec(h)?.[1] ?? '');
        return named !== undefined && named.kind === f.kind && named.name === f.name;
    }),
};
