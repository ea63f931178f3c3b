/**
 * Where a failing go test failed and what differed, from the lines of output go attributes to
 * it (see Failure.location and Failure.detail). The fold feeds a test's lines as it meets them;
 * scripts/capture/go.mjs feeds the same test's `go test -json` Output lines, so the fixture test
 * checks the fold's attribution of console lines, not this rule against itself.
 *
 * - The location is the first of these lines, by position:
 *   - a message the testing package decorated with its caller, `    calc_test.go:7: text`: the
 *     `calc_test.go:7`, as printed (a file name of the test's package directory). `testing.go`
 *     is not one: the testing package decorates its own reports with it (`testing.go:1319: race
 *     detected during execution of test`);
 *   - a goroutine trace's frame of the test's own function or its closures (a panic's trace,
 *     a race report): the file line `\t/abs/calc_test.go:9 +0x2e` right after the function line
 *     `example.com/m/calc.TestNilMap(0xc000007860?)`, as printed (absolute). The function's
 *     package must be the test's (`<pkg>.` or, for an external test package, `<pkg>_test.`),
 *     which is known only when the package's result line comes, so it is checked then.
 * - The detail is the decorated message's further lines when the location is a decoration: go
 *   indents them four spaces deeper than the decoration line; unindented by that much, then
 *   bounded by selectDetail (so `got:`/`want:` lines, or a diff's changed lines).
 *
 * @module dsh-test-closure/runners/go/context
 */
import { DETAIL_MAX_RAW_LINES, selectDetail } from '../../parsing/failure-context.ts';

/** `    calc_test.go:7: message`: the indentation and the `file.go:line`. */
const DECORATION = /^( *)([^\s:]+\.go):(\d+): /;
/** A trace's file line: a tab (panics) or spaces (race reports), `path.go:line`, an optional `+0x…` offset. */
const TRACE_FILE = /^\s+(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$/;

/** The testing package decorates its own reports with this file name. */
const TESTING_FILE = 'testing.go';

/** A trace frame of a test function: the package its function line names, and the file line's location. */
interface Frame {
  pkg: string;
  location: string;
}

/** The go test's top-level function name: `TestX` of `TestX/sub/case`. */
function topLevel(test: string): string {
  const slash = test.indexOf('/');
  return slash < 0 ? test : test.slice(0, slash);
}

/**
 * The function a trace's function line names: `example.com/m/calc.TestX` of
 * `example.com/m/calc.TestX(0xc000007860?)`, of `created by example.com/m/calc.TestX`, and of
 * Go 1.21's `created by … in goroutine 7`.
 */
function traceFunction(line: string): string {
  const call = line.trimStart();
  const fn = call.startsWith('created by ') ? call.slice('created by '.length) : call;
  const end = fn.search(/[( ]/);
  return end < 0 ? fn : fn.slice(0, end);
}

/** A closure's name segment: `func1` (`TestX.func1`) or `2` (`TestX.func1.2`). */
const CLOSURE = /^(?:func)?\d+$/;

/**
 * The package of `fn` when it is the function `name` or one of its closures
 * (`example.com/m/calc` of `example.com/m/calc.TestX.func1.2`); undefined otherwise.
 */
function packageOf(fn: string, name: string): string | undefined {
  let end = fn.length;
  for (;;) {
    const dot = fn.lastIndexOf('.', end - 1);
    if (dot <= 0) return undefined;
    const segment = fn.slice(dot + 1, end);
    if (segment === name) return fn.slice(0, dot);
    if (!CLOSURE.test(segment)) return undefined;
    end = dot;
  }
}

/** Collects one failing test's location and detail from its output lines, in order. */
export class GoContext {
  /** The test's top-level function, `TestX`. */
  readonly #function: string;
  /** The decoration the location is, once met (its indentation, for the detail's lines). */
  #decoration: { location: string; indent: number } | undefined;
  /** Frames of the test's function met before any decoration (whose package is checked later). */
  readonly #frames: Frame[] = [];
  /** The function line just read matched the test's function: its package. */
  #framePackage: string | undefined;
  readonly #detail: string[] = [];
  #inDetail = false;

  /** `test`: the test's name as go prints it (`TestX/sub`). */
  constructor(test: string) {
    this.#function = topLevel(test);
  }

  /** Reads the next line go attributes to the test (not its framing lines). */
  add(line: string): void {
    if (this.#inDetail) {
      const indent = this.#decoration!.indent;
      const own = line.length - line.trimStart().length;
      if (line.trim() === '' || own > indent) {
        if (this.#detail.length < DETAIL_MAX_RAW_LINES) this.#detail.push(line.slice(Math.min(own, indent + 4)));
        return;
      }
      this.#inDetail = false;
    }
    if (this.#decoration !== undefined) return;
    const framePackage = this.#framePackage;
    this.#framePackage = undefined;
    const decoration = DECORATION.exec(line);
    if (decoration !== null) {
      if (decoration[2] === TESTING_FILE) return;
      this.#decoration = { location: `${decoration[2]}:${decoration[3]}`, indent: decoration[1]!.length };
      this.#inDetail = true;
      return;
    }
    if (framePackage !== undefined) {
      const file = TRACE_FILE.exec(line);
      if (file !== null && this.#frames.length < DETAIL_MAX_RAW_LINES) this.#frames.push({ pkg: framePackage, location: `${file[1]}:${file[2]}` });
      return;
    }
    this.#framePackage = packageOf(traceFunction(line), this.#function);
  }

  /** The first frame of the test's function in package `pkg`, when the package is known. */
  #frame(pkg: string | undefined): Frame | undefined {
    return pkg === undefined ? undefined : this.#frames.find((f) => f.pkg === pkg || f.pkg === `${pkg}_test`);
  }

  /**
   * The location, given the test's package import path (see the module doc; without it, as
   * when the output was cut before the package's result line, frames are not trusted);
   * undefined when none.
   */
  location(pkg: string | undefined): string | undefined {
    // Frames are only collected before the decoration: one that matches comes first.
    return this.#frame(pkg)?.location ?? this.#decoration?.location;
  }

  /** The detail (empty unless the location is a decoration). */
  detail(pkg: string | undefined): string[] {
    return this.#frame(pkg) === undefined && this.#decoration !== undefined ? selectDetail(this.#detail) : [];
  }
}
