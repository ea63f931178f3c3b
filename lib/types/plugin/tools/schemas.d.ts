/** `test_run`: a finished run, or a run started in the background. */
export declare const TEST_RUN_OUTPUT: {
    readonly oneOf: readonly [{
        readonly type: "object";
        readonly additionalProperties: false;
        readonly properties: {
            readonly scope: {
                readonly type: "string";
                readonly enum: readonly ["suite", "narrowed", "failures-first", "custom", "other-suite"];
                readonly required: true;
            };
            readonly verdict: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: true;
                readonly properties: {
                    readonly verified: {
                        readonly type: "boolean";
                        readonly required: true;
                    };
                    readonly blockers: {
                        readonly type: "array";
                        readonly required: true;
                        readonly items: {
                            readonly type: "object";
                            readonly additionalProperties: false;
                            readonly properties: {
                                readonly check: {
                                    readonly type: "string";
                                    readonly enum: ("passed" | "suite" | "baseline" | "tests-ran" | "total-dropped" | "skipped-rose" | "failed-test-missing" | "test-file-gone" | "fresh" | "start-run")[];
                                    readonly required: true;
                                };
                                readonly text: {
                                    readonly type: "string";
                                    readonly required: true;
                                };
                            };
                        };
                    };
                    readonly forgiven: {
                        readonly type: "object";
                        readonly additionalProperties: false;
                        readonly properties: {
                            readonly preExisting: {
                                readonly type: "array";
                                readonly items: {
                                    readonly type: "string";
                                };
                                readonly required: true;
                            };
                            readonly flaky: {
                                readonly type: "array";
                                readonly items: {
                                    readonly type: "string";
                                };
                                readonly required: true;
                            };
                        };
                    };
                };
            };
            readonly testFilesChanged: {
                readonly type: "array";
                readonly items: {
                    readonly type: "string";
                };
            };
            readonly flaky: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly names: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly blocks: {
                        readonly type: "boolean";
                        readonly required: true;
                    };
                };
            };
            readonly preExisting: {
                readonly type: "array";
                readonly items: {
                    readonly type: "string";
                };
            };
            readonly baselineReplay: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly status: {
                        readonly type: "string";
                        readonly required: true;
                    };
                    readonly failureCount: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly scope: {
                        readonly type: "string";
                        readonly enum: readonly ["files", "suite"];
                        readonly required: true;
                    };
                    readonly files: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly changed: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly removed: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly added: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly unrestorable: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly conflicts: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly above: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                    };
                    readonly written: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                    };
                    readonly held: {
                        readonly type: "integer";
                    };
                    readonly failures: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "object";
                            readonly additionalProperties: false;
                            readonly properties: {
                                readonly name: {
                                    readonly type: "string";
                                    readonly required: true;
                                };
                                readonly kind: {
                                    readonly type: "string";
                                    readonly enum: readonly ["test", "hook", "file", "run"];
                                    readonly required: true;
                                };
                                readonly file: {
                                    readonly type: "string";
                                };
                                readonly message: {
                                    readonly type: "string";
                                };
                                readonly location: {
                                    readonly type: "string";
                                };
                                readonly detail: {
                                    readonly type: "array";
                                    readonly items: {
                                        readonly type: "string";
                                    };
                                };
                            };
                        };
                        readonly required: true;
                    };
                    readonly summary: {
                        readonly type: "object";
                        readonly additionalProperties: false;
                        readonly required: true;
                        readonly properties: {
                            readonly total: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                            readonly passed: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                            readonly failed: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                            readonly skipped: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                        };
                    };
                    readonly summarySeen: {
                        readonly type: "boolean";
                        readonly required: true;
                    };
                    readonly unshown: {
                        readonly type: "object";
                        readonly additionalProperties: false;
                        readonly properties: {
                            readonly counts: {
                                readonly type: "array";
                                readonly items: {
                                    readonly type: "string";
                                    readonly enum: readonly ["passed", "skipped"];
                                };
                                readonly required: true;
                            };
                            readonly reason: {
                                readonly type: "string";
                                readonly required: true;
                            };
                            readonly packagesOk: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                        };
                    };
                    readonly command: {
                        readonly type: "string";
                        readonly required: true;
                    };
                };
            };
            readonly ok: {
                readonly type: "boolean";
                readonly required: true;
            };
            readonly status: {
                readonly type: "string";
                readonly enum: readonly ["passed", "failed", "no-tests", "timed-out", "aborted", "sandbox-denied", "error"];
                readonly required: true;
            };
            readonly summary: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: true;
                readonly properties: {
                    readonly total: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly passed: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly failed: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly skipped: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                };
            };
            readonly failures: {
                readonly type: "array";
                readonly items: {
                    readonly type: "object";
                    readonly additionalProperties: false;
                    readonly properties: {
                        readonly name: {
                            readonly type: "string";
                            readonly required: true;
                        };
                        readonly kind: {
                            readonly type: "string";
                            readonly enum: readonly ["test", "hook", "file", "run"];
                            readonly required: true;
                        };
                        readonly file: {
                            readonly type: "string";
                        };
                        readonly message: {
                            readonly type: "string";
                        };
                        readonly location: {
                            readonly type: "string";
                        };
                        readonly detail: {
                            readonly type: "array";
                            readonly items: {
                                readonly type: "string";
                            };
                        };
                    };
                };
                readonly required: true;
            };
            readonly outputTail: {
                readonly type: "string";
                readonly required: true;
            };
            readonly command: {
                readonly type: "string";
                readonly required: true;
            };
            readonly framework: {
                readonly type: "string";
                readonly enum: readonly import("../../index.ts").Framework[];
                readonly required: true;
            };
            readonly durationMs: {
                readonly type: "number";
                readonly required: true;
            };
            readonly exitCode: {
                readonly oneOf: readonly [{
                    readonly type: "integer";
                }, {
                    readonly type: "null";
                }];
                readonly required: true;
            };
            readonly timedOut: {
                readonly type: "boolean";
                readonly required: true;
            };
            readonly sandbox: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: true;
                readonly properties: {
                    readonly mode: {
                        readonly type: "string";
                        readonly required: true;
                    };
                    readonly denied: {
                        readonly type: "boolean";
                        readonly required: true;
                    };
                    readonly reason: {
                        readonly type: "string";
                    };
                    readonly remedy: {
                        readonly type: "string";
                    };
                };
            };
            readonly narrowed: {
                readonly type: "boolean";
                readonly required: true;
            };
            readonly summarySeen: {
                readonly type: "boolean";
                readonly required: true;
            };
            readonly packages: {
                readonly type: "array";
                readonly items: {
                    readonly type: "object";
                    readonly additionalProperties: false;
                    readonly properties: {
                        readonly dir: {
                            readonly type: "string";
                            readonly required: true;
                        };
                        readonly framework: {
                            readonly type: "string";
                            readonly enum: readonly import("../../index.ts").Framework[];
                            readonly required: true;
                        };
                        readonly status: {
                            readonly type: "string";
                            readonly enum: readonly ["passed", "failed", "no-tests", "timed-out", "aborted", "sandbox-denied", "error"];
                            readonly required: true;
                        };
                        readonly exitCode: {
                            readonly oneOf: readonly [{
                                readonly type: "integer";
                            }, {
                                readonly type: "null";
                            }];
                            readonly required: true;
                        };
                        readonly summary: {
                            readonly type: "object";
                            readonly additionalProperties: false;
                            readonly required: true;
                            readonly properties: {
                                readonly total: {
                                    readonly type: "integer";
                                    readonly required: true;
                                };
                                readonly passed: {
                                    readonly type: "integer";
                                    readonly required: true;
                                };
                                readonly failed: {
                                    readonly type: "integer";
                                    readonly required: true;
                                };
                                readonly skipped: {
                                    readonly type: "integer";
                                    readonly required: true;
                                };
                            };
                        };
                        readonly unshown: {
                            readonly type: "object";
                            readonly additionalProperties: false;
                            readonly properties: {
                                readonly counts: {
                                    readonly type: "array";
                                    readonly items: {
                                        readonly type: "string";
                                        readonly enum: readonly ["passed", "skipped"];
                                    };
                                    readonly required: true;
                                };
                                readonly reason: {
                                    readonly type: "string";
                                    readonly required: true;
                                };
                                readonly packagesOk: {
                                    readonly type: "integer";
                                    readonly required: true;
                                };
                            };
                        };
                    };
                };
            };
            readonly unshown: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly counts: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                            readonly enum: readonly ["passed", "skipped"];
                        };
                        readonly required: true;
                    };
                    readonly reason: {
                        readonly type: "string";
                        readonly required: true;
                    };
                    readonly packagesOk: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                };
            };
            readonly selection: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly ran: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly reused: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly unit: {
                        readonly type: "string";
                        readonly enum: readonly ["file", "package"];
                        readonly required: true;
                    };
                };
            };
            readonly notes: {
                readonly type: "array";
                readonly items: {
                    readonly type: "string";
                };
                readonly required: true;
            };
        };
    }, {
        readonly type: "object";
        readonly additionalProperties: false;
        readonly properties: {
            readonly status: {
                readonly type: "string";
                readonly const: "running";
                readonly required: true;
            };
            readonly background: {
                readonly type: "boolean";
                readonly const: true;
                readonly required: true;
            };
            readonly jobId: {
                readonly type: "string";
                readonly required: true;
            };
            readonly command: {
                readonly type: "string";
                readonly required: true;
            };
            readonly framework: {
                readonly type: "string";
                readonly required: true;
            };
            readonly scope: {
                readonly type: "string";
                readonly enum: readonly ["suite", "narrowed", "failures-first", "custom", "other-suite"];
                readonly required: true;
            };
            readonly notes: {
                readonly type: "array";
                readonly items: {
                    readonly type: "string";
                };
                readonly required: true;
            };
            readonly progress: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly elapsedMs: {
                        readonly type: "number";
                        readonly required: true;
                    };
                    readonly finished: {
                        readonly type: "integer";
                    };
                    readonly packagesOk: {
                        readonly type: "integer";
                    };
                    readonly failed: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly expectedTotal: {
                        readonly type: "integer";
                    };
                    readonly expectedMs: {
                        readonly type: "number";
                    };
                    readonly failures: {
                        readonly type: "array";
                        readonly required: true;
                        readonly items: {
                            readonly type: "object";
                            readonly additionalProperties: false;
                            readonly properties: {
                                readonly name: {
                                    readonly type: "string";
                                    readonly required: true;
                                };
                                readonly message: {
                                    readonly type: "string";
                                };
                            };
                        };
                    };
                    readonly moreFailures: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                };
            };
        };
    }];
};
/** `test_closure_check`. */
export declare const CLOSURE_CHECK_OUTPUT: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly properties: {
        readonly satisfied: {
            readonly type: "boolean";
            readonly required: true;
        };
        readonly lastRun: {
            readonly oneOf: readonly [{
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly ok: {
                        readonly type: "boolean";
                        readonly required: true;
                    };
                    readonly status: {
                        readonly type: "string";
                        readonly required: true;
                    };
                    readonly summary: {
                        readonly type: "object";
                        readonly additionalProperties: false;
                        readonly required: true;
                        readonly properties: {
                            readonly total: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                            readonly passed: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                            readonly failed: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                            readonly skipped: {
                                readonly type: "integer";
                                readonly required: true;
                            };
                        };
                    };
                    readonly command: {
                        readonly type: "string";
                        readonly required: true;
                    };
                    readonly turn: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly narrowed: {
                        readonly type: "boolean";
                        readonly required: true;
                    };
                    readonly scope: {
                        readonly type: "string";
                        readonly enum: readonly ["suite", "narrowed", "failures-first", "custom", "other-suite"];
                        readonly required: true;
                    };
                    readonly verified: {
                        readonly type: "boolean";
                        readonly required: true;
                    };
                };
            }, {
                readonly type: "null";
            }];
            readonly required: true;
        };
        readonly blockers: {
            readonly type: "array";
            readonly required: true;
            readonly items: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly check: {
                        readonly type: "string";
                        readonly enum: ("passed" | "suite" | "baseline" | "tests-ran" | "total-dropped" | "skipped-rose" | "failed-test-missing" | "test-file-gone" | "fresh" | "start-run")[];
                        readonly required: true;
                    };
                    readonly text: {
                        readonly type: "string";
                        readonly required: true;
                    };
                };
            };
        };
        readonly running: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
            readonly required: true;
        };
        readonly runningCall: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly properties: {
                readonly jobId: {
                    readonly type: "string";
                    readonly required: true;
                };
                readonly scope: {
                    readonly type: "string";
                    readonly enum: readonly ["suite", "narrowed", "failures-first", "custom", "other-suite"];
                    readonly required: true;
                };
                readonly progress: {
                    readonly required: true;
                    readonly type: "object";
                    readonly additionalProperties: false;
                    readonly properties: {
                        readonly elapsedMs: {
                            readonly type: "number";
                            readonly required: true;
                        };
                        readonly finished: {
                            readonly type: "integer";
                        };
                        readonly packagesOk: {
                            readonly type: "integer";
                        };
                        readonly failed: {
                            readonly type: "integer";
                            readonly required: true;
                        };
                        readonly expectedTotal: {
                            readonly type: "integer";
                        };
                        readonly expectedMs: {
                            readonly type: "number";
                        };
                        readonly failures: {
                            readonly type: "array";
                            readonly required: true;
                            readonly items: {
                                readonly type: "object";
                                readonly additionalProperties: false;
                                readonly properties: {
                                    readonly name: {
                                        readonly type: "string";
                                        readonly required: true;
                                    };
                                    readonly message: {
                                        readonly type: "string";
                                    };
                                };
                            };
                        };
                        readonly moreFailures: {
                            readonly type: "integer";
                            readonly required: true;
                        };
                    };
                };
            };
        };
        readonly failing: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
            readonly required: true;
        };
        readonly suite: {
            readonly oneOf: readonly [{
                readonly type: "string";
            }, {
                readonly type: "null";
            }];
            readonly required: true;
        };
        readonly testFilesChanged: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
            readonly required: true;
        };
        readonly interceptionsThisTurn: {
            readonly type: "integer";
            readonly required: true;
        };
        readonly maxInterceptRounds: {
            readonly type: "integer";
            readonly required: true;
        };
        readonly unresolved: {
            readonly oneOf: readonly [{
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly turn: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly failing: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly reason: {
                        readonly type: "string";
                        readonly enum: readonly ["no-progress", "no-run", "test-wrong", "environment", "pre-existing"];
                    };
                    readonly explanation: {
                        readonly type: "string";
                    };
                };
            }, {
                readonly type: "null";
            }];
            readonly required: true;
        };
        readonly reviews: {
            readonly type: "array";
            readonly required: true;
            readonly items: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly turn: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly reason: {
                        readonly type: "string";
                        readonly enum: readonly ["test-wrong", "environment", "pre-existing"];
                        readonly required: true;
                    };
                    readonly tests: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly explanation: {
                        readonly type: "string";
                        readonly required: true;
                    };
                    readonly changed: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly removed: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly added: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                };
            };
        };
    };
};
/** `test_probe`. */
export declare const PROBE_OUTPUT: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly properties: {
        readonly root: {
            readonly type: "string";
        };
        readonly packages: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly properties: {
                    readonly dir: {
                        readonly type: "string";
                        readonly required: true;
                    };
                    readonly framework: {
                        readonly oneOf: readonly [{
                            readonly type: "string";
                            readonly enum: readonly import("../../report/kinds.ts").RunnerKind[];
                        }, {
                            readonly type: "null";
                        }];
                        readonly required: true;
                    };
                    readonly configPath: {
                        readonly type: "string";
                    };
                    readonly testFiles: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly required: true;
                    };
                    readonly testFileCount: {
                        readonly type: "integer";
                        readonly required: true;
                    };
                    readonly walkTruncated: {
                        readonly type: "boolean";
                        readonly required: true;
                    };
                    readonly reason: {
                        readonly type: "string";
                        readonly required: true;
                    };
                    readonly watchScript: {
                        readonly type: "string";
                    };
                    readonly testScript: {
                        readonly type: "string";
                    };
                    readonly parseAs: {
                        readonly type: "string";
                        readonly enum: readonly import("../../index.ts").Framework[];
                    };
                    readonly packageManager: {
                        readonly type: "string";
                        readonly enum: readonly ["npm", "pnpm", "yarn", "bun"];
                    };
                    readonly python: {
                        readonly type: "object";
                        readonly additionalProperties: false;
                        readonly properties: {
                            readonly kind: {
                                readonly type: "string";
                                readonly enum: readonly ["venv", "uv", "poetry", "python3"];
                                readonly required: true;
                            };
                            readonly words: {
                                readonly type: "array";
                                readonly items: {
                                    readonly type: "string";
                                };
                                readonly required: true;
                            };
                            readonly reason: {
                                readonly type: "string";
                                readonly required: true;
                            };
                        };
                    };
                    readonly djangoManage: {
                        readonly type: "string";
                    };
                    readonly localBin: {
                        readonly type: "string";
                    };
                    readonly buildDir: {
                        readonly type: "string";
                    };
                    readonly bundler: {
                        readonly type: "string";
                    };
                    readonly command: {
                        readonly type: "string";
                        readonly required: true;
                    };
                };
            };
        };
        readonly expectedDuration: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly properties: {
                readonly expectedMs: {
                    readonly type: "integer";
                    readonly required: true;
                };
                readonly runs: {
                    readonly type: "integer";
                    readonly required: true;
                };
            };
        };
        readonly framework: {
            readonly oneOf: readonly [{
                readonly type: "string";
                readonly enum: readonly import("../../report/kinds.ts").RunnerKind[];
            }, {
                readonly type: "null";
            }];
            readonly required: true;
        };
        readonly configPath: {
            readonly type: "string";
        };
        readonly testFiles: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
            readonly required: true;
        };
        readonly testFileCount: {
            readonly type: "integer";
            readonly required: true;
        };
        readonly walkTruncated: {
            readonly type: "boolean";
            readonly required: true;
        };
        readonly reason: {
            readonly type: "string";
            readonly required: true;
        };
        readonly watchScript: {
            readonly type: "string";
        };
        readonly testScript: {
            readonly type: "string";
        };
        readonly parseAs: {
            readonly type: "string";
            readonly enum: readonly import("../../index.ts").Framework[];
        };
        readonly packageManager: {
            readonly type: "string";
            readonly enum: readonly ["npm", "pnpm", "yarn", "bun"];
        };
        readonly python: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly properties: {
                readonly kind: {
                    readonly type: "string";
                    readonly enum: readonly ["venv", "uv", "poetry", "python3"];
                    readonly required: true;
                };
                readonly words: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                    };
                    readonly required: true;
                };
                readonly reason: {
                    readonly type: "string";
                    readonly required: true;
                };
            };
        };
        readonly djangoManage: {
            readonly type: "string";
        };
        readonly localBin: {
            readonly type: "string";
        };
        readonly buildDir: {
            readonly type: "string";
        };
        readonly bundler: {
            readonly type: "string";
        };
        readonly command: {
            readonly type: "string";
            readonly required: true;
        };
    };
};
