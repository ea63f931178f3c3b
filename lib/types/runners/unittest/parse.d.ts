export declare const UNITTEST_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
