/**
 * Maven with Surefire (JUnit 5 and 4): every fact about it (runners/runner.ts says what each
 * field means).
 *
 * @module dsh-test-closure/runners/maven/runner
 */
import { join } from 'node:path';
import { isMavenTestFile, MAVEN_COMMAND_ARGS, MAVEN_MANIFEST } from "./detection.js";
import { MAVEN_PARSER } from "./parse.js";
import { selectMavenTests } from "./selection.js";
/** Maven's `~/.m2`, in Java's home: `-Duser.home` in MAVEN_OPTS, else the account's (not `$HOME`). */
const m2 = ({ env, accountHome }) => join(/(?:^|\s)-Duser\.home=(\S+)/.exec(env['MAVEN_OPTS'] ?? '')?.[1] ?? accountHome, '.m2');
const DOWNLOAD_DEPENDENCIES = 'download the dependencies outside the sandbox (run mvn test there once)';
export const MAVEN_RUNNER = {
    framework: 'maven',
    parser: MAVEN_PARSER,
    // -B (batch mode) turns colour and download progress off by a flag; Surefire's default
    // console is what the parser reads. The project's Maven wrapper (./mvnw), its pinned Maven,
    // runs instead of the mvn on PATH when present. No offline flag or local repository is
    // given: a project's own ~/.m2 and settings.xml are what its builds resolve against, and
    // an offline setup is the project's (.mvn/maven.config) or the user's (settings.xml).
    command: { viaPackageManager: false, words: ['mvn', ...MAVEN_COMMAND_ARGS], localBin: './mvnw' },
    env: {},
    isTestFile: isMavenTestFile,
    configFiles: /^(?:pom\.xml|maven\.config|extensions\.xml|maven-wrapper\.properties)$/,
    // Maven looks up for the .mvn directory of the multi-module project, and a parent pom at ../pom.xml.
    discovery: { upward: ['.mvn/maven.config', '.mvn/jvm.config', '.mvn/extensions.xml', 'pom.xml'] },
    outputs: { dirs: ['target/'], manifest: 'pom.xml' },
    // Its local repository (`~/.m2/repository`, or settings.xml's `<localRepository>`), where it
    // downloads dependencies and plugins. A repository that holds the project's artifacts is
    // only read (mvn test writes nothing there), and stays the user's: an empty one would
    // download them all again on every run. Without ~/.m2 (Maven never ran for this user) Maven
    // cannot even start, as it creates its repository first: then it is pointed into the temp
    // area. Maven has no variable of its own for it, only the property `maven.repo.local`. It is
    // set in MAVEN_OPTS, after the user's own options, not as `-D` on the command: the planned
    // command stays the one shown and re-run, the project's own `-Dmaven.repo.local` in
    // .mvn/maven.config still wins, and the tests see it only as MAVEN_OPTS's text (Surefire
    // hands a command's `-D` properties on to the tests as system properties).
    outsideWrites: {
        places: [
            { what: "Maven's local repository", path: (where) => join(m2(where), 'repository'), remedy: DOWNLOAD_DEPENDENCIES },
            // Maven creates ~/.m2 itself before the repository inside it.
            { what: "Maven's local repository", path: m2, remedy: DOWNLOAD_DEPENDENCIES },
        ],
        redirect: {
            // The mvn script splits MAVEN_OPTS on white space: a directory with a space is not given.
            env: (cacheDir, { env }) => /\s/.test(cacheDir) ? {} : { MAVEN_OPTS: [env['MAVEN_OPTS'], `-Dmaven.repo.local=${join(cacheDir, 'maven-repository')}`].filter((o) => o !== undefined && o !== '').join(' ') },
            onlyWithout: m2,
        },
    },
    // Surefire's `-Dtest=Class#a+b,Other -DfailIfNoTests=false`.
    selection: { kind: 'runner-select', select: selectMavenTests },
    detection: { manifest: MAVEN_MANIFEST },
    // A target is a -Dtest class pattern, not a file; Surefire runs every class in one forked JVM.
    replay: { fileTargets: false, isolatesFiles: false, adoptsFailureFiles: true },
    report: { countedKinds: ['test'], version: /^\[INFO\] --- maven-surefire-plugin:(\S+):test /m },
    fixtures: { dir: 'maven', grammars: ['maven'] },
    docs: 'docs/runners/maven.md',
};
