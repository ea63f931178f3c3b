/**
 * How a Maven project is recognised and what test_run would run there, as data and pure
 * functions (the workspace probe reads the files; nothing here touches the disk).
 *
 * - `pom.xml` at the root is a Maven project; its tests are Surefire's default includes under
 *   `src/test/java` (`**\/Test*.java`, `**\/*Test.java`, `**\/*Tests.java`, `**\/*TestCase.java`).
 * - `mvnw` beside it (the Maven wrapper) is run instead of `mvn`: the project's pinned Maven.
 * - The planned command is `<mvn> -B test`: `-B` (batch mode) turns Maven's colour and progress
 *   off by a flag; Surefire's default console is what grammars/maven.peggy reads.
 *
 * @module dsh-test-closure/runners/maven/detection
 */
export declare const MAVEN_MANIFEST = "pom.xml";
export declare const MAVEN_TEST_ROOT = "src/test/java/";
/** The planned command's words after the executable. */
export declare const MAVEN_COMMAND_ARGS: readonly ["-B", "test"];
/** Surefire's default includes: `Test*.java`, `*Test.java`, `*Tests.java`, `*TestCase.java` under src/test/java. */
export declare function isMavenTestFile(path: string): boolean;
