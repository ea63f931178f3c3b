/**
 * Planned commands on real runners: the last_failed selection runs exactly the named tests
 * (titles with regex metacharacters and a literal ` > ` included), the command is accepted
 * as planned (`npx --no -- …`, reporter and colour flags), output carries no ANSI codes,
 * and vitest 4 keeps the default reporter even when a coding agent is detected.
 *
 * Runners come from `.cache/runners/<runner>-<major>/node_modules` (the oldest and newest
 * cached majors: vitest 1 and 4, jest 27 and 30; PLAN_REAL_ALL=1 adds the ones between),
 * and the node binaries on this machine (20 and 24); pytest's: test/toolchain/selection.real.test.ts. When no runner version
 * is cached (a fresh clone), the package's own devDependency vitest 3 / jest 29 run instead. Runs of one runner go in parallel.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ANSI, plan, project, run, RUNNERS_CACHE } from '../support/planned-runs.ts';

// Five tests; the three "failed" ones have titles that need escaping, one contains a
// literal " > ", and "leaf (a|b) not" must stay unselected (anchoring).
const JS_SUITE = [
  "describe('outer', () => { it('leaf (a|b)', () => {}); it('other', () => {}); describe('deep', () => { it('x > y', () => {}); }); });",
  "test('top $1', () => {});",
  "test('leaf (a|b) not', () => {});",
].join('\n');

const ALL = process.env['PLAN_REAL_ALL'] === '1';
const available = (dir: string) => existsSync(join(RUNNERS_CACHE, dir, 'node_modules'));
/** The cached versions among `dirs`, or the repo's own runner when none is cached: every test runs something real. */
const cachedOrRepo = (dirs: string[]) => {
  const cached = dirs.filter(available);
  return cached.length > 0 ? cached : ['repo'];
};

// ---

const selection = suite('plan: real runners run exactly the last_failed selection');

selection('vitest 1 and 4: -t selects the three tests; default reporter even under an agent', async () => {
  const versions = cachedOrRepo(ALL ? ['vitest-1', 'vitest-2', 'vitest-3', 'vitest-4'] : ['vitest-1', 'vitest-4']);
  const p = plan('vitest', { lastFailed: ['outer > leaf (a|b)', 'a.test.js > outer > deep > x > y', 'top $1'] });
  const outcomes = await Promise.all(
    versions.map((v) => {
      const dir = project({ 'package.json': '{"type":"module"}', 'a.test.js': `import { describe, it, test } from 'vitest';\n${JS_SUITE}\n` }, v);
      // CLAUDECODE makes vitest 4 pick its agent reporter unless the reporter is pinned.
      return run(p.command, dir, { ...p.env, CLAUDECODE: '1' });
    }),
  );
  outcomes.forEach(({ status, output }, i) => {
    const v = versions[i]!;
    assert.is(status, 0, `${v}: ${output}`);
    assert.match(output, /Tests\s+3 passed \| 2 skipped \(5\)/, `${v}: ${output}`);
    // vitest 4's agent reporter omits passing files; the pinned default reporter lists them.
    if (v === 'vitest-4') assert.match(output, /✓ a\.test\.js \(5 tests \| 2 skipped\)/, `${v}: default reporter lists passing files: ${output}`);
    assert.not.match(output, ANSI, `${v}: colour codes`);
  });
});

selection('vitest: a failing beforeAll named `file > describe` fails again on the last_failed re-run', async () => {
  const versions = cachedOrRepo(['vitest-1', 'vitest-4']);
  const p = plan('vitest', { lastFailed: ['h.test.js > outer'] });
  const suiteWithHook = "import { beforeAll, describe, it } from 'vitest';\ndescribe('outer', () => { beforeAll(() => { throw new Error('hook'); }); it('a', () => {}); });\nit('elsewhere', () => {});\n";
  const outcomes = await Promise.all(versions.map((v) => run(p.command, project({ 'package.json': '{"type":"module"}', 'h.test.js': suiteWithHook }, v), p.env)));
  outcomes.forEach(({ status, output }, i) => {
    const v = versions[i]!;
    // Still red: anchoring the suite name at the end would have skipped its tests, the hook, and the failure.
    assert.is(status, 1, `${v}: ${output}`);
    assert.match(output, /Error: hook/, `${v}: ${output}`);
  });
});

selection('jest 27 and 30: -t selects the three tests', async () => {
  const versions = cachedOrRepo(ALL ? ['jest-27', 'jest-29', 'jest-30'] : ['jest-27', 'jest-30']);
  const p = plan('jest', { lastFailed: ['outer › leaf (a|b)', 'outer › deep › x > y', 'top $1'] });
  const outcomes = await Promise.all(versions.map((v) => run(p.command, project({ 'package.json': '{}', 'a.test.js': `${JS_SUITE}\n` }, v), p.env)));
  outcomes.forEach(({ status, output }, i) => {
    const v = versions[i]!;
    assert.is(status, 0, `${v}: ${output}`);
    assert.match(output, /Tests:\s+2 skipped, 3 passed, 5 total/, `${v}: ${output}`);
    assert.not.match(output, ANSI, `${v}: colour codes`);
  });
});

selection('node --test on every installed node: the leaf-title pattern selects the three tests (and one over-match)', async () => {
  const nodes = [process.execPath, '/usr/bin/node'].filter((bin, i, all) => all.indexOf(bin) === i && existsSync(bin));
  const p = plan('node:test', { lastFailed: ['outer > leaf (a|b)', 'outer > deep > x > y', 'top $1'], target: 'a.test.mjs' });
  assert.ok(p.command.startsWith('node '));
  const dir = project({ 'a.test.mjs': `import { describe, it, test } from 'node:test';\n${JS_SUITE}\n` });
  const outcomes = await Promise.all(nodes.map((bin) => run(bin + p.command.slice('node'.length), dir, p.env)));
  outcomes.forEach(({ status, output }, i) => {
    const bin = nodes[i]!;
    assert.is(status, 0, `${bin}: ${output}`);
    // 4, not 3: the leaf title "leaf (a|b)" also selects "leaf (a|b) not" (a suite-safe, deliberate over-match).
    assert.match(output, /ℹ pass 4\n/, `${bin}: ${output}`);
    assert.not.match(output, ANSI, `${bin}: colour codes`);
  });
});

selection.run();
