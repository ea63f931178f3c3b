import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { noTestsListed } from "../../parsing/listed-tests.js";
import { withoutAnsi } from "../../parsing/normalize.js";
import { denoErrorContext } from "./context.js";
import { RUN_FAILED, STEPS_FAILED } from "./verdict.js";
function diagnosticOf(json) {
    try {
        const value = JSON.parse(json);
        return typeof value === 'object' && value !== null ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** A `./m_test.ts` path as the other reporters' failures carry it: without `./`. */
function modulePath(file) {
    return file.replace(/^\.\//, '');
}
/**
 * Folds the records of one `deno test --reporter=tap` run. Total: any record list yields a
 * consistent result.
 */
export function foldDenoTap(records, _lines) {
    const failures = new FailureList();
    const seen = new Tally();
    const listed = noTestsListed();
    const files = [];
    /** Modules announced with no result after them. */
    const silent = [];
    let module;
    let moduleResults = 0;
    let subtest;
    /** The failing result whose diagnostic may follow. */
    let failing;
    let plan;
    let results = 0;
    let verdict;
    const closeModule = () => {
        if (module !== undefined && moduleResults === 0)
            silent.push(module);
        module = undefined;
    };
    const failWith = (name, diagnostic) => {
        const text = typeof diagnostic?.message === 'string' ? withoutAnsi(diagnostic.message) : '';
        if (STEPS_FAILED.test(text.trim()))
            return;
        const at = typeof diagnostic?.at?.file === 'string' ? modulePath(diagnostic.at.file) : module;
        const failure = { name, kind: 'test' };
        if (at !== undefined)
            failure.file = at;
        const context = denoErrorContext(text.split('\n'), at);
        if (context.message !== undefined)
            failure.message = context.message;
        if (context.location !== undefined)
            failure.location = context.location;
        if (context.detail.length > 0)
            failure.detail = context.detail;
        failures.append(failure);
    };
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (kind === 'diagnostic') {
            if (failing !== undefined)
                failWith(failing.name, diagnosticOf(r.json));
            failing = undefined;
            continue;
        }
        if (kind === 'diagnosticStart' || kind === 'diagnosticEnd')
            continue;
        // A failing result without a diagnostic (a test cancelled): a failure with no message.
        if (failing !== undefined)
            failWith(failing.name, undefined);
        failing = undefined;
        if (kind === 'module') {
            closeModule();
            module = modulePath(r.file);
            moduleResults = 0;
            if (!files.includes(module))
                files.push(module);
        }
        else if (kind === 'subtest') {
            subtest = r.name;
        }
        else if (kind === 'result') {
            const name = r.step && subtest !== undefined ? `${subtest} > ${r.name}` : r.name;
            if (!r.step)
                subtest = undefined;
            results++;
            moduleResults++;
            if (!r.ok) {
                seen.add('failed');
                failing = { name };
            }
            else if (r.skip) {
                seen.add('skipped');
                listed.skipped.push(name);
            }
            else {
                seen.add('passed');
                listed.passed.push(name);
            }
        }
        else if (kind === 'plan') {
            if (!r.step) {
                closeModule();
                plan = r.n;
            }
        }
        else if (kind === 'error') {
            if (RUN_FAILED.test(r.text))
                verdict = r.text;
        }
    }
    if (failing !== undefined)
        failWith(failing.name, undefined);
    closeModule();
    // Results short of the plan: the modules that announced tests and reported none were stopped.
    if (plan !== undefined && results < plan) {
        for (const file of silent) {
            seen.add('failed');
            failures.add({ name: file, kind: 'file', file });
        }
    }
    if (verdict !== undefined && seen.summary().failed === 0)
        failures.add({ name: verdict, kind: 'run' });
    const folded = { summary: seen.summary(), failures: failures.list(), summarySeen: plan !== undefined, files };
    if (plan !== undefined)
        folded.tests = listed;
    return folded;
}
