/** The invariants every parse result must satisfy, for the totality and adversarial tests. */
import * as assert from 'uvu/assert';
import type { Framework, ParseResult } from '../../src/index.ts';

/** The invariants every result must satisfy; throws (fails the property) otherwise. */
export function assertConsistent(r: ParseResult, framework: Framework): void {
  assert.is(r.framework, framework);
  const s = r.summary;
  for (const k of ['total', 'passed', 'failed', 'skipped'] as const) {
    assert.ok(Number.isSafeInteger(s[k]) && s[k] >= 0, `${k} = ${s[k]}`);
  }
  assert.is(s.total, s.passed + s.failed + s.skipped, 'total = passed + failed + skipped');
  assert.ok(Array.isArray(r.failures));
  for (const f of r.failures) {
    assert.type(f.name, 'string');
    assert.ok(['test', 'hook', 'file', 'run'].includes(f.kind), `kind ${f.kind}`);
    if (f.message !== undefined) assert.type(f.message, 'string');
    if (f.file !== undefined) assert.type(f.file, 'string');
  }
  assert.type(r.summarySeen, 'boolean');
  assert.ok(Number.isSafeInteger(r.diagnostics.unrecognizedLines) && r.diagnostics.unrecognizedLines >= 0);
}
