/**
 * The line records `grammars/maven.peggy` returns, one per input line. Types only: the grammar's
 * header names {@link MavenRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/maven/records
 */
/** Surefire's four counts, as a `Tests run:` line prints them. */
export interface SurefireCounts {
    run: number;
    failures: number;
    errors: number;
    skipped: number;
}
export type MavenRecord = 
/** `[INFO] --------------------< demo:calc >--------------------`: a module's build starts. */
{
    kind: 'module';
    name: string;
}
/** `[INFO] Running demo.CalcTest`: Surefire starts a test class; what follows is its output. */
 | {
    kind: 'running';
    cls: string;
}
/** `[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.1 s <<< FAILURE! - in demo.CalcTest` */
 | ({
    kind: 'classResult';
    cls: string;
} & SurefireCounts)
/** `[ERROR] addsTwo  Time elapsed: 0.01 s  <<< FAILURE!` (`<<< ERROR!`): a failing test's block follows. */
 | {
    kind: 'testFailure';
    name: string;
    error: boolean;
}
/** `[INFO] Results:`: the module's summary section starts. */
 | {
    kind: 'results';
}
/** `[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0` (no class): a module's totals. */
 | ({
    kind: 'totals';
} & SurefireCounts)
/** `[ERROR] COMPILATION ERROR : ` */
 | {
    kind: 'compilationError';
}
/** `[ERROR] /abs/src/test/java/demo/BrokenTest.java:[10,17] cannot find symbol` */
 | {
    kind: 'compilerMessage';
    path: string;
    line: number;
    column: number;
    text: string;
}
/** `[ERROR] Failures: `, `[ERROR] Errors: `, `[WARNING] Flakes: `: Surefire lists the module's failing tests (under `-q`, the first line of its results). */
 | {
    kind: 'resultsList';
}
/** `[ERROR] Please refer to /abs/web/target/surefire-reports for …`: the failing module's directory (`/abs/web`). */
 | {
    kind: 'reportsDir';
    dir: string;
}
/** `[INFO] skip non existing resourceDirectory /abs/web/src/test/resources`: the building module's directory (`/abs/web`). */
 | {
    kind: 'moduleDir';
    dir: string;
}
/** `[INFO] No tests to run.`: Surefire found no test in the module. */
 | {
    kind: 'noTests';
}
/** `[INFO] BUILD SUCCESS` / `[INFO] BUILD FAILURE` */
 | {
    kind: 'build';
    success: boolean;
}
/** `[ERROR] Failed to execute goal <plugin>:<goal> (<execution>) on project <p>: <reason>` */
 | {
    kind: 'goalFailed';
    goal: string;
    project: string;
    reason: string;
}
/** `\tat demo.CalcTest.addsTwo(CalcTest.java:15)`: a Java stack frame (`(Native Method)`: file '' and line 0). */
 | {
    kind: 'frame';
    cls: string;
    method: string;
    file: string;
    line: number;
}
/** Any other `[INFO]`/`[WARNING]`/`[ERROR]` line: Maven's own, it ends a failure's block. */
 | {
    kind: 'log';
}
/** An empty line. */
 | {
    kind: 'blank';
} | {
    kind: 'unknown';
};
