/**
 * Colour for the CLI's human output: on only when the stream is a terminal, unless the
 * environment says otherwise. `FORCE_COLOR` wins (`0` or `false`: off, any other non-empty
 * value: on, even in a pipe), then `NO_COLOR` (any non-empty value: off), then `TERM=dumb`
 * (off). `--json` output is never coloured.
 *
 * @module dsh-test-closure/cli/colour
 */
export type Paint = (text: string) => string;
export interface Palette {
    enabled: boolean;
    red: Paint;
    green: Paint;
    yellow: Paint;
    bold: Paint;
    dim: Paint;
}
/** Whether output to `stream` is coloured under `env`. */
export declare function colourEnabled(stream: {
    isTTY?: boolean;
}, env: NodeJS.ProcessEnv): boolean;
/** The palette for `stream`: SGR sequences when colour is on, the identity otherwise. */
export declare function paletteFor(stream: {
    isTTY?: boolean;
}, env: NodeJS.ProcessEnv): Palette;
/**
 * Colours a rendered result (the run or parse text): the headline's status word green when
 * it passed, red when it failed, yellow otherwise, and each failure line red. The text is
 * otherwise unchanged, so stripping the escapes gives the plain rendering back.
 */
export declare function paintResult(text: string, palette: Palette): string;
