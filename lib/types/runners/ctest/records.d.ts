/**
 * The line records `grammars/ctest.peggy` returns, one per input line. Types only: the grammar's
 * header names {@link CtestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/ctest/records
 */
/** How a test ended, from its result line's status text. */
export type CtestStatus = 'passed' | 'failed' | 'notRun' | 'disabled' | 'skipped' | 'timeout' | 'exception';
export type CtestRecord = 
/** `Test project /w/build`: the build directory CTest reads. */
{
    kind: 'project';
}
/** `    Start  3: name`: a test starts; what follows until its result line is its own. */
 | {
    kind: 'start';
    n: number;
    name: string;
}
/**
 * `3/7 Test  #3: name ......***Failed    0.12 sec`. `reason` is the status text as printed
 * (`Failed`, `Not Run`, `Exception: SegFault`, `Subprocess aborted***Exception:`).
 */
 | {
    kind: 'result';
    n: number;
    name: string;
    status: CtestStatus;
    reason: string;
}
/** `43% tests passed, 4 tests failed out of 7` */
 | {
    kind: 'summary';
    failed: number;
    total: number;
}
/** `No tests were found!!!` */
 | {
    kind: 'noTests';
}
/** `The following tests FAILED:` / `The following tests did not run:` */
 | {
    kind: 'listHeader';
}
/** `\t  1 - db.start (Failed)`: an entry of those lists. */
 | {
    kind: 'listEntry';
}
/** `3: text`: a line of test 3's output or command (-V). */
 | {
    kind: 'verbose';
    n: number;
    text: string;
}
/**
 * CTest's note about the test that started when it cannot run it: `Unable to find executable: …`,
 * `Failed test dependencies: …`, `Could not find executable …`; `places` for `Looked in the
 * following places:`, whose list of paths follows.
 */
 | {
    kind: 'note';
    places: boolean;
}
/**
 * CTest's own lines around the tests: `Errors while running CTest`, `Total Test time (real) = …`,
 * `Internal ctest changing into directory: …`, `Output from these tests are in: …`, the label
 * summary; -V's setup steps (`Constructing a list of tests`, `test 3`).
 */
 | {
    kind: 'log';
}
/**
 * `/w/tests/a.c:18:27: error: ‘x’ undeclared …` (or `fatal error:`): a compiler error of the
 * build before CTest (`cmake --build <dir> && ctest …`); `message` is the text from `error: ` on.
 */
 | {
    kind: 'compilerError';
    path: string;
    line: number;
    col: number | undefined;
    message: string;
}
/**
 * The build's other lines: make's progress (`[ 83%] Building C object …`), make's and ninja's
 * own (`failed`: `gmake[2]: *** […] Error 1`, `FAILED: …`), a compiler's context lines,
 * warnings, notes and source excerpts, the linker's.
 */
 | {
    kind: 'build';
    failed: boolean;
} | {
    kind: 'blank';
} | {
    kind: 'unknown';
};
