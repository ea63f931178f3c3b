export const MAVEN_BLOCKS = {
    header: /^\[ERROR\] .+ {2}Time elapsed: \S+ s {2}<<< (?:FAILURE|ERROR)!$/,
    end: /^\[(?:INFO|WARNING|ERROR)\] /,
    names: (f, line) => {
        const test = line.slice('[ERROR] '.length, line.indexOf('  Time elapsed: '));
        const junit4 = /^(.+)\(([^()]+)\)$/.exec(test);
        return junit4 !== null ? f.name === `${junit4[2]}.${junit4[1]}` : f.name.endsWith(`.${test}`);
    },
};
