/**
 * Which stack frame of an ExUnit failure is in the project's own code.
 *
 * ExUnit prints a frame of a module that belongs to an OTP application with the application
 * and its version, `(elixir 1.14.0) lib/enum.ex:1658: Enum.map/2`, and a frame of a module in
 * none (a test module) without, `test/calc_test.exs:5: (test)`. The project's own `lib/`
 * modules are its application's (`(demo 0.1.0) lib/calc.ex:3: Calc.add/2`). The output does
 * not say which application is the project's, so a frame is the project's unless its
 * application is one Elixir or Erlang/OTP ships: a dependency's frame counts as the project's.
 *
 * @module dsh-test-closure/runners/exunit/frames
 */

/** The applications Elixir 1.14 and Erlang/OTP 24-26 ship. */
const RUNTIME_APPS: ReadonlySet<string> = new Set([
  // Elixir
  'elixir', 'eex', 'ex_unit', 'iex', 'logger', 'mix',
  // Erlang/OTP
  'asn1', 'common_test', 'compiler', 'crypto', 'debugger', 'dialyzer', 'diameter', 'edoc', 'eldap',
  'erl_docgen', 'erl_interface', 'erts', 'et', 'eunit', 'ftp', 'hipe', 'inets', 'jinterface', 'kernel',
  'megaco', 'mnesia', 'observer', 'odbc', 'os_mon', 'parsetools', 'public_key', 'reltool',
  'runtime_tools', 'sasl', 'snmp', 'ssh', 'ssl', 'stdlib', 'syntax_tools', 'tftp', 'tools', 'wx', 'xmerl',
]);

/** Whether a frame of application `app` (undefined: in none) is in the project's code. */
export function isProjectFrame(app: string | undefined): boolean {
  return app === undefined || !RUNTIME_APPS.has(app);
}
