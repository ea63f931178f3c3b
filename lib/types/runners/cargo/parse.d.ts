export declare const CARGO_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
