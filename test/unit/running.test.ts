/**
 * The text of a call that went on as a job (render/running.ts), pinned as
 * docs/model-visible-text.md shows it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { renderBackgroundStarted } from '../../src/render/run-result.ts';
import { failingWhileRunningNotice, failingWhileRunningSummary, runningLine, usualDurationNote } from '../../src/render/running.ts';
import { runProgress, type RunProgress } from '../../src/closure/run-progress.ts';

const DOC = readFileSync(new URL('../../docs/model-visible-text.md', import.meta.url), 'utf8');

const PROGRESS: RunProgress = { elapsedMs: 30_000, finished: 1240, failed: 1, expectedTotal: 7472, expectedMs: 310_000, failures: [{ name: 'adds', message: 'Expected values to be strictly equal:' }], moreFailures: 0 };

const running = suite('a call that went on as a job');

running('the value\'s text, as the docs show it', () => {
  const text = renderBackgroundStarted({ status: 'running', background: true, jobId: 'test_run-1', command: 'node --test --test-reporter=spec --test-reporter-destination=stdout < /dev/null', framework: 'node:test', scope: 'suite', notes: [], progress: PROGRESS });
  assert.ok(DOC.includes(`\`\`\`text\n${text}\n\`\`\``), text);
});

running('the gate\'s notice while the suite runs, as the docs show it', () => {
  const { expectedTotal: _total, ...unknownTotal } = PROGRESS;
  const text = failingWhileRunningNotice('dsh-test-closure', 'test_run-1', { ...unknownTotal, finished: 12 }, 1, 2);
  assert.ok(DOC.includes(`\`\`\`text\n${text}\n\`\`\``), text);
  assert.is(failingWhileRunningSummary(PROGRESS, 1, 2), 'suite running, 1 failed so far; interception 1/2');
});

running('the counts and times it can show', () => {
  assert.is(runningLine('suite', { elapsedMs: 4_000, failed: 0, failures: [], moreFailures: 0 }), 'the suite is running: no test finished yet (4s); the turn closes when it finishes');
  assert.is(runningLine('narrowed', { elapsedMs: 65_000, packagesOk: 2, failed: 1, failures: [], moreFailures: 0 }), 'the run is still running: 2 packages ok, 1 failed so far (1m 5s); its result is recorded when it finishes');
  assert.is(usualDurationNote({ expectedMs: 150_000, runs: 3 }), 'the suite usually takes about 2m 30s (last 3 runs)');
  assert.is(usualDurationNote({ expectedMs: 8_000, runs: 1 }), 'the suite usually takes about 8s (last run)');
  assert.ok(DOC.includes('`the suite usually takes about 2m 30s (last 3 runs)`'));
});

running('progress is read from the output so far with the runner\'s own parser', () => {
  const output = '✔ a (1.2ms)\n✖ b (3.4ms)\n';
  const p = runProgress({ framework: 'node:test', output, elapsedMs: 1000, expectedTotal: 5 });
  assert.is(p.finished, 2);
  assert.is(p.failed, 1);
  assert.equal(p.failures.map((f) => f.name), ['b']);
  assert.is(p.expectedTotal, 5);
});

running.run();
