/**
 * Maven with Surefire (JUnit 5 and 4): every fact about it (runners/runner.ts says what each
 * field means).
 *
 * @module dsh-test-closure/runners/maven/runner
 */
import { join } from 'node:path';
import type { OutsideEnv, Runner } from '../runner.ts';
import { isMavenTestFile, MAVEN_COMMAND_ARGS, MAVEN_MANIFEST } from './detection.ts';
import { MAVEN_PARSER } from './parse.ts';
import { selectMavenTests } from './selection.ts';

/** Maven's `~/.m2`: Java's home is the account's (`user.home`), which is `$HOME` on an ordinary machine. */
const m2 = ({ home }: OutsideEnv) => join(home, '.m2');
const DOWNLOAD_DEPENDENCIES = 'download the dependencies outside the sandbox (run mvn test there once)';

export const MAVEN_RUNNER: Runner = {
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
  // downloads dependencies and plugins. Never redirected: a repository that holds the
  // project's artifacts is only read (mvn test writes nothing there), and an empty one in the
  // temp area would download them all again on every run, or fail with no network. Maven has
  // no variable of its own for it: only `-Dmaven.repo.local`, which Surefire hands on to the
  // tests as a system property, or MAVEN_OPTS, which every test process inherits.
  outsideWrites: {
    places: [
      { what: "Maven's local repository", path: (where) => join(m2(where), 'repository'), remedy: DOWNLOAD_DEPENDENCIES },
      // Maven creates ~/.m2 itself before the repository inside it.
      { what: "Maven's local repository", path: m2, remedy: DOWNLOAD_DEPENDENCIES },
    ],
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
