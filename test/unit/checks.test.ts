/**
 * The gate's checks table (closure/checks.ts) is what the config schema, the tools' output
 * schema and the notices read: each derived list follows it, and a switch turns off exactly
 * its own check.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allChecks, CHECK_IDS, CHECK_SWITCHES, checkOn, GATE_CHECKS } from '../../src/closure/checks.ts';
import { judgeRun, type JudgeInput } from '../../src/closure/verdict.ts';
import { Config } from '../../src/plugin/config.ts';
import { CLOSURE_CHECK_OUTPUT } from '../../src/plugin/tools/schemas.ts';

const checks = suite('gate checks table');

checks('the config schema\'s `checks` are the table\'s switches, in its order, each on by default', () => {
  assert.equal(Object.keys(Config({} as never).checks), [...CHECK_SWITCHES]);
  assert.equal(CHECK_SWITCHES, ['baseline', 'totalDropped', 'skippedRose', 'failedTestMissing', 'testFileGone', 'freshness', 'editsNeedRun']);
  assert.ok(Object.values(Config({} as never).checks).every((on) => on === true));
});

checks('the output schema\'s blocker enum is the table\'s ids', () => {
  assert.equal(CLOSURE_CHECK_OUTPUT.properties.blockers.items.properties.check.enum, CHECK_IDS);
  assert.equal(CHECK_IDS, ['passed', 'tests-ran', 'suite', 'baseline', 'total-dropped', 'skipped-rose', 'failed-test-missing', 'test-file-gone', 'fresh', 'start-run']);
});

checks('the checks listed whole in the notices are exactly the switchable ones', () => {
  for (const id of CHECK_IDS) assert.is(GATE_CHECKS[id].listed, GATE_CHECKS[id].switch !== null, id);
});

checks('a switch turns off its own check only; a check without one is always on', () => {
  for (const id of CHECK_IDS) {
    const key = GATE_CHECKS[id].switch;
    if (key === null) {
      assert.ok(checkOn(allChecks(false), id), id);
      continue;
    }
    assert.not.ok(checkOn({ ...allChecks(true), [key]: false }, id), id);
    for (const other of CHECK_IDS) if (other !== id) assert.ok(checkOn({ ...allChecks(true), [key]: false }, other), `${key} off leaves ${other} on`);
  }
});

checks('the verdict reads the switch: a dropped total blocks with `totalDropped` on, not with it off', () => {
  const input = (on: boolean): JudgeInput => ({
    run: { status: 'passed', exitCode: 0, summary: { total: 3, passed: 3, failed: 0, skipped: 0 }, failures: [], scope: 'suite', command: 'npm test', summarySeen: true },
    baseline: { maxTotal: 5, testFiles: [], testFilesTruncated: false },
    failedEarlier: new Map(),
    files: new Map(),
    filesTruncated: false,
    checks: { ...allChecks(true), totalDropped: on },
  });
  assert.equal(judgeRun(input(true)).blockers, [{ check: 'total-dropped', total: 3, maxTotal: 5 }]);
  assert.equal(judgeRun(input(false)), { verified: true, blockers: [] });
});

checks.run();
