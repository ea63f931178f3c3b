/** A command that could not start is told from a test result by the shell's and npx's own messages. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { missingProgram, missingProgramMessage } from '../../src/run/missing-program.ts';
import { cliMissingProgram } from '../../src/cli/wording.ts';

const missing = suite('missing program');

// Each message as bash, dash, GNU env and npm 11 print it (captured on this machine).
missing('the shells\', env\'s and npx\'s messages name the program', () => {
  assert.equal(missingProgram(127, 'bash: pnpmxx: command not found\n', false), { program: 'pnpmxx', exitCode: 127, problem: 'command not found' });
  assert.equal(missingProgram(127, 'bash: line 1: pnpm: command not found\n', false)?.program, 'pnpm');
  assert.equal(missingProgram(127, 'sh: 1: pnpmxx: not found\n', false)?.program, 'pnpmxx');
  assert.equal(missingProgram(127, 'env: ‘nothere’: No such file or directory\n', false)?.program, 'nothere');
  assert.equal(missingProgram(126, 'bash: /tmp/noexec.sh: Permission denied\n', false), { program: '/tmp/noexec.sh', exitCode: 126, problem: 'not executable' });
  const npx = 'npm error npx canceled due to missing packages and no YES option: ["vitest@4.1.12"]\nnpm error A complete log of this run can be found in: /root/.npm/_logs/x.log\n';
  assert.equal(missingProgram(1, npx, false), { program: 'vitest', exitCode: 1, problem: 'not installed' });
  assert.equal(missingProgram(1, npx.replace('vitest@4.1.12', '@scope/runner@1.0.0'), false)?.program, '@scope/runner');
});

// pnpm 9.15.0's stderr, captured on this machine in a project whose package.json names
// pnpm@10.0.0 (with package-manager-strict-version) and yarn@4.1.0.
missing('a pnpm that refuses the project\'s packageManager is no test result either', () => {
  const version = ' ERROR  This project is configured to use v10.0.0 of pnpm. Your current pnpm is v9.15.0\nIf you want to bypass this version check, you can set the "package-manager-strict" configuration to "false" or set the "COREPACK_ENABLE_STRICT" environment variable to "0"\n';
  const m = missingProgram(1, version, false);
  assert.equal(m, { program: 'pnpm', exitCode: 1, problem: 'refuses to run', reason: 'This project is configured to use v10.0.0 of pnpm. Your current pnpm is v9.15.0' });
  assert.is(missingProgramMessage(m!), 'test_run: pnpm: refuses to run (exit 1): This project is configured to use v10.0.0 of pnpm. Your current pnpm is v9.15.0; no test ran; install the version package.json "packageManager" names, or pass command');
  assert.is(missingProgram(1, ' ERROR  This project is configured to use yarn\nFor help, run: pnpm help test\n', false)?.reason, 'This project is configured to use yarn');
  assert.is(missingProgram(1, version, true), undefined, 'a run that reported tests is a test result');
});

missing('a run that reported tests, another exit code, or other text is a test result', () => {
  assert.is(missingProgram(127, 'bash: pnpm: command not found\n', true), undefined);
  assert.is(missingProgram(1, 'bash: pnpm: command not found\n', false), undefined);
  assert.is(missingProgram(127, 'Tests  1 failed\n', false), undefined);
  assert.is(missingProgram(null, 'bash: pnpm: command not found\n', false), undefined);
  // A test printing the words inside a longer line is not the shell's message.
  assert.is(missingProgram(127, 'expected "x: command not found" to equal ""\n', false), undefined);
});

missing('the tool error and the CLI\'s words', () => {
  const m = { program: 'pnpm', exitCode: 127, problem: 'command not found' } as const;
  assert.is(missingProgramMessage(m), 'test_run: pnpm: command not found (exit 127); no test ran; install it, or pass command');
  assert.is(cliMissingProgram(m), 'pnpm: command not found (exit 127); no test ran; install it, or pass --command');
  assert.is(missingProgramMessage({ program: 'vitest', exitCode: 1, problem: 'not installed' }), "test_run: vitest: not installed (exit 1); no test ran; install the project's dependencies first");
});

missing.run();
