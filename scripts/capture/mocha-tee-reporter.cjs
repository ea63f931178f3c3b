// A mocha reporter for fixture capture: attaches two of mocha's own reporters to the SAME
// run, the console reporter under test (`--reporter-option console=spec|dot|tap`, writing
// to stdout exactly as `--reporter spec` would) and mocha's JSON reporter writing its report
// to `--reporter-option output=<file>` (lib/reporters/json.js, mocha 9.2+).
// The mocha install is the one running this file: bin/mocha.js is the main module.
'use strict';
const path = require('path');

const mochaHome = path.resolve(path.dirname(require.main.filename), '..');
const reporters = require(path.join(mochaHome, 'lib', 'reporters'));

function CaptureTee(runner, options) {
  const reporterOption = (options && options.reporterOption) || {};
  const name = reporterOption.console || 'spec';
  const Console = Object.values(reporters).find((R) => typeof R === 'function' && R.name.toLowerCase() === name.toLowerCase()) || reporters[name];
  if (typeof Console !== 'function') throw new Error(`unknown console reporter ${name}`);
  const { output, console: _console, ...consoleOptions } = reporterOption;
  this.console = new Console(runner, { ...options, reporterOption: consoleOptions });
  this.json = new reporters.JSON(runner, { ...options, reporterOption: { output } });
  // Each Base instance records a failure's error: the first sets test.err, the second (the
  // JSON reporter's) appends the same error to test.err.multiple, which the console's
  // failure list would then treat as a second error. Undo exactly that duplicate.
  runner.on('fail', (test, err) => {
    const multiple = test.err && test.err.multiple;
    if (Array.isArray(multiple) && multiple[multiple.length - 1] === err && (test.err === err || multiple[multiple.length - 2] === err)) {
      multiple.pop();
      if (multiple.length === 0) delete test.err.multiple;
    }
  });
}

CaptureTee.prototype.done = function (failures, fn) {
  if (typeof this.console.done === 'function') this.console.done(failures, fn);
  else fn(failures);
};

module.exports = CaptureTee;
