#!/usr/bin/env node
// Regenerates fixtures/<runner>/unknown-lines.json, the upper bound on unrecognised lines the
// fixture loop (test/fixtures.test.ts) holds each case to, from today's parse (lib/: run
// `npm run build` first). Every capture script does this for its runner at its end; run it by
// hand after adding a synthetic case, or after a grammar change that recognises more lines
// (the bounds then go down, and the diff shows which cases gained).
//
//   node scripts/capture/unknown-lines.mjs                 # every fixture directory with cases
//   node scripts/capture/unknown-lines.mjs go cargo        # these only
//
// Never edit the files by hand: a bound is what the parser did on the committed output.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_ROOT, writeUnknownLineBounds } from './case-files.mjs';

/** Directories under fixtures/ that hold at least one case (fixtures/projects holds sample projects). */
const withCases = () =>
  readdirSync(FIXTURES_ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .filter((dir) => readdirSync(join(FIXTURES_ROOT, dir), { withFileTypes: true }).some((c) => c.isDirectory() && existsSync(join(FIXTURES_ROOT, dir, c.name, 'capture.json'))))
    .sort();

const dirs = process.argv.length > 2 ? process.argv.slice(2) : withCases();
for (const dir of dirs) {
  const bounds = await writeUnknownLineBounds(dir);
  const values = Object.values(bounds);
  console.log(`${dir}: ${values.length} cases, ${values.filter((n) => n > 0).length} with unrecognised lines, at most ${Math.max(0, ...values)}`);
}
