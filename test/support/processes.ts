/**
 * Whether a process still runs, for the tests that check no process a run started outlives
 * it. Node and /proc only (no pgrep): the plugin itself finds a run's processes through /proc
 * (src/run/strays.ts), so these tests need it too, and say so instead of passing unchecked.
 */
import { readFileSync } from 'node:fs';

/** True while `pid` runs (a zombie, ended but not yet reaped by its parent, does not run). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`processAlive: not a pid: ${pid}`);
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !procMounted()) {
      throw new Error('this test needs /proc (Linux) to tell whether a process still runs, as the plugin needs it to end the processes a run leaves behind');
    }
    return false; // it ended between the two looks
  }
  // "<pid> (<comm>) <state> …": comm may hold spaces and parentheses, the state follows the last ")".
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

function procMounted(): boolean {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
}

/** The pid a test's stray wrote into `file`, read once it is there (the stray starts asynchronously). */
export function strayPid(file: string): number {
  const text = readFileSync(file, 'utf8').trim();
  const pid = Number(text);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no pid in ${file}: ${JSON.stringify(text)}`);
  return pid;
}
