export declare const PHPUNIT_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
