// A node:test reporter used only by scripts/capture/node-test.mjs, as a third reporter of the same
// run: one JSON line per `test:fail` event, for what node's junit report cannot express (the own
// failure of a suite or parent test, e.g. a `before`/`after` hook that throws: junit renders every
// element with children as a <testsuite> without its failure).
//
//   node --test --test-reporter=./scripts/capture/node-test-events.mjs --test-reporter-destination=events.jsonl
export default async function* nodeTestEvents(source) {
  for await (const { type, data } of source) {
    if (type !== 'test:fail') continue;
    const error = data.details?.error;
    const cause = error?.cause;
    // The message the console reporters show: the cause (spec prints it, TAP unwraps it) when it
    // is an error or a string, else the ERR_TEST_FAILURE's own message.
    let message;
    if (cause !== null && typeof cause === 'object' && typeof cause.message === 'string') message = cause.message;
    else if (typeof cause === 'string') message = cause;
    else if (typeof error?.message === 'string') message = error.message;
    yield `${JSON.stringify({
      name: data.name,
      nesting: data.nesting,
      type: data.details?.type ?? null,
      failureType: error?.failureType ?? null,
      todo: data.todo !== undefined,
      file: data.file ?? null,
      message: message ?? null,
      // The cause's stack as inspect() prints it under the message: the expected location.
      stack: cause !== null && typeof cause === 'object' && typeof cause.stack === 'string' ? cause.stack : null,
    })}\n`;
  }
}
