/**
 * The closed loop for cargo test on the real dsh runtime (in-process; only the model is
 * scripted): a crate is detected as cargo, a red run names the failing test as libtest does
 * (`tests::adds`), the gate intercepts, the fix's plain run re-runs the failing test with
 * `-- --exact` first and then the whole suite, green, the turn closes. Needs `cargo` and
 * `rustc` (`.ci/run` installs Debian's cargo; scripts/check-prereqs.mjs names it when missing).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';

const valueOf = (o: { value: any }) => o.value;

const lib = (op: string) => [
  `pub fn add(a: i32, b: i32) -> i32 {`,
  `    a ${op} b`,
  `}`,
  ``,
  `#[cfg(test)]`,
  `mod tests {`,
  `    use super::*;`,
  ``,
  `    #[test]`,
  `    fn adds() {`,
  `        assert_eq!(add(2, 2), 4);`,
  `    }`,
  ``,
  `    #[test]`,
  `    fn adds_zero() {`,
  `        assert_eq!(add(1, 0), 1);`,
  `    }`,
  `}`,
  ``,
].join('\n');

const FILES = { 'Cargo.toml': '[package]\nname = "calc"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n', 'src/lib.rs': lib('-') };

const loop = suite('closed loop (cargo test, real runtime)');

loop('probe -> red -> interception -> fix -> failing test first -> green -> turn closes', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('make the tests pass', [
      { call: 'test_probe' },
      { call: 'test_run', args: { timeout_ms: 600_000 } },
      { text: 'done' },
      { call: 'test_run', args: { timeout_ms: 600_000 }, before: () => writeFileSync(join(rt.workspace, 'src/lib.rs'), lib('+')) },
      { text: 'fixed and verified' },
    ]);
    const probe = valueOf(toolResults(rt, 'test_probe')[0]!);
    assert.is(probe.framework, 'cargo');
    assert.is(probe.command, 'cargo test --no-fail-fast --color never < /dev/null');
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, 2, JSON.stringify(runs[0]?.outputTail));
    assert.is(runs[0].framework, 'cargo');
    assert.is(runs[0].status, 'failed', runs[0].outputTail);
    assert.equal(runs[0].summary, { total: 2, passed: 1, failed: 1, skipped: 0 }, runs[0].outputTail);
    assert.equal(runs[0].failures.map((f: any) => [f.name, f.kind]), [['tests::adds', 'test']]);
    assert.match(runs[0].failures[0].message, /left == right/);
    assert.is(runs[1].status, 'passed', runs[1].outputTail);
    assert.equal(runs[1].summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
    assert.is(runs[1].verdict.verified, true);
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
  } finally {
    await rt.dispose();
  }
});

loop('last_failed re-runs the failing test by its exact name', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('run the failing test again', [{ call: 'test_run', args: { timeout_ms: 600_000 } }, { call: 'test_run', args: { last_failed: true, timeout_ms: 600_000 } }, { text: 'still red' }, { text: 'still red' }, { text: 'still red' }]);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs[1].command, 'cargo test --no-fail-fast --color never -- --exact tests::adds < /dev/null');
    assert.equal(runs[1].summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  } finally {
    await rt.dispose();
  }
});

loop.run();
