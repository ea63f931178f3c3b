#!/usr/bin/env node
/**
 * Build step after tsc: the bin (lib/cli/main.js) is executable, as git records it. tsc
 * writes files without the exec bit, and a package manager that links the bin sets it, which
 * would leave a checkout installed by path with a modified lib/cli/main.js.
 */
import { chmodSync } from 'node:fs';
chmodSync(new URL('../../lib/cli/main.js', import.meta.url), 0o755);
