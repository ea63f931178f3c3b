export declare const GO_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
