/**
 * Ruby backtrace frames and error headlines, one rule for RSpec and Minitest, shared by the
 * folds and by the capture scripts (imported from lib/), which derive the fixtures' expected
 * values from the runners' own reports with these same functions.
 *
 * - A frame is `path:line` or `path:line:in 'method'` (RSpec prefixes `# `, Minitest's
 *   backtraces are indented). A location is a frame's `path:line` in a project file: not a
 *   gem's (`/gems/`, `rubygems`), not Ruby's own library (`/usr/lib/ruby`, `<internal:…>`), not
 *   an executable under `/usr/bin`. Paths are kept as printed (RSpec prints `./spec/a_spec.rb`
 *   for files under the working directory).
 * - A headline is an error's class and its message's first line, `ArgumentError: bad value`;
 *   RSpec's own errors (an expectation not met, a pending example that passed) print no class
 *   line, so their headline is the message's first line alone, as the console shows it.
 *
 * @module dsh-test-closure/runners/ruby-frames
 */
/** `path:123` or `path:123:in ...`: the path and line of a Ruby frame. */
const FRAME = /^(.+?):(\d+)(?::in .*)?$/;
/** A path of the project's own code: not a gem's, not Ruby's or the runner's. */
export function isRubyProjectPath(path) {
    if (path === '' || path.startsWith('<'))
        return false;
    return !/\/gems\/|rubygems|^\/usr\/lib\/ruby\/|^\/usr\/bin\/|^\/usr\/share\/ruby/.test(path);
}
/** The `path:line` of a frame (text after any `# ` or indentation) when in a project file; undefined otherwise. */
export function rubyFrameLocation(frame) {
    const m = FRAME.exec(frame.trim());
    if (m === null)
        return undefined;
    return isRubyProjectPath(m[1]) ? `${m[1]}:${m[2]}` : undefined;
}
/** True when `className` is one whose console block shows no class line (RSpec's own errors). */
export function isRSpecErrorClass(className) {
    return /RSpec/.test(className);
}
/** An error's headline: `Class: first line`, or the first line alone for RSpec's own errors (or no class). */
export function rubyHeadline(className, firstLine) {
    if (className === undefined || isRSpecErrorClass(className))
        return firstLine;
    return firstLine === '' ? className : `${className}: ${firstLine}`;
}
