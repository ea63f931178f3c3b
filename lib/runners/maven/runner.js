import { isMavenTestFile, MAVEN_COMMAND_ARGS, MAVEN_MANIFEST } from "./detection.js";
import { MAVEN_PARSER } from "./parse.js";
import { selectMavenTests } from "./selection.js";
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
    // Surefire's `-Dtest=Class#a+b,Other -DfailIfNoTests=false`.
    // Maven looks up for the .mvn directory of the multi-module project, and a parent pom at ../pom.xml.
    discovery: { upward: ['.mvn/maven.config', '.mvn/jvm.config', '.mvn/extensions.xml', 'pom.xml'] },
    outputs: { dirs: ['target/'], manifest: 'pom.xml' },
    selection: { kind: 'runner-select', select: selectMavenTests },
    detection: { manifest: MAVEN_MANIFEST },
    // A target is a -Dtest class pattern, not a file; Surefire runs every class in one forked JVM.
    replay: { fileTargets: false, isolatesFiles: false, adoptsFailureFiles: true },
    report: { countedKinds: ['test'], version: /^\[INFO\] --- maven-surefire-plugin:(\S+):test /m },
    fixtures: { dir: 'maven', grammars: ['maven'] },
    docs: 'docs/runners/maven.md',
};
