/**
 * What a runner is: every fact about one framework, defined in its own folder
 * (`runners/<runner>/runner.ts`) and listed once in the registry (registry.ts). Parsing,
 * detection, planning, the gate and the reports read these facts; none of them names a
 * runner.
 *
 * @module dsh-test-closure/runners/runner
 */
import type { RunnerParser } from '../parsing/pipeline.ts';
import type { Framework } from '../report/kinds.ts';
import type { FailureKind } from '../report/types.ts';
/**
 * How a runner matches a name pattern against its tests :
 * - `title-path`: the pattern is tested against describe titles and the test title joined by
 *   spaces, while the parser names failures with titles joined by `separator`;
 * - `leaf`: only a pattern on the test's own title is safe (node:test);
 * - `full-title`: the pattern is tested against the full title (titles joined by spaces),
 *   which is also the parser's name (mocha); `hookSuffix` matches the end of a failed hook's
 *   name after its suite, which re-runs the hook with that suite's tests.
 * `start` is the pattern's anchor.
 */
export type NameMatching = {
    kind: 'title-path';
    separator: string;
    start: string;
} | {
    kind: 'leaf';
    start: string;
} | {
    kind: 'full-title';
    start: string;
    hookSuffix: RegExp;
};
/** How last_failed selects a runner's previous failures. */
export type FailedSelection = 
/**
 * A name pattern, passed with `flags(pattern)` before the targets; `fileOperand(path)` is
 * the operand that limits the run to one test file (a project-relative path), so a re-run
 * of a few failures loads only their files.
 */
{
    kind: 'name-pattern';
    matching: NameMatching;
    flags(pattern: string): string[];
    fileOperand(path: string): string;
}
/**
 * Node ids as positional arguments, replacing the targets; `nodeIdOf` is the id a failure
 * name selects (the name itself for pytest, a dotted id for unittest), undefined for a name
 * that selects none.
 */
 | {
    kind: 'node-ids';
    nodeIdOf(name: string): string | undefined;
}
/**
 * The runner's own selection, already in its dialect: `flags` before the operands, and the
 * `operands` (from the failure names, or the model's `targets` when given) that replace the
 * default ones; `count` failures selected. Undefined when no name selects a test.
 */
 | {
    kind: 'runner-select';
    select(names: readonly string[], targets: readonly string[]): {
        flags: string[];
        operands: string[];
        count: number;
    } | undefined;
}
/** The runner cannot select tests by name: last_failed runs what the plan would run anyway. */
 | {
    kind: 'none';
};
/**
 * What a command line's call of the runner says: that it is this runner's, and whether it
 * would start a watcher (`watchesUnderCi` when it would watch even with CI=1 and stdin
 * closed). `watch: 'react-scripts'` is Create React App's jest, which stands down under CI.
 */
export interface ScriptCall {
    watch?: 'self' | 'react-scripts';
    watchesUnderCi?: true;
}
/** How a command line (package.json `scripts.test`, a verbatim `command`) calls the runner. */
export interface ScriptDialect {
    /**
     * Reads one call: `name` is the command's base name (a runner's entry file run through node
     * is named as its bin would be: `entryFile`), `args` the words after it. Undefined when the
     * call is not this runner's.
     */
    read(name: string, args: readonly string[]): ScriptCall | undefined;
    /** The runner's own entry file, as `node <flags> <file>` runs it (jest's `jest/bin/jest.js`). */
    entryFile?: RegExp;
    /**
     * Set for a runner a project declares (a dependency or a config file), whose plain script
     * call the planner may replace with its own command: the arguments that change nothing
     * about which tests run or how. Anything else (a config, paths, coverage, env settings) is
     * the project's own choice, and its script is the suite.
     */
    neutralArgs?: ReadonlySet<string>;
    /**
     * Flags appended to a project script (`npm test -- …`) whose last call is this runner, so it
     * runs once with the reporter the parser reads; `args` are that call's own arguments.
     */
    onceFlags?(args: readonly string[]): string[];
}
/**
 * What in a workspace says a project uses the runner, read by the detection rules
 * (workspace/detect.ts, whose one ordered list decides between runners). Each field is read
 * by one kind of rule; the reasons are the probe's model-visible sentences.
 */
export interface DetectionEvidence {
    /** package.json dependencies that declare it. */
    dependencies?: readonly string[];
    /** A root config file that declares it (first by name when several match). */
    configFile?: RegExp;
    /** A package.json key that declares it (jest's `"jest"`), and the reason it gives. */
    manifestKey?: {
        key: string;
        reason: string;
    };
    /** `scripts.test` calls it: the reason. */
    scriptReason?: string;
    /**
     * Root files that name it, in the runner's own precedence order: alone (marker null), or when
     * their text contains the marker (pytest's section in a `pyproject.toml`); and a hook file
     * that names it at any depth.
     */
    markedFiles?: ReadonlyArray<readonly [file: string, marker: string | null]>;
    hookFile?: string;
    /** Root lockfiles that, with its test files and no declared runner, name it; the reason. */
    lockfiles?: {
        files: readonly string[];
        reason(file: string): string;
    };
    /** A root manifest that names it (`go.mod`). */
    manifest?: string;
    /** Its test files alone name it: the reason. */
    testFilesReason?: string;
    /** Django's manage.py at the root, and no pytest in sight, names it: the reason. */
    djangoReason?: string;
    /** The workspace's Python test modules import it, and no pytest is in sight: the reason. */
    importsReason?: string;
    /**
     * At a monorepo root, this runner declared at the root is the suite (its config may list the
     * packages as projects); otherwise the packages are probed one by one.
     */
    decidesForPackages?: true;
}
/**
 * One step of workspace detection: a kind of evidence (workspace/detect.ts reads it) of one
 * runner, or the project's own `scripts.test`.
 * - `declared`: a dependency, a root config file or a package.json key (`dependencies`,
 *   `configFile`, `manifestKey`), refined by the test script;
 * - `script`: `scripts.test` calls it (`scriptReason`), refined likewise;
 * - `marked-files`: `markedFiles`, then `hookFile`;
 * - `django`: Django's manage.py with no pytest in sight (`djangoReason`);
 * - `lockfile`: one of its `lockfiles` with test files of its;
 * - `manifest`: its root `manifest`;
 * - `test-files`: its test files alone (`testFilesReason`);
 * - `imports`: the Python test modules import it, with no pytest in sight (`importsReason`).
 */
export type DetectionStep = {
    rule: 'declared' | 'script' | 'marked-files' | 'django' | 'lockfile' | 'manifest' | 'test-files' | 'imports';
    runner: Framework;
} | {
    rule: 'project-script';
};
/**
 * A runner run in a build directory the project configured (workspace/probe.ts finds it; the
 * walk skips build output): the first of `candidates` (relative to the root) that holds
 * `marker`. The plan is `before(dir)` (the project's own build step), then `words(dir)`,
 * which replace the runner's `words`; without such a directory test_run refuses with
 * `missing`, since configuring one is the project's choice (generator, compiler, options).
 */
export interface BuildDirCommand {
    candidates: readonly string[];
    marker: string;
    before(dir: string): string[];
    words(dir: string): string[];
    /** The refusal, one sentence: what is missing and how the user makes it. */
    missing: string;
}
/**
 * Where a place outside the workspace is, as the run's environment puts it: `env` is the
 * environment the run inherits, `home` its home directory (`$HOME`), `xdgCache` its cache
 * directory (`$XDG_CACHE_HOME`, else `~/.cache`), `accountHome` the home directory of the
 * user's account, which Java takes as its `user.home` whatever `$HOME` says (the same
 * directory on an ordinary machine).
 */
export interface OutsideEnv {
    env: Readonly<Record<string, string | undefined>>;
    home: string;
    xdgCache: string;
    accountHome: string;
}
/**
 * A place a runner writes outside the workspace (runners/outside-writes.ts): under
 * `workspace-write` a write there is denied, and the denial names the place by `what`
 * (run/sandbox-denial.ts).
 */
export interface OutsidePlace {
    /** How a denial names it: `go's build cache`. */
    what: string;
    /** Where it is: the runner's own variable, else its documented default; undefined when it has none. */
    path(where: OutsideEnv): string | undefined;
    /** What the user can do about a denial there (the model cannot), where something helps. */
    remedy?: string;
    /**
     * The runner's own words before the system's denial text when it names this place, the
     * denied path their first group (go's `failed to initialize build cache at (\S+): \w+ \S+: `):
     * they name the place even where the path alone would not tell it.
     */
    message?: RegExp;
}
export interface Runner {
    framework: Framework;
    /** How its console output is read (parsing/pipeline.ts). */
    parser: RunnerParser;
    /**
     * The planned whole-suite command: `words`, after the package manager's exec prefix
     * (`npx --no --`, `pnpm exec`, …) when `viaPackageManager`, since the binary is the
     * project's own devDependency. Runs once, colour off, the reporter the parser reads pinned.
     */
    command: {
        viaPackageManager: boolean;
        words: readonly string[];
        /** Operands the planned command runs with when there are no targets (go's `./...`). */
        defaultOperands?: readonly string[];
        /**
         * Set when `words[0]` is the Python interpreter: the workspace's Python (workspace/python-env.ts)
         * replaces it, and the workspace's bytecode is cleared before a run (workspace/python-bytecode.ts).
         */
        python?: true;
        /** Set when a Django project's `manage.py test` replaces `words` (the probe found its manage.py). */
        djangoManage?: true;
        /**
         * The project's own copy of the runner, relative to the root (`vendor/bin/phpunit`,
         * `./mvnw`): when the probe finds the file there, it replaces `words[0]`.
         */
        localBin?: string;
        /** Set for a runner whose tests exist only in a configured build directory (CTest). */
        buildDir?: BuildDirCommand;
        /**
         * For a Ruby runner, its gem (`rspec-core`): when the root's Gemfile.lock locks it (the
         * probe's `bundler`), the command runs through the project's bundle, `bundle exec …`
         * (workspace/bundler.ts).
         */
        bundledGem?: string;
    };
    /** Environment the planned command adds. None sets any: a variable here reaches the code under test, so colour is off by flags. */
    env: Readonly<Record<string, string>>;
    /** Whether a relative `/`-separated path is one of its test files by its default discovery. */
    isTestFile(path: string): boolean;
    /**
     * Its config, manifest and hook files, by base name at any depth: part of the test harness
     * (workspace/harness-files.ts), and an edit to one is a change of the suite the gate reports.
     */
    configFiles?: RegExp;
    /**
     * What its own discovery reads besides the project's harness files (workspace/discovery.ts):
     * - `shadows`: paths relative to the project root that, once there, run instead of the runner
     *   or a module it loads (`pytest.py` under `python3 -m pytest`: the interpreter puts the
     *   working directory first on its module path); a path ending in `/` names a directory and
     *   everything under it. Its `command.localBin` is one too. They are harness config files;
     * - `upward`: config files, relative to a directory, it looks for in the project root's parent
     *   directories up to the filesystem root (pytest's ini-file search when the project has none,
     *   cargo's `.cargo/config.toml` hierarchy). Recorded by content hash at session start: a
     *   change there cannot be put back for a replay, so it blocks.
     */
    discovery?: {
        shadows?: readonly string[];
        upward?: readonly string[];
    };
    /**
     * What it writes by rule, relative to the project root (workspace/runner-outputs.ts):
     * `dirs`, directories at the root (cargo's `target/`), or beside every `manifest` when given
     * (each Maven module's `target/` beside its `pom.xml`); `snapshot`, the test file a snapshot
     * path belongs to (jest's `__snapshots__/a.test.js.snap` beside `a.test.js`), undefined for
     * any other path. A write there while its run ran is the runner's, not the code's.
     */
    outputs?: {
        dirs?: readonly string[];
        manifest?: string;
        snapshot?(path: string): string | undefined;
    };
    /**
     * Where it writes outside the workspace and the temp area, which `workspace-write` denies
     * (runners/outside-writes.ts, docs/sandbox.md's table): `places`, each named when a run is
     * denied a write there; `redirect`, for a run under `workspace-write`, the environment
     * (`env`) that points a place into `cacheDir`, the private directory in the temp area.
     * A pure cache is redirected by the runner's own documented variable (go's `GOCACHE`). A
     * store of downloads (go's modules, Maven's local repository, Hex's packages) is the user's,
     * read where it is: an empty one would download everything again on every run, and a
     * download there is denied and named. Only a runner that cannot start without its store
     * (Maven creates its local repository first) redirects it, and only where the user has none:
     * `onlyWithout`, a path whose existence means the user has one, so nothing of theirs is hidden.
     */
    outsideWrites?: {
        places: readonly OutsidePlace[];
        redirect?: {
            env(cacheDir: string, where: OutsideEnv): Record<string, string>;
            onlyWithout?(where: OutsideEnv): string;
        };
    };
    /**
     * Its test and assertion modules, by import name (`node:assert`, `pytest`; a name covers its
     * submodules: `uvu` covers `uvu/assert`): a workspace module that imports one is test support,
     * part of the harness whoever imports it (workspace/test-reads.ts).
     */
    testModules?: readonly string[];
    /** How `last_failed` selects the previous run's failures. */
    selection: FailedSelection;
    /** How a command line calls it; absent when no script call is recognised as it. */
    script?: ScriptDialect;
    /** What in a workspace names it. */
    detection: DetectionEvidence;
    /**
     * How a baseline replay may narrow to changed test files (closure/harness-replay.ts):
     * `fileTargets` when it runs exactly the test files named as targets, `isolatesFiles` when
     * it runs every test file in a process of its own (an added file cannot patch another);
     * `adoptsFailureFiles` when a failing test's file, as the runner names it, holds tests only,
     * so it may join the harness baseline (closure/run-call.ts `adoptableTestFiles`); false where
     * tests may sit inside the code under test, or where the rules know every test file already;
     * `testInCode` names the failures that are tests inside the code under test (pytest's
     * doctests), whose files never join it.
     */
    replay: {
        fileTargets: boolean;
        isolatesFiles: boolean;
        adoptsFailureFiles: boolean;
        testInCode?(failureName: string): boolean;
    };
    /**
     * How a selective close (closure/selection.ts) records each test file's inputs: `imports`
     * (a static import graph of JS/TS or Python, workspace/test-inputs.ts) for a runner that runs
     * exactly the test files it is given; `go-packages` (go's packages and their workspace
     * imports). Absent: every close runs the whole suite.
     */
    inputs?: 'imports' | 'go-packages';
    /** Facts the CI reports need (render/ci-report.ts). */
    report: {
        /**
         * The failure kinds its own summary counts as failed: `test` always, and the others it
         * counts too (pytest's collection errors, mocha's failed hooks, a bun or unittest file
         * that failed to load). The parse counts them alike (report/types.ts FailureKind).
         */
        countedKinds: readonly FailureKind[];
        /** Where its output prints its version: the first group. */
        version?: RegExp;
    };
    /** Where its captured fixtures live (`fixtures/<dir>/`) and which grammars read them. */
    fixtures: {
        dir: string;
        grammars: readonly string[];
    };
    /** Its parsing notes. */
    docs: string;
}
