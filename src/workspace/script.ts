/**
 * Reading a test command line (package.json `scripts.test`, or a verbatim `command`):
 * which runner it calls and whether it would start a watcher. Token-level heuristics, no
 * shell parsing: quotes are stripped, operators split segments, the first runner wins.
 *
 * @module dsh-test-closure/workspace/script
 */
import type { Framework } from '../report/types.ts';
import { FRAMEWORKS, RUNNERS } from '../runners/registry.ts';

/**
 * Which watcher a script starts, so the planner knows how to run it once instead: the runner's
 * own (each runner's script dialect says when it watches: bare `vitest`, `jest --watch`,
 * `mocha --watch`, `bun test --watch`), or `react-scripts`: `react-scripts test` (also craco /
 * react-app-rewired) without `--watchAll=false`.
 */
export type WatchKind = Framework | 'react-scripts';

/** What a command line calls. */
export interface ScriptInfo {
  /** The runner whose output the command prints, when recognisable. */
  runner?: Framework;
  /** Set when the command would keep watching instead of exiting. */
  watch?: WatchKind;
  /**
   * Set when it would watch even with CI=1 and stdin closed: vitest's default watch mode
   * and react-scripts both stand down under CI, an explicit `vitest watch`/`--watch` or
   * `jest --watch` does not.
   */
  watchesUnderCi?: true;
}

/** The script `npm init` writes; it is no test suite. */
export function isNpmDefaultTestScript(script: string): boolean {
  return /^echo\s+["']?Error: no test specified/.test(script.trim());
}

function segmentsOf(script: string): string[][] {
  return script
    .split(/&&|\|\||[;|&\n]/)
    .map((segment) =>
      segment
        .split(/[\s()]+/)
        .map((t) => t.replace(/^["']+|["']+$/g, ''))
        .filter((t) => t !== ''),
    );
}

/**
 * A token's command name: its base name, or the runner whose own entry file it is, run through
 * node (jest's `node --experimental-vm-modules node_modules/jest/bin/jest.js`, vitest's
 * `vitest.mjs`), since such a token names the runner as its bin link would.
 */
function commandName(token: string): string {
  for (const framework of FRAMEWORKS) if (RUNNERS[framework].script?.entryFile?.test(token)) return framework;
  return token.slice(token.lastIndexOf('/') + 1);
}

/** The first runner call among `tokens`, with the index of the token that names it. */
function firstCall(tokens: readonly string[]): { info: ScriptInfo; at: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const name = commandName(tokens[i]!);
    const args = tokens.slice(i + 1);
    for (const framework of FRAMEWORKS) {
      const call = RUNNERS[framework].script?.read(name, args);
      if (call === undefined) continue;
      const watch = call.watch === 'self' ? framework : call.watch;
      return { info: { runner: framework, ...(watch !== undefined ? { watch } : {}), ...(call.watchesUnderCi ? { watchesUnderCi: true as const } : {}) }, at: i };
    }
  }
  return undefined;
}

/**
 * Reads a command line.
 *
 * @param script a shell command line, e.g. `tsc -b && vitest --coverage`.
 * @returns the first runner it calls and, for that runner, whether it watches.
 */
export function readScript(script: string): ScriptInfo {
  for (const tokens of segmentsOf(script)) {
    const call = firstCall(tokens);
    if (call !== undefined) return call.info;
  }
  return {};
}

/**
 * A runner a project declares (a dependency or a config file) whose plain script call the
 * planner replaces: one whose script dialect lists its `neutralArgs`, the arguments that
 * change nothing about which tests run or how.
 */
export function isDeclaredRunner(framework: Framework): boolean {
  return RUNNERS[framework].script?.neutralArgs !== undefined;
}

/** How a test script relates to the runner the project declares. */
export type ScriptRole =
  /** A plain call of the declared runner: the planner runs the runner itself. */
  | { kind: 'plain' }
  /** A plain call that starts a watcher: the planner runs the runner once instead. */
  | { kind: 'watch' }
  /** The script says more than the runner's default: it is the suite. `why` is a short clause. */
  | { kind: 'suite'; why: string };

/** A token that sets an environment variable before the command (`TZ=UTC`). */
function isEnvAssignment(token: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*=/.test(token);
}

/**
 * How `script` relates to the declared runner.
 *
 * @param script package.json `scripts.test`.
 * @param declared the runner package.json declares (a dependency or a config file).
 */
export function scriptRole(script: string, declared: Framework): ScriptRole {
  const neutral = RUNNERS[declared].script?.neutralArgs ?? new Set<string>();
  const segments = segmentsOf(script).filter((s) => s.length > 0);
  if (segments.length !== 1) return { kind: 'suite', why: `it runs more than ${declared}` };
  let tokens = segments[0]!;
  if (tokens[0] === 'npx') tokens = tokens.slice(1).filter((t) => t !== '--no' && t !== '--');
  const first = tokens[0] ?? '';
  if (isEnvAssignment(first) || commandName(first) === 'cross-env') return { kind: 'suite', why: 'it sets its own environment' };
  const info = readScript(script);
  // `node <flags> …/jest/bin/jest.js`: node's flags are the project's own (jest needs
  // --experimental-vm-modules for ES modules), so the script is the suite, read as the runner.
  const entryAt = tokens.findIndex((t, i) => i > 0 && !t.startsWith('-'));
  if (commandName(first) === 'node' && entryAt !== -1 && commandName(tokens[entryAt]!) === declared) {
    const nodeFlags = tokens.slice(1, entryAt);
    return { kind: 'suite', why: `it runs ${declared} through node${nodeFlags.length > 0 ? ` with its own flags (${nodeFlags.join(' ')})` : ''}` };
  }
  if (commandName(first) !== declared) {
    return { kind: 'suite', why: info.runner !== undefined && info.runner !== declared ? `it calls ${info.runner}, not ${declared}` : `it calls ${commandName(first)}, not ${declared}` };
  }
  if (info.watch !== undefined) {
    // An implicit vitest watch (`vitest --config x`) still passes its own options.
    const options = tokens.slice(1).filter((t) => !neutral.has(t) && !['watch', 'dev', '--watch', '-w', '--watch=true', '--watchAll', '--watchAll=true'].includes(t));
    return options.length === 0 ? { kind: 'watch' } : { kind: 'suite', why: `it passes its own options (${options.join(' ')})` };
  }
  const options = tokens.slice(1).filter((t) => !neutral.has(t));
  return options.length === 0 ? { kind: 'plain' } : { kind: 'suite', why: `it passes its own options (${options.join(' ')})` };
}

/** The last command a script runs: its runner (when it is one) and its arguments, for flags appended with `npm test -- …`. */
export function lastCall(script: string): { runner?: Framework; args: string[] } {
  const segments = segmentsOf(script).filter((s) => s.length > 0);
  const last = segments[segments.length - 1] ?? [];
  const tokens = last.filter((t, i) => !(i === 0 && isEnvAssignment(t)));
  // The runner's own token first (it may be an entry file run by `node <flags>`), else node's.
  const call = firstCall(tokens);
  const at = call !== undefined ? call.at : tokens.findIndex((t) => commandName(t) === 'node');
  return { ...(call?.info.runner !== undefined ? { runner: call.info.runner } : {}), args: at === -1 ? [] : tokens.slice(at + 1) };
}
