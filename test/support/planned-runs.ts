/**
 * Planned commands run for real, outside the dsh runtime (test/runtime/selection.real.test.ts
 * on the JS runners, test/toolchain/selection.real.test.ts on pytest): temp projects, the plan
 * of a request, and a command line run in bash as a user's shell would.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planCommand, type RunRequest } from '../../src/planning/plan.ts';
import type { ProbeResult } from '../../src/planning/describe.ts';
import type { RunnerKind } from '../../src/report/kinds.ts';

export const RUNNERS_CACHE = new URL('../../.cache/runners/', import.meta.url).pathname;
/** The package's own devDependency runners (vitest 3, jest 29): used when no version is cached, as on a fresh CI clone. */
export const REPO_MODULES = new URL('../../node_modules/', import.meta.url).pathname;

export function modulesOf(runnerDir: string): string {
  return runnerDir === 'repo' ? REPO_MODULES : join(RUNNERS_CACHE, runnerDir, 'node_modules');
}

const tmpRoots: string[] = [];
process.on('exit', () => {
  for (const root of tmpRoots) rmSync(root, { recursive: true, force: true });
});

/** A temp project with `files`, and `node_modules` linked from a cached runner install when given. */
export function project(files: Record<string, string>, runnerDir?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dsh-plan-real-'));
  tmpRoots.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  if (runnerDir !== undefined) symlinkSync(modulesOf(runnerDir), join(dir, 'node_modules'), 'dir');
  return dir;
}

export function plan(framework: RunnerKind, request: RunRequest) {
  const probe: ProbeResult = { framework, testFiles: [], testFileCount: 0, walkTruncated: false, command: '', reason: '', packageManager: 'npm' };
  return planCommand(request, probe);
}

export interface Outcome {
  status: number | null;
  output: string;
}

/**
 * Our environment as a user's shell has it: uvu sets FORCE_COLOR=1 for itself, which no
 * planned command may unset (the plan adds no colour variables; colour is off by flags, and
 * jest and node:test have none that beats FORCE_COLOR), so it is dropped here.
 */
const { FORCE_COLOR: _uvuColour, ...SHELL_ENV } = process.env;

/** Runs a command line in bash with the plan's env on top of a user's shell env; stdout and stderr combined. */
export function run(command: string, cwd: string, env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { cwd, env: { ...SHELL_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

export const ANSI = /\x1b\[/;
