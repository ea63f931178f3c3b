/**
 * The text of `test_probe` (and the CLI's `probe`): what was detected, why, the command
 * `test_run` would run, and the test files. Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/probe
 */
import type { ProbeResult } from '../planning/describe.ts';
import { oneLine } from './safe-text.ts';

/** `framework: vitest (config vitest.config.ts)`, `why: …`, the command and the files. */
export function renderProbe(p: ProbeResult): string {
  const lines = [`framework: ${p.framework ?? 'none detected'}${p.configPath ? ` (config ${oneLine(p.configPath)})` : ''}`, `why: ${oneLine(p.reason)}`];
  if (p.command) lines.push(`command: ${oneLine(p.command)}`);
  if (p.python) lines.push(`python: ${oneLine(p.python.words.join(' '))} (${oneLine(p.python.reason)})`);
  for (const pkg of p.packages ?? []) lines.push(`package ${oneLine(pkg.dir)}: ${pkg.framework ?? 'none'} — ${oneLine(pkg.command)}`);
  if (p.watchScript) lines.push(`note: scripts.test starts a watcher (${oneLine(p.watchScript)}); the command above runs the tests once instead`);
  const more = p.testFileCount - p.testFiles.length;
  lines.push(`test files: ${p.testFileCount}${p.walkTruncated ? '+ (walk budget reached)' : ''}${p.testFiles.length ? `: ${p.testFiles.map(oneLine).join(', ')}${more > 0 ? `, … ${more} more` : ''}` : ''}`);
  return lines.join('\n');
}
