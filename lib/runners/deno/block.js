const PRETTY_HEADER = / => \.\/.+:\d+:\d+$/;
const TAP_HEADER = /^(?: {4})?not ok \d+ - /;
export const DENO_BLOCKS = {
    header: / => \.\/.+:\d+:\d+$| \(uncaught error\)$|^(?: {4})?not ok \d+ - /,
    end: / => \.\/.+:\d+:\d+$| \(uncaught error\)$|^ FAILURES $|^(?:ok|FAILED) \| |^(?: {4})?(?:not )?ok \d+ - |^# /,
    names: (f, line) => {
        if (f.kind === 'file')
            return line === `./${f.name} (uncaught error)`;
        if (TAP_HEADER.test(line))
            return f.name === line.replace(TAP_HEADER, '') || f.name.endsWith(` > ${line.replace(TAP_HEADER, '')}`);
        return PRETTY_HEADER.test(line) && line.replace(PRETTY_HEADER, '').split(' ... ').join(' > ') === f.name;
    },
};
