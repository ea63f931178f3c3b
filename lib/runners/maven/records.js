/**
 * The line records `grammars/maven.peggy` returns, one per input line. Types only: the grammar's
 * header names {@link MavenRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/maven/records
 */
export {};
