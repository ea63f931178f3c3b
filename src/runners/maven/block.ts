/**
 * Where a Maven (Surefire) failure's block is (parsing/failure-blocks.ts):
 * `[ERROR] addsTwo  Time elapsed: 0.01 s  <<< FAILURE!` (JUnit 4: `addsTwo(demo.CalcTest)`),
 * then the exception and its frames, to Maven's next log line.
 *
 * @module dsh-test-closure/runners/maven/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const MAVEN_BLOCKS: BlockRules = {
  header: /^\[ERROR\] .+ {2}Time elapsed: \S+ s {2}<<< (?:FAILURE|ERROR)!$/,
  end: /^\[(?:INFO|WARNING|ERROR)\] /,
  names: (f, line) => {
    const test = line.slice('[ERROR] '.length, line.indexOf('  Time elapsed: '));
    const junit4 = /^(.+)\(([^()]+)\)$/.exec(test);
    return junit4 !== null ? f.name === `${junit4[2]}.${junit4[1]}` : f.name.endsWith(`.${test}`);
  },
};
