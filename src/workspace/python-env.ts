/**
 * Which Python runs a project's tests. In order, the first that applies:
 * 1. a virtualenv in the workspace: a root directory (`.venv`, `venv`, then any other, by
 *    name) with a `pyvenv.cfg` and a `bin/python`; it is where the agent and the project
 *    installed the dependencies, and no tool has to be on PATH to use it;
 * 2. uv: `uv.lock` at the root and `uv` on PATH: `uv run --frozen python`, which uses the
 *    lock as it is (never re-resolves it from the network);
 * 3. poetry: `poetry.lock` at the root and `poetry` on PATH: `poetry run python`;
 * 4. `python3` as PATH finds it.
 * A lock file whose tool is not on PATH is said in the reason, then the next rule applies.
 * Tox environments (`.tox/*`) are never used: each is one of several interpreters tox
 * manages, not the project's.
 *
 * @module dsh-test-closure/workspace/python-env
 */
import { PYTHON_REASONS } from './probe-messages.ts';

/** The interpreter, or the tool that runs it. */
export const PYTHON_ENV_KINDS = ['venv', 'uv', 'poetry', 'python3'] as const;
export type PythonEnvKind = (typeof PYTHON_ENV_KINDS)[number];

export interface PythonEnv {
  kind: PythonEnvKind;
  /** The words that stand where `python3` stands in a planned command, e.g. `['.venv/bin/python']`. */
  words: string[];
  /** Why, naming the file that decided, and any lock file whose tool is missing. */
  reason: string;
}

/** What the rules look at: the root's file names, its virtualenv directories, and PATH. */
export interface PythonEnvFacts {
  rootFiles: ReadonlySet<string>;
  /** Root directories holding `pyvenv.cfg` and `bin/python`, in the order of rule 1. */
  virtualenvs: readonly string[];
  onPath(name: string): boolean;
}

/** The preferred virtualenv directory names, before any other in name order. */
const PREFERRED_VENVS = ['.venv', 'venv'];

/** Orders virtualenv directory names as rule 1 consults them; `.tox` is never one. */
export function orderVirtualenvs(names: readonly string[]): string[] {
  const rank = (n: string) => (PREFERRED_VENVS.includes(n) ? PREFERRED_VENVS.indexOf(n) : PREFERRED_VENVS.length);
  return names.filter((n) => n !== '.tox').sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Decides the Python environment. Pure over its facts. */
export function detectPythonEnv(facts: PythonEnvFacts): PythonEnv {
  const venv = facts.virtualenvs[0];
  if (venv !== undefined) return { kind: 'venv', words: [`${venv}/bin/python`], reason: PYTHON_REASONS.venv(venv) };
  const missing: string[] = [];
  if (facts.rootFiles.has('uv.lock')) {
    if (facts.onPath('uv')) return { kind: 'uv', words: ['uv', 'run', '--frozen', 'python'], reason: PYTHON_REASONS.lockAndTool('uv.lock', 'uv') };
    missing.push(PYTHON_REASONS.toolMissing('uv.lock', 'uv'));
  }
  if (facts.rootFiles.has('poetry.lock')) {
    if (facts.onPath('poetry')) return { kind: 'poetry', words: ['poetry', 'run', 'python'], reason: PYTHON_REASONS.lockAndTool('poetry.lock', 'poetry') };
    missing.push(PYTHON_REASONS.toolMissing('poetry.lock', 'poetry'));
  }
  return { kind: 'python3', words: ['python3'], reason: missing.length > 0 ? PYTHON_REASONS.fallback(missing) : PYTHON_REASONS.system };
}
