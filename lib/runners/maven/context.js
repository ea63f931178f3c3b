/**
 * One failing test's block in Surefire's console output, read line by line: the exception line
 * (`org.opentest4j.AssertionFailedError: two plus two ==> expected: <4> but was: <5>`; a
 * multi-line message starts on the next line, after `AssertionFailedError: `), the message's
 * further lines, then stack frames. The message is the exception line's text after
 * its class name; the detail is the further lines (failure-context.ts's rule); the location is
 * the first frame in the test's top-level class, nested classes included
 * (`demo.AccountTest$Deposits`): the frame Surefire's own `Results:` line points at, as the
 * path of its source file, which Java places by its package under the module's test source
 * root (`src/test/java/demo/AccountTest.java:15`). scripts/capture/maven.mjs derives the expected values from Surefire's XML report
 * by the same rule.
 *
 * @module dsh-test-closure/runners/maven/context
 */
import { DETAIL_MAX_RAW_LINES, selectDetail } from "../../parsing/failure-context.js";
/** `pkg.Type: message` or `pkg.Type` alone: a Java exception's first line. */
const EXCEPTION_LINE = /^((?:[\p{L}_$][\p{L}\p{N}_$]*[.$])*[\p{L}_$][\p{L}\p{N}_$]*)(?::(?: (.*))?)?$/u;
/** Maven's default test source root, relative to a module's directory. */
export const TEST_SOURCE_ROOT = 'src/test/java';
/**
 * The source file of a frame in a test class, relative to its module: Java places a class by
 * its package (`demo.web.RouteTest$Inner` and `RouteTest.java`: `src/test/java/demo/web/RouteTest.java`).
 */
export function testSourcePath(frameClass, file) {
    const top = frameClass.split('$')[0];
    const dot = top.lastIndexOf('.');
    return dot < 0 ? `${TEST_SOURCE_ROOT}/${file}` : `${TEST_SOURCE_ROOT}/${top.slice(0, dot).replaceAll('.', '/')}/${file}`;
}
/** Whether a frame's class belongs to the test class `cls` (its top-level class or one nested in it). */
export function inTestClass(frameClass, cls) {
    const top = cls.split('$')[0];
    return frameClass === top || frameClass.startsWith(`${top}$`);
}
export class MavenContext {
    #cls;
    #method;
    /** The nested class the test's own frame is in (`demo.AccountTest$Deposits`), when one is. */
    nestedClass;
    #message;
    #seenFirst = false;
    /** The exception line ended in `: ` alone: Surefire prints a multi-line message from the next line. */
    #messageNext = false;
    #further = [];
    #inText = true;
    location;
    /**
     * `cls`: the class Surefire's result line names (JUnit 5 reports a nested class's tests under
     * its top-level class); `test`: the test's name as its block header prints it.
     */
    constructor(cls, test) {
        this.#cls = cls;
        this.#method = test.split(/[([{]/)[0];
    }
    /** A line of the exception's text (before any frame). */
    text(line) {
        if (!this.#inText)
            return;
        if (!this.#seenFirst) {
            this.#seenFirst = true;
            const m = EXCEPTION_LINE.exec(line.trim());
            const message = m === null ? line.trim() : m[2]?.trim();
            if (message !== undefined && message !== '')
                this.#message = message;
            else
                this.#messageNext = m !== null && line.trimEnd().endsWith(':');
            return;
        }
        if (this.#messageNext) {
            this.#messageNext = false;
            if (line.trim() !== '')
                this.#message = line.trim();
            return;
        }
        if (this.#further.length < DETAIL_MAX_RAW_LINES)
            this.#further.push(line);
    }
    /** A stack frame: ends the text; the first one in the test's class is the location. */
    frame(frameClass, method, file, line) {
        this.#inText = false;
        if (this.nestedClass === undefined && method === this.#method && frameClass.startsWith(`${this.#cls.split('$')[0]}$`))
            this.nestedClass = frameClass;
        if (this.location === undefined && file !== '' && inTestClass(frameClass, this.#cls))
            this.location = `${testSourcePath(frameClass, file)}:${line}`;
    }
    get message() {
        return this.#message;
    }
    detail() {
        return selectDetail(this.#further);
    }
}
