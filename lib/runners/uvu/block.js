export const UVU_BLOCKS = {
    header: /^ {3}FAIL {2}/,
    end: /^ ?\S|^ {2}Total: {5}\d/,
    // `suite > test` is printed `suite  "test"`; a title may hold ` > ` itself, so every split is tried.
    names: (f, line) => f.kind === 'test' && (line === `   FAIL  "${f.name}"` || f.name.split(' > ').some((_, k, parts) => k > 0 && line === `   FAIL  ${parts.slice(0, k).join(' > ')}  "${parts.slice(k).join(' > ')}"`)),
};
