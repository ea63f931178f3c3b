import { failureOfHeader } from "./header.js";
export const PLAYWRIGHT_BLOCKS = {
    header: /^ {2}\d+\) /,
    end: /^ {2}\d+\) |^ {2}\d+ (?:passed|failed|flaky|skipped|did not run|interrupted)\b/,
    names: (f, line) => failureOfHeader(line.replace(/^ {2}\d+\) /, ''))?.name === f.name,
};
