/** Maven's default test source root, relative to a module's directory. */
export declare const TEST_SOURCE_ROOT = "src/test/java";
/**
 * The source file of a frame in a test class, relative to its module: Java places a class by
 * its package (`demo.web.RouteTest$Inner` and `RouteTest.java`: `src/test/java/demo/web/RouteTest.java`).
 */
export declare function testSourcePath(frameClass: string, file: string): string;
/** Whether a frame's class belongs to the test class `cls` (its top-level class or one nested in it). */
export declare function inTestClass(frameClass: string, cls: string): boolean;
export declare class MavenContext {
    #private;
    /** The nested class the test's own frame is in (`demo.AccountTest$Deposits`), when one is. */
    nestedClass: string | undefined;
    location: string | undefined;
    /**
     * `cls`: the class Surefire's result line names (JUnit 5 reports a nested class's tests under
     * its top-level class); `test`: the test's name as its block header prints it.
     */
    constructor(cls: string, test: string);
    /** A line of the exception's text (before any frame). */
    text(line: string): void;
    /** A stack frame: ends the text; the first one in the test's class is the location. */
    frame(frameClass: string, method: string, file: string, line: number): void;
    get message(): string | undefined;
    detail(): string[];
}
