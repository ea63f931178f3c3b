export declare const MAVEN_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
