/**
 * Reads one Minitest result block: what follows a `  1) Failure:` (or `Error:`) line up to the
 * next block or the summary. Minitest writes, for each failure of the test (the body's, then
 * e.g. a teardown's, each under its own `Error:` label):
 *
 *     CalcTest#test_adds [test/calc_test.rb:5]:   (the `[path:line]` only when no failure is an error)
 *     Expected: 3                                 (an assertion's message, all its lines)
 *       Actual: 2
 *
 *     ErrorsTest#test_boom:
 *     RuntimeError: boom                          (an error: `Class: message`, its lines,
 *         test/errors_test.rb:10:in `test_boom'    then the filtered backtrace, 4 spaces in)
 *
 * The message is the first failure's first line; the detail selectDetail over its further
 * lines (an error's without its backtrace); the location the `[path:line]` when printed, else
 * the first project frame of the errors' backtraces (rubyFrameLocation). The test's file is
 * that of the backtrace frame running the test's method (`…:in `test_boom'`), else that of
 * the printed `[path:line]` when it is a test file (the assertion's caller, in the test).
 *
 * @module dsh-test-closure/runners/minitest/block
 */
import { DETAIL_MAX_RAW_LINES, selectDetail } from "../../parsing/failure-context.js";
import { rubyFrameLocation } from "../ruby-frames.js";
import { isMinitestFileName } from "./test-files.js";
/** `    test/a_test.rb:10:in `test_x'`: a backtrace line of an error. */
const FRAME = /^ {4}(\S.*?:\d+(?::in .*)?)$/;
/** `path:10:in `test_x'` (Ruby 3.4: `in 'Class#test_x'`): the frame's path and the method it runs. */
const METHOD_FRAME = /^(.+?):\d+:in [`'](?:.*[#.])?([^`'#.]+)'$/;
/** `Class#name [path:line]:` */
const HEADER_WITH_LOCATION = /^(.+) \[([^\]]+:\d+)\]:$/;
/** The test name and printed location of a block's header line. */
export function readMinitestHeader(line) {
    const m = HEADER_WITH_LOCATION.exec(line);
    if (m !== null)
        return { name: m[1], location: m[2] };
    return { name: line.endsWith(':') ? line.slice(0, -1) : line };
}
export class MinitestBlock {
    label;
    name;
    #printedLocation;
    #frameLocation;
    #testFrameFile;
    message;
    #rest = [];
    /** Which failure of the test is being read (0: the first, whose message and detail count). */
    #part = 0;
    #expectHeader = true;
    #inFrames = false;
    #currentIsError;
    constructor(label) {
        this.label = label;
        this.#currentIsError = label === 'Error';
    }
    /** A further failure of the same test (`Error:` alone). */
    next(label) {
        this.#part++;
        this.#expectHeader = true;
        this.#inFrames = false;
        this.#currentIsError = label === 'Error';
    }
    add(line) {
        if (this.#expectHeader) {
            if (line.trim() === '')
                return;
            this.#expectHeader = false;
            if (this.#part === 0) {
                const header = readMinitestHeader(line);
                this.name = header.name;
                this.#printedLocation = header.location;
            }
            return;
        }
        if (this.#currentIsError) {
            const frame = FRAME.exec(line);
            if (frame !== null && (this.#inFrames || this.message !== undefined || this.#part > 0)) {
                this.#inFrames = true;
                this.#frameLocation ??= rubyFrameLocation(frame[1]);
                const method = METHOD_FRAME.exec(frame[1]);
                if (method !== null && this.name !== undefined && this.name.endsWith(`#${method[2]}`))
                    this.#testFrameFile ??= method[1];
                return;
            }
            if (this.#inFrames)
                return;
        }
        if (this.#part > 0)
            return;
        if (this.message === undefined) {
            if (line.trim() !== '')
                this.message = line.trim();
        }
        else if (this.#rest.length < DETAIL_MAX_RAW_LINES)
            this.#rest.push(line);
    }
    get location() {
        return this.#printedLocation !== undefined ? rubyFrameLocation(this.#printedLocation) : this.#frameLocation;
    }
    /** The test's file, when a frame shows it (see the module doc). */
    get file() {
        if (this.#testFrameFile !== undefined)
            return this.#testFrameFile;
        const printed = this.#printedLocation === undefined ? undefined : rubyFrameLocation(this.#printedLocation);
        const path = printed?.replace(/:\d+$/, '');
        return path !== undefined && isMinitestFileName(path) ? path : undefined;
    }
    get detail() {
        return selectDetail(this.#rest);
    }
}
