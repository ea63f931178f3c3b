/**
 * Docs that cannot drift (the way upstream dsh gates its docs with verify-md-links and
 * verify-doc-refs):
 * - every message docs/model-visible-text.md lists for the model, and docs/cli.md and
 *   docs/install.md for a CLI user, is what the code emits: each is generated here from the
 *   messages modules (with the docs' placeholders as arguments) and must appear verbatim; and
 *   every note or error docs/model-visible-text.md lists in the planner's vocabulary is one of them;
 * - docs/cli.md's command-line usage and option table are the CLI's own;
 * - every relative link and every cited repository path in README.md, bench/README.md and docs/
 *   resolves.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { LOOP_NOTES } from '../../src/closure/loop-messages.ts';
import { FRAMEWORKS, RUNNER_KINDS, RUNNERS } from '../../src/runners/registry.ts';
import { buildDirMissingMessage, NOTES, noFrameworkMessage, packageWithoutWorkspacesMessage, targetOutsidePackagesMessage, unknownFrameworkMessage, unknownPackageMessage, watchTargetMessage } from '../../src/planning/plan-messages.ts';
import { packageLine } from '../../src/render/run-result.ts';
import { rootMissingMessage, rootNotDirectoryMessage, rootUnreadableMessage } from '../../src/workspace/probe-messages.ts';
import { NARROWED_NOTE, TIMED_OUT_AFTER_SUMMARY_NOTE, TIMED_OUT_BEFORE_SUMMARY_NOTE, timedOutUnfinishedNote, timedOutWhileRunningNote } from '../../src/run/result.ts';
import { checkTestRunArgs, TEST_RUN_DESCRIPTION } from '../../src/plugin/tools/test-run.ts';
import { TEST_PROBE_DESCRIPTION } from '../../src/plugin/tools/test-probe.ts';
import { TEST_CLOSURE_CHECK_DESCRIPTION } from '../../src/plugin/tools/test-closure-check.ts';
import { TEST_CLOSURE_REPORT_DESCRIPTION } from '../../src/plugin/tools/test-closure-report.ts';
import { askForRunNotice, askForRunSummary, BASELINE_ADVICE_LINE, REPORT_OPTION_LINE } from '../../src/render/gate-notices.ts';
import { reportAcceptedText } from '../../src/render/report.ts';
import { COMMANDS, LOG_NOTES, runCli } from '../../src/cli/commands.ts';
import { usageLine, type OptionSpec } from '../../src/cli/args.ts';
import { CLI_NARROWED_NOTE } from '../../src/cli/wording.ts';
import { progressStatus } from '../../src/cli/progress.ts';
import { loadFailureMessage } from '../../src/entry/plugin.ts';
import { resolveInside } from '../../src/workspace/inside.ts';
import { runInBackground } from '../../src/plugin/shell-run.ts';
import { renderProbe } from '../../src/render/probe.ts';
import { missingProgramMessage } from '../../src/run/missing-program.ts';
import { PYTHON_REASONS, REASONS } from '../../src/workspace/probe-messages.ts';
import { nonTestFailuresClause, shownCountsLine } from '../../src/render/failures.ts';
import { PLAIN_OUTPUT_REASON } from '../../src/runners/go/fold.ts';
import { OUTPUT_REFERENCE_NOTES } from '../../src/plugin/output-reference-messages.ts';

const REPO = resolve(new URL('../../', import.meta.url).pathname);

/** A reference page under docs/, whole. */
function doc(page: string): string {
  return readFileSync(join(REPO, 'docs', page), 'utf8');
}

function thrown(fn: () => void): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('did not throw');
}

/** The docs write the list of every runner as `<runners>` (it grows with each runner; the registry is its one home). */
const withRunnersPlaceholder = (m: string): string => m.replaceAll(FRAMEWORKS.join(', '), '<runners>');

/** What the model reads, generated with the docs' placeholders. */
const MODEL_MESSAGES: string[] = [
  TEST_PROBE_DESCRIPTION,
  TEST_RUN_DESCRIPTION,
  TEST_CLOSURE_CHECK_DESCRIPTION,
  TEST_CLOSURE_REPORT_DESCRIPTION,
  REPORT_OPTION_LINE,
  BASELINE_ADVICE_LINE,
  askForRunNotice(['<files>']).split('\n')[0]!,
  askForRunNotice(['<files>']).split('\n')[1]!,
  askForRunSummary(),
  reportAcceptedText({ accepted: true, outcome: 'review', reason: 'test-wrong', tests: [] }),
  reportAcceptedText({ accepted: true, outcome: 'unresolved', reason: '<reason>', tests: [] }),
  noFrameworkMessage('<root>'),
  ...Object.values(RUNNERS).flatMap((r) => (r.command.buildDir !== undefined ? [buildDirMissingMessage(r.framework, r.command.buildDir.missing)] : [])),
  unknownFrameworkMessage('x'),
  watchTargetMessage('<word>'),
  rootMissingMessage('<path>'),
  thrown(() => checkTestRunArgs({ timeout_ms: -5 })),
  thrown(() => checkTestRunArgs({ command: ' ' })),
  thrown(() => resolveInside(REPO, '/elsewhere')).replace('"/elsewhere"', '"<dir>"').replace(REPO, '<root>'),
  thrown(() => runInBackground({ get: () => undefined } as never, {} as never, '', async () => undefined, async () => ({}) as never)),
  NARROWED_NOTE,
  TIMED_OUT_AFTER_SUMMARY_NOTE,
  TIMED_OUT_BEFORE_SUMMARY_NOTE,
  timedOutWhileRunningNote(['<name>', '<name>', '<name>', 'x']).replace('(+1 more)', '(+N more)'),
  timedOutUnfinishedNote(1),
  timedOutUnfinishedNote('N' as never),
  shownCountsLine({ total: 1, passed: 0, failed: 1, skipped: 0 }, { counts: ['passed', 'skipped'], reason: PLAIN_OUTPUT_REASON, packagesOk: 0 }),
  shownCountsLine({ total: 0, passed: 0, failed: 0, skipped: 0 }, { counts: ['passed', 'skipped'], reason: PLAIN_OUTPUT_REASON, packagesOk: 2 }),
  NOTES.npmLastFailed,
  NOTES.lastFailedEmpty(false),
  NOTES.lastFailedUnselectable(false),
  NOTES.pytestTargetIgnored,
  NOTES.commandVerbatim,
  NOTES.commandWatches,
  NOTES.watchReplaced('<runner>'),
  NOTES.watchDisabled,
  NOTES.parseAsDefault,
  NOTES.parseAsDetected('<framework>'),
  NOTES.scriptFlags('<flags>'),
  NOTES.ciForScript,
  unknownPackageMessage('<dir>', ['packages/a', 'packages/b']),
  targetOutsidePackagesMessage('<word>', ['packages/a', 'packages/b']),
  packageWithoutWorkspacesMessage('<dir>'),
  REASONS.workspaces('package.json', 2, 3),
  packageLine({ dir: 'packages/a', framework: 'vitest', status: 'passed', exitCode: 0, summary: { total: 1, passed: 1, failed: 0, skipped: 0 } }),
  PYTHON_REASONS.toolMissing('uv.lock', 'uv'),
  PYTHON_REASONS.system,
  PYTHON_REASONS.venv('.venv'),
  missingProgramMessage({ program: '<program>', exitCode: 127, problem: 'command not found' }),
  nonTestFailuresClause([{ kind: 'hook', name: 'a' }]),
  nonTestFailuresClause([{ kind: 'hook', name: 'a' }, { kind: 'hook', name: 'b' }]),
  nonTestFailuresClause([{ kind: 'file', name: 'a' }]),
  nonTestFailuresClause([{ kind: 'file', name: 'a' }, { kind: 'file', name: 'b' }]),
  nonTestFailuresClause([{ kind: 'run', name: 'a' }]),
  nonTestFailuresClause([{ kind: 'run', name: 'a' }, { kind: 'run', name: 'b' }]),
  missingProgramMessage({ program: '<package>', exitCode: 1, problem: 'not installed' }),
  missingProgramMessage({ program: 'pnpm', exitCode: 1, problem: 'refuses to run', reason: "<pnpm's reason>" }),
  LOOP_NOTES.failuresFirstRed('N' as never, 'M' as never),
  LOOP_NOTES.failuresFirstPassed('N' as never),
  LOOP_NOTES.failuresFirstUnproven('N' as never, 'P' as never, 'S' as never).replace('NaN', 'R'),
  LOOP_NOTES.failuresFirstNpm,
  LOOP_NOTES.failuresFirstUnselectable,
  LOOP_NOTES.confirmed('N' as never, 'K' as never, 'F' as never),
  LOOP_NOTES.confirmNpm,
  LOOP_NOTES.confirmUnselectable,
  OUTPUT_REFERENCE_NOTES.saved('<locator>', 'N' as never, '<retrievalHint>'),
  OUTPUT_REFERENCE_NOTES.shellKept('<stream>' as never, '<path>'),
].map(withRunnersPlaceholder)

/** Messages the docs write abbreviated (`… ran the target`, `test(s)`): the form they use. */
const ABBREVIATED: [string, string][] = [
  [NOTES.lastFailedEmpty(true), `(\`… ${NOTES.lastFailedEmpty(true).split('; ')[1]}\`)`],
  [NOTES.lastFailedByName(2), `\`${NOTES.lastFailedByName(2).replace(' 2 ', ' N ').replace('tests ', 'test(s) ')}\``],
  [NOTES.lastFailedByNodeId(2), `\`… ${NOTES.lastFailedByNodeId(2).split(' ').slice(-2).join(' ').replace('ids', 'id(s)')}\``],
  [rootNotDirectoryMessage('<path>'), `\`… ${rootNotDirectoryMessage('<path>').split('<path> ')[1]}\``],
  [rootUnreadableMessage('<path>', '<code>'), `\`… ${rootUnreadableMessage('<path>', '<code>').split('<path> ')[1]}\``],
];

async function cliStderr(args: string[]): Promise<string> {
  let text = '';
  const sink = new Writable({ write(chunk, _e, cb) { text += String(chunk); cb(); } });
  await runCli(args, { stdout: new Writable({ write(_c, _e, cb) { cb(); } }), stderr: sink, stdin: Readable.from(['']), cwd: REPO, env: {} });
  return text;
}

const messages = suite('docs: the messages the docs list are the code\'s');

messages('every model-visible message, generated from the messages modules, is in docs/model-visible-text.md verbatim', () => {
  const text = doc('model-visible-text.md');
  const missing = MODEL_MESSAGES.filter((m) => !text.includes(m));
  assert.equal(missing, []);
  for (const [message, written] of ABBREVIATED) assert.ok(text.includes(written), `${message} is written as ${written}`);
});

messages('every planner note and tool error docs/model-visible-text.md lists is one the code emits', () => {
  const text = doc('model-visible-text.md');
  const listed = [...text.matchAll(/`((?:last_failed|target|command|watch|parse_as|scripts\.test|env|test_run|test_probe): [^`]+)`/g)].map((m) => m[1]!);
  assert.ok(listed.length >= 15, `found ${listed.length}`);
  // The probe's text has a `command: <cmd>` line too.
  const probeLines = renderProbe({ framework: 'vitest', configPath: null, reason: 'r', command: '<cmd>', testFiles: [], testFileCount: 0, walkTruncated: false } as never).split('\n');
  const known = new Set([...MODEL_MESSAGES, ...probeLines, ...ABBREVIATED.map(([, w]) => w.replace(/^\(?`|`\)?$/g, ''))]);
  assert.equal(listed.filter((m) => !known.has(m)), []);
});

messages('the CLI\'s messages in docs/cli.md and docs/install.md', async () => {
  const cliSection = doc('cli.md');
  const first = (await cliStderr(['run', '--timeout-ms', '-5'])).split('\n')[0]!;
  assert.ok(cliSection.includes(`\`${first}\``), first);
  assert.ok(cliSection.includes('`dsh-test-closure: no test framework detected in <dir>; pass --framework or --command`'));
  assert.ok(cliSection.includes(`\`${CLI_NARROWED_NOTE}\``));
  assert.ok(cliSection.includes(`\`${progressStatus(12_500, { finished: 8, failed: 1 })}\``));
  assert.ok(cliSection.includes(`\`${progressStatus(12_500, null)}\``));
  assert.ok(cliSection.includes('`parse FAILED: 1 failed, 2 passed, 0 skipped (3 total) — vitest (detected from the log), format vitest`'));
  assert.ok(LOG_NOTES.noSummary.startsWith('no runner summary line was found in the log'));
  const installSection = doc('install.md');
  const missing = Object.assign(new Error("Cannot find package 'strip-ansi' imported from <dir>/lib/parsing/normalize.js"), { code: 'ERR_MODULE_NOT_FOUND' });
  assert.ok(installSection.includes(`\`${loadFailureMessage(missing, '<dir>', '<home>')}\``));
});

messages('docs/cli.md\'s usage lines and option table are the CLI\'s', () => {
  const text = doc('cli.md');
  for (const spec of Object.values(COMMANDS)) {
    assert.ok(text.includes(`\n${usageLine('dsh-test-closure', spec).replace(/^usage: /, '')}\n`), `usage of ${spec.name}`);
    for (const o of spec.options as readonly OptionSpec[]) assert.ok(text.includes(`| \`--${o.name}${o.value === undefined ? '' : ` ${o.value}`}\` |`), `--${o.name} in the option table`);
  }
});

messages('docs/cli.md\'s runner lists for --framework are the registry\'s (src/runners/registry.ts), in its order', () => {
  const text = doc('cli.md');
  const listed = (command: string) => {
    const row = text.split('\n').find((l) => l.startsWith(`| \`--framework F\` | ${command} |`));
    assert.ok(row, `docs/cli.md has a --framework row for ${command}`);
    return [...row!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).slice(1);
  };
  assert.equal(listed('run'), [...RUNNER_KINDS]);
  assert.equal(listed('parse'), [...FRAMEWORKS]);
});

messages.run();

// ---

const links = suite('docs: links and cited paths resolve');

function markdownFiles(): string[] {
  const out = [join(REPO, 'README.md'), join(REPO, 'bench', 'README.md')];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name.endsWith('.md')) out.push(join(dir, e.name));
    }
  };
  walk(join(REPO, 'docs'));
  return out;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

/** Text outside fenced code blocks (their contents are examples, not references). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

const TOP = /^(?:src|test|scripts|docs|fixtures|grammars|bench|lib|examples|\.ci)\/|^(?:package\.json|cordis\.patch\.yml|tsconfig\.json|README\.md)$/;

links('every relative link resolves, and every same-file anchor names a heading', () => {
  const broken: string[] = [];
  for (const file of markdownFiles()) {
    const text = readFileSync(file, 'utf8');
    const anchors = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
    for (const m of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split('#');
      if (path === '' && anchor !== undefined) {
        if (!anchors.has(anchor)) broken.push(`${relative(REPO, file)}: #${anchor}`);
      } else if (!existsSync(resolve(dirname(file), path!))) broken.push(`${relative(REPO, file)}: ${target}`);
    }
  }
  assert.equal(broken, []);
});

links('every repository path cited in backticks exists', () => {
  const broken: string[] = [];
  let cited = 0;
  for (const file of markdownFiles()) {
    for (const m of prose(readFileSync(file, 'utf8')).matchAll(/`([^`\s]+)`/g)) {
      const token = m[1]!.replace(/[:,.]$/, '').replace(/:\d+(?::\d+)?$/, '');
      if (!TOP.test(token) || /[<>*{}…$]/.test(token)) continue;
      cited++;
      if (!existsSync(join(REPO, token))) broken.push(`${relative(REPO, file)}: ${token}`);
    }
  }
  assert.ok(cited >= 20, `found ${cited} cited paths`);
  assert.equal(broken, []);
});

links.run();
