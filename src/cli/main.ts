#!/usr/bin/env node
/**
 * `dsh-test-closure`: the command-line front end for humans and CI logs. The same probe,
 * planning, parsing and rendering as the plugin's tools, on the local shell (no dsh host).
 *
 *   dsh-test-closure probe [dir] [--json]
 *   dsh-test-closure run [dir] [--framework F] [--target "WORDS"] [--last-failed] [--command "CMD"] [--timeout-ms N] [--json] [--ctrf FILE] [--junit FILE]
 *   dsh-test-closure parse [file|-] [--framework F] [--json] [--ctrf FILE] [--junit FILE]
 *   dsh-test-closure help [command] | --help | -v, --version
 *
 * Exit codes: 0 green (or probe done, help, version), 1 red, 2 bad usage or unreadable input.
 *
 * @module dsh-test-closure/cli/main
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCli } from './commands.ts';
import { PLUGIN_NAME } from '../report/names.ts';

// Run only when executed, not when imported (tests import runCli directly).
const invoked = process.argv[1] ? realpathSync(process.argv[1]) : '';
if (invoked === realpathSync(fileURLToPath(import.meta.url))) {
  runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, cwd: process.cwd() }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${PLUGIN_NAME}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
