// Compiles every grammars/<format>.peggy into lib/grammars/<format>.js (ES module)
// plus a .d.ts, with the peggy CLI. Generation happens here, at build time only:
// nothing in src/ or lib/ ever calls peggy.generate.
//
// Start rules: `Report` (the whole output, Line*) and `Line` (one line record, for
// focused tests and per-line driving). No cache: every grammar is line-oriented and
// must stay linear without memoization.
//
// Typed output: a grammar that names its record type in its header,
// `// Records: VitestRecord (src/runners/vitest/records.ts)`, gets a .d.ts whose `parse`
// returns that type (`Report`: an array of them, `Line`: one), so no wrapper casts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const grammarDir = join(root, 'grammars');
const outDir = join(root, 'lib', 'grammars');
const peggy = join(root, 'node_modules', 'peggy', 'bin', 'peggy.js');
// Compiles single-class repetitions into native scans; same results, several times faster.
const nativeScan = join(root, 'scripts', 'build', 'peggy-native-scan.mjs');
// Lets the caller presize the records array (parse option `lineCount`); same results.
const presizedReport = join(root, 'scripts', 'build', 'peggy-presized-report.mjs');

mkdirSync(outDir, { recursive: true });
// Optional arguments name a subset (e.g. `node scripts/build/grammars.mjs vitest`).
const only = process.argv.slice(2);
const grammars = readdirSync(grammarDir)
  .filter((f) => f.endsWith('.peggy'))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.peggy$/, '')))
  .sort();
if (grammars.length === 0) console.warn('grammars: no grammars/*.peggy found');

/** `--return-types` for a grammar that names its record type, as the generated .d.ts sees it. */
function returnTypesOf(source) {
  const named = /^\/\/ Records: (\w+) \((src\/[^)]+\.ts)\)$/m.exec(source);
  if (!named) return [];
  const from = relative(outDir, join(root, named[2]));
  const type = `import('${from}').${named[1]}`;
  return ['--return-types', JSON.stringify({ Report: `${type}[]`, Line: type })];
}

for (const file of grammars) {
  const out = join(outDir, file.replace(/\.peggy$/, '.js'));
  const source = readFileSync(join(grammarDir, file), 'utf8');
  execFileSync(process.execPath, [
    peggy,
    '--format', 'es',
    '--dts',
    ...returnTypesOf(source),
    '--allowed-start-rules', 'Report,Line',
    '--plugin', nativeScan,
    '--plugin', presizedReport,
    '-o', out,
    join(grammarDir, file),
  ], { stdio: 'inherit' });
  console.log(`grammars: ${file} -> ${out.slice(root.length + 1)}`);
}
