export const DENO_BLOCKS = {
    header: / => \.\/.+:\d+:\d+$| \(uncaught error\)$/,
    end: / => \.\/.+:\d+:\d+$| \(uncaught error\)$|^ FAILURES $|^(?:ok|FAILED) \| /,
    names: (f, line) => (f.kind === 'file' ? line === `./${f.name} (uncaught error)` : line.replace(/ => \.\/.+:\d+:\d+$/, '').split(' ... ').join(' > ') === f.name),
};
