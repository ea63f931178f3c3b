/**
 * Python traceback frames (`  File "/w/tests/test_a.py", line 12, in test_x`) as failure
 * locations: the rule of src/parsing/failure-context.ts for Python's format. A frame is in the
 * project's own code unless it is the interpreter's (`<frozen …>`, `<string>`, a standard
 * library under `lib/pythonX.Y/`, free-threaded `lib/pythonX.Yt/` too), an installed package's (`site-packages`, `dist-packages`,
 * which covers a virtualenv inside the project), or pytest's own (`_pytest/`, `pluggy/`: pytest
 * run from a checkout on PYTHONPATH raises `pytest.fail` and
 * `pytest.raises`' "DID NOT RAISE" in its own `_pytest/outcomes.py`). Paths are kept as printed (absolute, as Python
 * prints them; the run makes paths under the workspace relative).
 *
 * @module dsh-test-closure/parsing/python-frames
 */

/** `  File "<path>", line <n>` and optionally `, in <function>` (a SyntaxError's frame has none). */
const FRAME = /^\s+File "(.+)", line (\d+)(?:, in .*)?$/;

/** The path and line of a traceback frame line, project or not; undefined for any other line. */
export function pythonFrame(line: string): { path: string; line: string } | undefined {
  const m = FRAME.exec(line);
  return m === null ? undefined : { path: m[1]!, line: m[2]! };
}

/** Whether a traceback frame's path is the project's own code (see the module doc). */
export function isPythonProjectPath(path: string): boolean {
  if (path === '' || path.startsWith('<')) return false;
  return !/[\\/](?:site|dist)-packages[\\/]|[\\/]lib[\\/]python\d+(?:\.\d+)?t?[\\/]|(?:^|[\\/])(?:_pytest|pluggy)[\\/]/.test(path);
}

/** The `path:line` of a traceback frame line when it is in a project file; undefined otherwise. */
export function pythonFrameLocation(line: string): string | undefined {
  const frame = pythonFrame(line);
  return frame === undefined || !isPythonProjectPath(frame.path) ? undefined : `${frame.path}:${frame.line}`;
}
