export declare const CTEST_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
