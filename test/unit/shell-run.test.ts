/**
 * How a call that may go on as a job reads its process's output (plugin/shell-run.ts): the
 * shell hands over stdout, then `[stderr]` on a line of its own and stderr, in each read; the
 * call keeps the two streams apart, as a foreground run does.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { splitDelta } from '../../src/plugin/shell-run.ts';

const split = suite('a background read split into stdout and stderr');

split('stdout alone, stderr alone, and both', () => {
  assert.equal(splitDelta('ok 1\nok 2\n'), ['ok 1\nok 2\n', '']);
  assert.equal(splitDelta('[stderr]\nwarning\n'), ['', 'warning\n']);
  assert.equal(splitDelta('ok 1\n[stderr]\nwarning\n'), ['ok 1\n', 'warning\n']);
});

split('a stdout read cut mid-line gains the line break the shell put before the mark: a read cannot tell it from stdout\'s own', () => {
  assert.equal(splitDelta('partial\n[stderr]\nwarning'), ['partial\n', 'warning']);
});

split('the mark only counts at the start of a line', () => {
  assert.equal(splitDelta('a [stderr]\nb\n'), ['a [stderr]\nb\n', '']);
});

split.run();
