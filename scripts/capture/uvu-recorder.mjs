// The machine-readable report of a uvu run, which uvu itself does not write: preloaded with
// `node --import ./scripts/capture/uvu-recorder.mjs node_modules/uvu/bin.js …`, it rewrites
// uvu's own runner (uvu/dist/index.mjs) as it loads, adding one recording call at each place
// the runner decides a test's outcome, and writes what it recorded as JSON to the file named
// by UVU_RECORD when the process exits. Console output is unchanged: the added calls only
// push to an array. Every rewrite must match uvu's source exactly once, so a uvu whose runner
// reads differently fails the capture loudly instead of recording nothing.
//
// Records, in order:
//   { event: 'file', name }                       a test file's group starts (exec)
//   { event: 'suite', suite }                     a suite run starts (runner; '' is the unnamed suite)
//   { event: 'error', suite, test, message, operator, details, stack }   the error of a failing
//                                                 test as format() reads it, just before its
//                                                 `fail`: err.message, err.operator, the
//                                                 details it prints (err.details, or uvu/diff's
//                                                 compare() of actual and expected for an
//                                                 assertion; null when it prints none) and err.stack
//   { event: 'pass' | 'fail', suite, test, message? }   a test's outcome (runner)
//   { event: 'skip', suite, test }                test.skip(name), or a test left out by .only
//   { event: 'aborted', suite, ran, total, message? }   the suite's loop stopped on an error that
//                                                 uvu swallows (a before/beforeEach-in-catch/
//                                                 afterEach hook threw): its unrun tests
//                                                 count as failed
//   { event: 'suiteEnd', suite }                  the suite run printed its `(passed / total)`; exec
//                                                 prints its failure blocks next
//   { event: 'summary', total, passed, skipped }  exec's own totals, as it prints them
// and, on exit, `execState`: 'not-started' (exec never ran: a file failed to load), 'running'
// (the process exited mid-run: uvu prints "Exiting early…"), or 'finished'.
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';

const out = process.env.UVU_RECORD;
if (!out) throw new Error('uvu-recorder: set UVU_RECORD to the report path');

const records = [];
let execState = 'not-started';
globalThis.__uvuRecord = (r) => {
  if (r.event === 'exec') execState = 'running';
  else if (r.event === 'summary') execState = 'finished';
  records.push(r);
};
/** First non-empty line of an error's message, trimmed: what the FAIL block's message line shows. */
globalThis.__uvuMessage = (err) => {
  const text = err && typeof err.message === 'string' ? err.message : String(err);
  for (const line of text.split('\n')) if (line.trim() !== '') return line.trim();
  return undefined;
};

const REWRITES = [
  // Every registration of a skipped test (test.skip takes the name, which uvu drops).
  ['test.skip = () => { ctx.skips++ };', 'test.skip = (n) => { ctx.skips++; ctx.skipNames.push(n); };'],
  // A fresh context per `.run()` (test.run resets the suite's with Object.assign) holds its skips' names.
  ["only:[], skips:0, state });", "only:[], skips:0, skipNames:[], state });"],
  ['let skipped = (only.length ? tests.length : 0) + ctx.skips;',
    "let skipped = (only.length ? tests.length : 0) + ctx.skips;\n\t\tfor (const n of ctx.skipNames) __uvuRecord({ event: 'skip', suite: name, test: n });\n\t\tif (only.length) for (const t of tests) __uvuRecord({ event: 'skip', suite: name, test: t.name });\n\t\tif (__aborted !== undefined) __uvuRecord({ event: 'aborted', suite: name, ran: num, total, message: __uvuMessage(__aborted) });"],
  ['write(errors.length ? kleur.red(msg) : kleur.green(msg));', "write(errors.length ? kleur.red(msg) : kleur.green(msg));\n\t\t__uvuRecord({ event: 'suiteEnd', suite: name });"],
  ['\t\tif (name) write(SUITE(', "\t\t__uvuRecord({ event: 'suite', suite: name });\n\t\tif (name) write(SUITE("],
  ['let num=0, errors=\'\', total=arr.length;', "let num=0, errors='', total=arr.length, __aborted;"],
  ['write(PASS);\n\t\t\t\tnum++;', "write(PASS);\n\t\t\t\tnum++;\n\t\t\t\t__uvuRecord({ event: 'pass', suite: name, test: test.name });"],
  ['write(FAIL);', "write(FAIL);\n\t\t\t\t__uvuRecord({ event: 'fail', suite: name, test: test.name, message: __uvuMessage(err) });"],
  // An error escaping the loop: uvu's `return` in `finally` swallows it; catching it first
  // changes nothing (the finally block runs and returns the same).
  ['\t} finally {\n\t\tstate.__test__ = \'\';', "\t} catch (e) {\n\t\t__aborted = e;\n\t} finally {\n\t\tstate.__test__ = '';"],
  // format(): the error's parts once it has chosen the details it prints.
  ["details = compare(err.actual, err.expected); // TODO?", "details = compare(err.actual, err.expected); // TODO?\n\t__uvuRecord({ event: 'error', suite, test: name, message: String(err.message), operator, details: details ? String(details) : null, stack: typeof err.stack === 'string' ? err.stack : null });"],
  ['let name = group.shift();', "let name = group.shift();\n\t\t__uvuRecord({ event: 'file', name });"],
  ['\n\tisRunning = true;', "\n\tisRunning = true;\n\t__uvuRecord({ event: 'exec' });"],
  ['\n\tisRunning = false;', "\n\tisRunning = false;\n\t__uvuRecord({ event: 'summary', total, passed: done, skipped: skips });"],
];

// The CLI (uvu/bin.js) prints an error that stops it before or during exec (a test file that
// fails to load), then exits: the error is recorded as Node prints its stack's first line.
const CLI_REWRITES = [
  ['console.error(err.stack || err.message);', "globalThis.__uvuRecord({ event: 'cliError', header: `${err.name}${err.code ? ` [${err.code}]` : ''}: ${globalThis.__uvuMessage(err) ?? ''}` });\n\t\t\tconsole.error(err.stack || err.message);"],
];

function rewrite(source, rewrites) {
  for (const [from, to] of rewrites) {
    const at = source.indexOf(from);
    if (at === -1 || source.indexOf(from, at + 1) !== -1) throw new Error(`uvu-recorder: uvu no longer reads ${JSON.stringify(from)}`);
    source = source.slice(0, at) + to + source.slice(at + from.length);
  }
  return source;
}

registerHooks({
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (/\/uvu\/dist\/index\.mjs$/.test(url)) return { ...result, source: rewrite(String(result.source), REWRITES) };
    if (/\/uvu\/bin\.js$/.test(url)) return { ...result, source: rewrite(String(result.source), CLI_REWRITES) };
    return result;
  },
});

process.on('exit', () => {
  writeFileSync(out, `${JSON.stringify({ execState, records }, null, 1)}\n`);
});
