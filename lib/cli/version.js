/**
 * The package's version, read from its own package.json (two levels up from this module in
 * both src/cli/ and lib/cli/).
 *
 * @module dsh-test-closure/cli/version
 */
import { readFileSync } from 'node:fs';
/** `0.1.0`, from package.json. */
export function packageVersion() {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}
