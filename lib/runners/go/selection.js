/**
 * last_failed for go: the failing tests' top-level test functions as one anchored `-run`
 * alternation, `-run '^(TestA|TestB)$'`, over the packages they are in (or the model's own
 * targets). A failing subtest re-runs its whole top-level test: go matches `-run` level by
 * level, and one pattern cannot select different subtests under different tests.
 *
 * @module dsh-test-closure/runners/go/selection
 */
import { escapeRegExp } from "../regexp.js";
/** A top-level test, fuzz or example function's name: `Test` then nothing or no lower-case letter. */
const TOP_LEVEL = /^(?:Test|Fuzz|Example)(?!\p{Ll})/u;
/** The package and top-level test a failure name `pkg/TestX/sub` names; undefined for a package-level failure. */
export function splitGoName(name) {
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++)
        if (TOP_LEVEL.test(parts[i]))
            return { pkg: parts.slice(0, i).join('/'), test: parts[i] };
    return undefined;
}
/** The `-run` selection of `names`; undefined when none names a test. */
export function selectGoTests(names, targets) {
    const packages = [];
    const tests = [];
    const pairs = new Set();
    for (const name of names) {
        const split = splitGoName(name.trim());
        if (split === undefined)
            continue;
        pairs.add(`${split.pkg}\u0000${split.test}`);
        if (!packages.includes(split.pkg))
            packages.push(split.pkg);
        if (!tests.includes(split.test))
            tests.push(split.test);
    }
    if (tests.length === 0)
        return undefined;
    return { flags: ['-run', `^(${tests.map(escapeRegExp).join('|')})$`], operands: targets.length > 0 ? [...targets] : packages, count: pairs.size };
}
