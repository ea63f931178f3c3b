export declare const DENO_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
