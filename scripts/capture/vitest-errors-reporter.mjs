/**
 * A tiny vitest reporter used only by the fixture capture (scripts/capture/vitest.mjs).
 *
 * vitest's JSON reporter has no field for the run's unhandled errors (the "Unhandled
 * Errors" section of the console), so this reporter writes vitest's own error objects,
 * as the runner hands them to reporters, to the file named by VITEST_CAPTURE_ERRORS.
 * Each entry keeps `type` ("Uncaught Exception", "Unhandled Rejection", "Unhandled Error")
 * and the error's `name` / `message`. It prints nothing to the console.
 *
 * It also records every task that carries errors (files, suites, tests) with each error's name
 * and message, from the File tasks the run hands to reporters: the JSON report has no entry
 * for a failed suite (an error in a describe block's beforeAll/afterAll), and vitest 1.x's JSON
 * stores only `error.message` where 2.x+ store `error.stack` (`Name: message ...`).
 *
 * Reporter hooks: `onFinished(files, errors)` (vitest 1-3, still called by 4) and
 * `onTestRunEnd(modules, unhandledErrors)` (vitest 3.2+/4); whichever runs last wins,
 * both receive the same list.
 */
import { writeFileSync } from 'node:fs';

/**
 * Every task that carries errors, keyed `filepath\u0000title > path` (path '' for a file):
 * a list with one entry per task of that path, in run order (distinct tests may share a path),
 * each with its type (file, suite, test) and each error's name and message, first error first.
 */
function taskErrors(files) {
  const out = {};
  const visit = (task, path) => {
    const here = task.filepath === undefined ? [...path, task.name] : path; // a File task has a filepath and no title
    const errs = task.result?.errors ?? [];
    if (errs.length > 0) {
      const key = `${task.file?.filepath ?? task.filepath}\u0000${here.join(' > ')}`;
      (out[key] ??= []).push({
        type: task.filepath !== undefined ? 'file' : task.type,
        errors: errs.map((e) => ({
          name: e?.name ?? null,
          message: typeof e?.message === 'string' ? e.message : String(e),
          // What the console prints under the message (the diff vitest computed) and the
          // parsed frames of the stack: the expected location and detail of the failure.
          diff: typeof e?.diff === 'string' ? e.diff : null,
          stacks: Array.isArray(e?.stacks) ? e.stacks.map((f) => ({ file: f.file, line: f.line, column: f.column, method: f.method })) : null,
          stack: typeof e?.stack === 'string' ? e.stack : null,
        })),
      });
    }
    for (const child of task.tasks ?? []) visit(child, here);
  };
  for (const file of files ?? []) visit(file, []);
  return out;
}

let lastFiles = [];

function dump(errors) {
  const out = process.env.VITEST_CAPTURE_ERRORS;
  if (!out) return;
  const unhandled = (errors ?? []).map((e) => ({
    type: e?.type ?? null,
    name: e?.name ?? null,
    message: typeof e?.message === 'string' ? e.message : String(e),
  }));
  writeFileSync(out, JSON.stringify({ unhandled, tasks: taskErrors(lastFiles) }, null, 2) + '\n');
}

export default class CaptureErrorsReporter {
  onFinished(files, errors) {
    lastFiles = files ?? [];
    dump(errors);
  }

  onTestRunEnd(modules, errors) {
    if (lastFiles.length === 0) lastFiles = (modules ?? []).map((m) => m.task);
    dump(errors);
  }
}
