/**
 * Colour for the CLI's human output: on only when the stream is a terminal, unless the
 * environment says otherwise. `FORCE_COLOR` wins (`0` or `false`: off, any other non-empty
 * value: on, even in a pipe), then `NO_COLOR` (any non-empty value: off), then `TERM=dumb`
 * (off). `--json` output is never coloured.
 *
 * @module dsh-test-closure/cli/colour
 */
/** Whether output to `stream` is coloured under `env`. */
export function colourEnabled(stream, env) {
    const force = env.FORCE_COLOR;
    if (force !== undefined && force !== '')
        return force !== '0' && force !== 'false';
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.TERM === 'dumb')
        return false;
    return stream.isTTY === true;
}
const sgr = (open, close) => (text) => `\x1b[${open}m${text}\x1b[${close}m`;
const plain = (text) => text;
/** The palette for `stream`: SGR sequences when colour is on, the identity otherwise. */
export function paletteFor(stream, env) {
    if (!colourEnabled(stream, env))
        return { enabled: false, red: plain, green: plain, yellow: plain, bold: plain, dim: plain };
    return { enabled: true, red: sgr(31, 39), green: sgr(32, 39), yellow: sgr(33, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
}
/**
 * Colours a rendered result (the run or parse text): the headline's status word green when
 * it passed, red when it failed, yellow otherwise, and each failure line red. The text is
 * otherwise unchanged, so stripping the escapes gives the plain rendering back.
 */
export function paintResult(text, palette) {
    if (!palette.enabled)
        return text;
    const lines = text.split('\n');
    const head = /^(\S+ )(PASSED|FAILED|NO TESTS|TIMED OUT|ABORTED|SANDBOX DENIED|ERROR|INCOMPLETE)(:)/.exec(lines[0] ?? '');
    if (head) {
        const word = head[2];
        const paint = word === 'PASSED' ? palette.green : word === 'FAILED' ? palette.red : palette.yellow;
        lines[0] = `${head[1]}${palette.bold(paint(word))}${head[3]}${lines[0].slice(head[0].length)}`;
    }
    let section = '';
    for (let i = 1; i < lines.length; i++) {
        const line = lines[i];
        if (line === 'failures:' || line === 'notes:' || line === 'output tail:')
            section = line;
        else if (section === 'output tail:')
            break;
        else if (section !== 'failures:')
            continue;
        else if (line.startsWith('- '))
            lines[i] = palette.red(line);
        else if (line.endsWith(':') && !line.startsWith('['))
            lines[i] = palette.bold(line);
    }
    return lines.join('\n');
}
