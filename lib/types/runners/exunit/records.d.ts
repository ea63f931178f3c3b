/**
 * The line records `grammars/exunit.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link ExunitRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/exunit/records
 */
export type ExunitRecord = 
/** `  1) test add/2 adds (CalcTest)`: a failure block's title, `test add/2 adds (CalcTest)`, and its number. */
{
    kind: 'header';
    title: string;
    number: number;
}
/** `  1) OtherTest: failure on setup_all callback, all tests have been invalidated`. */
 | {
    kind: 'moduleFailure';
    module: string;
}
/** `     test/calc_test.exs:4`: the failing test's file (and line) under its header. */
 | {
    kind: 'testLocation';
    file: string;
}
/** `     stacktrace:`: the block's frames follow. */
 | {
    kind: 'stacktrace';
}
/** `       (demo 0.1.0) lib/calc.ex:3: Calc.add/2`; `app` absent for a module in no application. */
 | {
    kind: 'frame';
    app: string | undefined;
    location: string;
}
/** `Finished in 0.07 seconds (…)`: the summary line follows. */
 | {
    kind: 'finished';
    ms: number;
}
/** `3 doctests, 5 tests, 2 failures, 1 invalid, 1 excluded, 1 skipped`; `tests` sums every test type. */
 | {
    kind: 'summary';
    tests: number;
    failures: number;
    invalid: number;
    excluded: number;
    skipped: number;
}
/** `There are no tests to run`: mix found no test file. */
 | {
    kind: 'noTests';
}
/** `== Compilation error in file test/x_test.exs ==`: its error line follows. */
 | {
    kind: 'compileError';
    file: string;
}
/** `** (Mix) …`: mix stopped with an error of its own (`message` from `** (Mix)` on). */
 | {
    kind: 'mixError';
    message: string;
}
/** `==> alpha`: an umbrella project's app, whose compilation or tests follow. */
 | {
    kind: 'app';
    name: string;
}
/** --trace: `CalcTest [test/calc_test.exs]`, the module whose tests follow. */
 | {
    kind: 'module';
    module: string;
    file: string;
}
/** --trace: `  * test adds [L#4]`, test `test adds` starts (what it prints may follow on the line). */
 | {
    kind: 'traceStart';
    name: string;
}
/** --trace: `  * test adds (0.02ms) [L#4]`; `ran` whether it passed, failed or was invalid. */
 | {
    kind: 'traceResult';
    name: string;
    status: 'ran' | 'skipped' | 'excluded';
}
/** `..*.?`: the default formatter's progress, a character per test. */
 | {
    kind: 'progress';
}
/** `warning: …`: a compiler warning; its lines follow, to its `  file:line` location. */
 | {
    kind: 'warning';
}
/** `=ERROR REPORT==== … ===`: an Erlang logger report; its term follows, to a blank line. */
 | {
    kind: 'report';
}
/** mix's and ExUnit's notes around a run: `Compiling 1 file (.ex)`, `Randomized with seed 0`, … */
 | {
    kind: 'log';
} | {
    kind: 'unknown';
};
