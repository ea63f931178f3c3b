export declare const EXUNIT_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
