// A peggy plugin (build time only): compiles repetitions of one character class or one
// character, such as the `[^\n]*` that ends almost every line kind, into native scans (a
// charCodeAt loop, or one indexOf) instead of peggy's loop that tests and pushes one
// character at a time. Parsers built with and without it return the same results on every
// input (test/parsers/native-scan.test.ts compares the two on every fixture and on fuzzed
// inputs); only the speed differs.
//
// Three passes:
// 1. `markUnusedScans` (AST, before peggy's match inference): a `[class]*` / `"c"+` (etc.)
//    whose value nobody reads (inside `$`, `!`, `&`, under an action without a label on
//    it, or an un-plucked element beside a `@`) is wrapped in `$(...)`. Its value becomes
//    a string instead of an array of characters, which nobody reads, so the parse is unchanged.
//    So is any other `X*` or `X+` whose value nobody reads (a word-by-word loop, say).
//    A sequence whose value nobody reads (outside an action) plucks one of its elements, so
//    it builds no array of its elements' values.
// 1b. `dropTextLoopArrays` (bytecode, before JavaScript): a `$(X*)` or `$(X+)` loop no longer collects
//    its matches: `$` replaces the loop's array by the matched text, so the array is never
//    read, and on a long line it grew to a million entries (the garbage collector then made
//    the parse superlinear). Its APPEND becomes a POP: the same stack, no array growth.
// 2. `nativeScans` (generated JavaScript): a loop whose value goes straight into `$`'s
//    `input.substring(start, peg$currPos)` (peggy's TEXT operation, which pops and drops
//    the loop's value) is replaced by a scan function (`peg$rN$scan`), which leaves the parser in
//    the same state as the loop: the same `peg$currPos`, one `peg$fail` at the position
//    where the class stopped matching (the loop's only failure report), and FAILED exactly
//    when a `+` matched nothing. Loops whose array value is read are left as they are.
//    Single class tests and literal tests are rewritten too: a class becomes a test of the
//    code unit (derived from the class regex itself), a literal becomes `startsWith`.
//
// The JavaScript pass matches the exact text peggy 5.1 generates (peggy is pinned). If a
// peggy upgrade changes that text, loops are simply no longer rewritten: slower, still
// correct; test/parsers/native-scan.test.ts then fails on the loops left in lib/grammars.

/** Node types whose value is their child's value (the child is used iff the node is). */
const PASS_THROUGH = new Set(['named', 'group', 'optional', 'zero_or_more', 'one_or_more', 'repeated']);

/**
 * Wraps every unused repetition (`x*`, `x+`) in a `text` node.
 * `used`: whether the value of `node` can be read by anyone.
 */
function markUnused(node, used) {
  switch (node.type) {
    case 'rule':
      // A rule's value is its callers' business: assume it is read.
      markUnused(node.expression, true);
      return;
    case 'action':
      // The action's code sees only labels, not the sequence value. A sequence right under
      // an action builds no array (the action takes its elements), and must not get a pluck
      // (which would take the action's place), so only its elements are visited.
      if (node.expression.type === 'sequence') {
        for (const element of node.expression.elements) markUnused(element, false);
        return;
      }
      markUnused(node.expression, false);
      return;
    case 'text':
      // A repetition right under `$` is in text context already; wrapping it again would
      // only add a second substring.
      if (node.expression.type === 'zero_or_more' || node.expression.type === 'one_or_more') {
        markUnused(node.expression.expression, false);
        return;
      }
      markUnused(node.expression, false);
      return;
    case 'simple_and':
    case 'simple_not':
      markUnused(node.expression, false);
      return;
    case 'labeled':
      // A label may be read by an action or a predicate; a plucked element is the value.
      markUnused(node.expression, true);
      return;
    case 'sequence': {
      const plucks = node.elements.some((e) => e.type === 'labeled' && e.pick);
      for (const element of node.elements) {
        markUnused(element, used && (!plucks || (element.type === 'labeled' && element.pick === true)));
      }
      // An unused sequence (say, in a lookahead guard) would still gather its elements'
      // values into an array on every match; plucking one element (peggy cannot pluck a
      // semantic predicate) makes its value that element's instead, with no array.
      const k = node.elements.findIndex((e) => !e.type.startsWith('semantic_'));
      if (!used && !plucks && node.elements.length > 1 && k >= 0) {
        const element = node.elements[k];
        node.elements[k] = { type: 'labeled', label: null, labelLocation: element.location, pick: true, expression: element, location: element.location };
      }
      return;
    }
    case 'choice':
      for (const alternative of node.alternatives) markUnused(alternative, used);
      return;
    case 'zero_or_more':
    case 'one_or_more':
      if (!used) {
        const repetition = { ...node };
        for (const key of Object.keys(node)) delete node[key];
        Object.assign(node, { type: 'text', expression: repetition, location: repetition.location });
        markUnused(repetition.expression, false);
        return;
      }
      markUnused(node.expression, used);
      return;
    default:
      if (PASS_THROUGH.has(node.type)) {
        if (node.type === 'repeated' && node.delimiter) markUnused(node.delimiter, false);
        markUnused(node.expression, used);
      }
    // literal, class, any, rule_ref, library_ref, semantic predicates: no children.
  }
}

function markUnusedScans(ast) {
  for (const rule of ast.rules) markUnused(rule, true);
}

// peggy 5.1's opcodes (lib/compiler/opcodes.js; peggy is pinned).
const OP = { PUSH_FAILED: 3, PUSH_EMPTY_ARRAY: 4, PUSH_CURR_POS: 5, POP: 6, NIP: 9, APPEND: 10, TEXT: 12, IF_NOT_ERROR: 15, WHILE_NOT_ERROR: 16, MATCH_ANY: 17, MATCH_STRING: 18, MATCH_STRING_IC: 19, MATCH_CHAR_CLASS: 20, MATCH_UNICODE_CLASS: 42 };

/** Whether `code` holds `expected` from `at` on. */
const holds = (code, at, expected) => expected.every((v, k) => code[at + k] === v);

/** Length of the code at `p` when it is one character match (`MATCH_* [operand] a f <then> <else>`), else -1. */
function oneMatchLength(code, p) {
  const op = code[p];
  if (op === OP.MATCH_ANY) return 3 + code[p + 1] + code[p + 2];
  if ([OP.MATCH_STRING, OP.MATCH_STRING_IC, OP.MATCH_CHAR_CLASS, OP.MATCH_UNICODE_CLASS].includes(op)) return 4 + code[p + 2] + code[p + 3];
  return -1;
}

/**
 * Where the APPEND is when `code` at `i` is `$(X*)` or `$(X+)` as peggy 5.1 compiles them,
 * with the element length L; else undefined. The shapes (X's code appears twice, identical,
 * which pins the match):
 *   $(X*), and $(X+) of an X that always matches:
 *     PUSH_CURR_POS, PUSH_EMPTY_ARRAY, <X>, WHILE_NOT_ERROR, L + 1, APPEND, <X>, POP, POP, TEXT
 *   $(X+):
 *     PUSH_CURR_POS, PUSH_EMPTY_ARRAY, <X>, IF_NOT_ERROR, L + 4, 3,
 *       WHILE_NOT_ERROR, L + 1, APPEND, <X>, POP,      (then)
 *       POP, POP, PUSH_FAILED,                        (else)
 *     IF_NOT_ERROR, 2, 1, POP, TEXT, NIP
 */
function textLoopAt(code, i) {
  if (code[i] !== OP.PUSH_CURR_POS || code[i + 1] !== OP.PUSH_EMPTY_ARRAY) return undefined;
  const x = i + 2;
  const sameX = (at, L) => {
    for (let k = 0; k < L; k++) if (code[x + k] !== code[at + k]) return false;
    return true;
  };
  for (let L = 1; x + 2 * L < code.length; L++) {
    if (holds(code, x + L, [OP.WHILE_NOT_ERROR, L + 1, OP.APPEND]) && sameX(x + L + 3, L)
      && holds(code, x + 2 * L + 3, [OP.POP, OP.POP, OP.TEXT])) return { L, append: x + L + 2 };
    if (holds(code, x + L, [OP.IF_NOT_ERROR, L + 4, 3, OP.WHILE_NOT_ERROR, L + 1, OP.APPEND]) && sameX(x + L + 6, L)
      && holds(code, x + 2 * L + 6, [OP.POP, OP.POP, OP.POP, OP.PUSH_FAILED, OP.IF_NOT_ERROR, 2, 1, OP.POP, OP.TEXT, OP.NIP])) return { L, append: x + L + 5 };
  }
  return undefined;
}

/**
 * In every `$(X*)` and `$(X+)` whose X is not a single character match (those become native
 * scans in the JavaScript pass), APPEND becomes POP: the loop matches and moves exactly as
 * before, and the array `$` discards stays empty. Returns how many loops were changed.
 */
export function dropTextLoopArrays(code) {
  let changed = 0;
  for (let i = 0; i < code.length; i++) {
    const loop = textLoopAt(code, i);
    if (loop === undefined || oneMatchLength(code, i + 2) === loop.L) continue;
    code[loop.append] = OP.POP;
    changed++;
  }
  return changed;
}

function dropArraysOfTextLoops(ast) {
  for (const rule of ast.rules) if (Array.isArray(rule.bytecode)) dropTextLoopArrays(rule.bytecode);
}

/**
 * The regular expression source of peggy's test of one character at `peg$currPos`, either
 * against a class (`kind` "class") or a one-character literal (`kind` "char"). The first
 * occurrence (`define`) captures the named groups element, test, constant and expectation;
 * later ones refer back to them.
 */
function matchOne(kind, indent, define) {
  const element = define ? '(?<element>s\\d+)' : '\\k<element>';
  const elementRef = '\\k<element>';
  const expectation = define ? '(?<expectation>peg\\$e\\d+)' : '\\k<expectation>';
  const failed = [
    `${indent}\\} else \\{\\n`,
    `${indent}  ${elementRef} = peg\\$FAILED;\\n`,
    `${indent}  if \\(peg\\$silentFails === 0\\) \\{ peg\\$fail\\(${expectation}\\); \\}\\n`,
    `${indent}\\}\\n`,
  ].join('');
  if (kind === 'class') {
    const regex = define ? '(?<test>peg\\$r\\d+)' : '\\k<test>';
    return [
      `${indent}${element} = input\\.charAt\\(peg\\$currPos\\);\\n`,
      `${indent}if \\(${regex}\\.test\\(${elementRef}\\)\\) \\{\\n`,
      `${indent}  peg\\$currPos\\+\\+;\\n`,
      failed,
    ].join('');
  }
  const code = define ? '(?<test>\\d+)' : '\\k<test>';
  const constant = define ? '(?<constant>peg\\$c\\d+)' : '\\k<constant>';
  return [
    `${indent}if \\(input\\.charCodeAt\\(peg\\$currPos\\) === ${code}\\) \\{\\n`,
    `${indent}  ${element} = ${constant};\\n`,
    `${indent}  peg\\$currPos\\+\\+;\\n`,
    failed,
  ].join('');
}

/** peggy's loops for `x*` and `x+`, where x is one class or one-character literal. */
function loopPatterns(kind) {
  const first = `^(?<indent> *)(?<array>s\\d+) = \\[\\];\\n${matchOne(kind, '\\k<indent>', true)}`;
  const push = (indent) => `${indent}\\k<array>\\.push\\(\\k<element>\\);\\n`;
  const I = '\\k<indent>';
  return [
    {
      min: 0,
      pattern: new RegExp(
        `${first}${I}while \\(\\k<element> !== peg\\$FAILED\\) \\{\\n${push(`${I}  `)}${matchOne(kind, `${I}  `, false)}${I}\\}\\n`,
        'gm',
      ),
    },
    {
      min: 1,
      pattern: new RegExp(
        `${first}${I}if \\(\\k<element> !== peg\\$FAILED\\) \\{\\n${I}  while \\(\\k<element> !== peg\\$FAILED\\) \\{\\n${push(`${I}    `)}` +
          `${matchOne(kind, `${I}    `, false)}${I}  \\}\\n${I}\\} else \\{\\n${I}  \\k<array> = peg\\$FAILED;\\n${I}\\}\\n`,
        'gm',
      ),
    },
  ];
}

// One-or-more first: its loop text contains no zero-or-more match, and vice versa.
const LOOPS = [
  ...loopPatterns('class').map((loop) => ({ ...loop, kind: 'class' })),
  ...loopPatterns('char').map((loop) => ({ ...loop, kind: 'char' })),
].sort((a, b) => b.min - a.min);

/** Whether the code after a loop into `array` is `$`'s TEXT operation on the slot below it. */
function feedsText(after, indent, array) {
  const start = `s${Number(array.slice(1)) - 1}`;
  const text = `${start} = input.substring(${start}, peg$currPos);`;
  return after.startsWith(`${indent}${text}`) || after.startsWith(`${indent}if (${array} !== peg$FAILED) {\n${indent}  ${text}`);
}

const SCAN_HEADER = `
  // dsh-test-closure native scans (scripts/build/peggy-native-scan.mjs): each leaves the state
  // peggy's loop over one character class (peg$rN$scan, or peg$scanClass for a case-insensitive
  // or unicode class) or over one character (peg$scanChar) would leave.
`;

const SCAN_CLASS_FUNCTION = `
  function peg$scanClass(single, sticky, expectation, min) {
    const start = peg$currPos;
    // Most scans that fail, fail at the first character: test it as peggy would, cheaply.
    if (single.test(input.charAt(start))) {
      sticky.lastIndex = start + 1;
      sticky.test(input);
      peg$currPos = sticky.lastIndex;
    }
    if (peg$silentFails === 0) { peg$fail(expectation); }
    return peg$currPos - start < min ? peg$FAILED : peg$SCANNED;
  }
`;

const SCAN_CHAR_FUNCTION = `
  function peg$scanChar(code, expectation, min) {
    const start = peg$currPos;
    while (input.charCodeAt(peg$currPos) === code) peg$currPos++;
    if (peg$silentFails === 0) { peg$fail(expectation); }
    return peg$currPos - start < min ? peg$FAILED : peg$SCANNED;
  }
`;

/** `const peg$rN = /^[...]/flags;` declarations of generated code, by name. */
const CLASS_DECLARATION = /^ {2}const (peg\$r\d+) = (\/.*\/[a-z]*);$/gm;

/**
 * A JavaScript test of a UTF-16 code unit `c` equivalent to the class regex `literal`
 * (peggy's `/^[...]/`), derived by testing the regex itself on every code unit: `accepts`
 * or `rejects` (whichever is shorter), or `excludedOnly` when the class is every code unit
 * but one (a scan is then one `indexOf`). Null for case-insensitive or unicode classes,
 * which keep the regex scan.
 */
export function classTest(literal) {
  const regex = new Function(`return ${literal};`)();
  if (!(regex instanceof RegExp) || regex.flags !== '') return null;
  const ranges = { in: [], out: [] };
  let previous;
  for (let c = 0; c <= 0xffff; c++) {
    const side = regex.test(String.fromCharCode(c)) ? 'in' : 'out';
    if (side === previous) ranges[side].at(-1)[1] = c;
    else ranges[side].push([c, c]);
    previous = side;
  }
  const only = ranges.out.length === 1 && ranges.out[0][0] === ranges.out[0][1] ? ranges.out[0][0] : undefined;
  if (only !== undefined) return { excludedOnly: only };
  const expression = (list) =>
    list.map(([lo, hi]) => (lo === hi ? `c === ${lo}` : `(c >= ${lo} && c <= ${hi})`)).join(' || ') || 'false';
  // Whichever side has fewer ranges gives the shorter test.
  return ranges.in.length <= ranges.out.length ? { accepts: expression(ranges.in) } : { rejects: expression(ranges.out) };
}

// `sX = input.charAt(peg$currPos);` then `if (peg$rN.test(sX)) {` on the next line.
const SINGLE_TEST = /^( *(s\d+) = input\.charAt\(peg\$currPos\);\n *if \()(peg\$r\d+)\.test\(\2\)\) \{/gm;

/** A membership test of one code unit (NaN, past the end of input, is not a member). */
function classHasFunction(name, test) {
  const body = test.excludedOnly !== undefined
    ? `c === c && c !== ${test.excludedOnly}`
    : test.rejects !== undefined ? `c === c && !(${test.rejects})` : test.accepts;
  return `  function ${name}$has(c) {\n    return ${body};\n  }`;
}

/** A scan function for one class: the loop's end state, from a code-unit test or one indexOf. */
function classScanFunction(name, test) {
  const advance = test.excludedOnly !== undefined
    ? `    pos = input.indexOf(${JSON.stringify(String.fromCharCode(test.excludedOnly))}, pos);\n    if (pos < 0) pos = input.length;`
    : `    for (const end = input.length; pos < end; pos++) {\n      const c = input.charCodeAt(pos);\n      if (${test.rejects ?? `!(${test.accepts})`}) break;\n    }`;
  return [
    `  function ${name}$scan(expectation, min) {`,
    '    const start = peg$currPos;',
    '    let pos = start;',
    advance,
    '    peg$currPos = pos;',
    '    if (peg$silentFails === 0) { peg$fail(expectation); }',
    '    return pos - start < min ? peg$FAILED : peg$SCANNED;',
    '  }',
  ].join('\n');
}

/**
 * Rewrites the text-context class and character loops of peggy-generated JavaScript.
 * @returns {{ code: string, rewritten: number }}
 */
export function rewriteClassLoops(code) {
  const classes = new Map([...code.matchAll(CLASS_DECLARATION)].map(([, name, literal]) => [name, classTest(literal)]));
  const scanned = new Set();
  const tested = new Set();
  const sticky = new Set();
  let chars = false;
  let rewritten = 0;
  let out = code;
  for (const { kind, min, pattern } of LOOPS) {
    out = out.replace(pattern, (...args) => {
      const [loop, offset, whole, groups] = [args[0], args.at(-3), args.at(-2), args.at(-1)];
      if (!feedsText(whole.slice(offset + loop.length), groups.indent, groups.array)) return loop;
      rewritten++;
      const { indent, array, element, test, expectation } = groups;
      let scan;
      if (kind === 'char') {
        chars = true;
        scan = `peg$scanChar(${test}, ${expectation}, ${min})`;
      } else if (classes.get(test)) {
        scanned.add(test);
        scan = `${test}$scan(${expectation}, ${min})`;
      } else {
        sticky.add(test);
        scan = `peg$scanClass(${test}, ${test}$sticky, ${expectation}, ${min})`;
      }
      return `${indent}${array} = ${scan};\n${indent}${element} = peg$FAILED;\n`;
    });
  }
  // Single tests `sX = input.charAt(peg$currPos); if (peg$rN.test(sX)) {` keep their charAt
  // (its value is the match) but test the code unit; past the end charAt is "" (no match) and
  // charCodeAt NaN, which the test rejects.
  out = out.replace(SINGLE_TEST, (test, prefix, _element, name) => {
    if (!classes.get(name)) return test;
    rewritten++;
    tested.add(name);
    return `${prefix}${name}$has(input.charCodeAt(peg$currPos))) {`;
  });
  if (rewritten === 0) return { code, rewritten };
  // peggy's class regexes are `/^[...]/` with optional flags; the sticky form drops the anchor.
  const declarations = [...sticky]
    .map((r) => `  const ${r}$sticky = new RegExp(${r}.source.replace(/^\\^/, "") + "*", ${r}.flags + "y");\n`)
    .join('');
  // Declared beside peggy's own helpers inside peg$parse (before the start rule runs).
  const failFunction = /^ {2}function peg\$fail\(/m;
  if (!failFunction.test(out)) return { code, rewritten: 0 };
  const functions = [
    SCAN_HEADER,
    `${declarations}  const peg$SCANNED = [];\n`,
    ...(sticky.size > 0 ? [SCAN_CLASS_FUNCTION] : []),
    ...(chars ? [SCAN_CHAR_FUNCTION] : []),
    ...[...scanned].sort().map((name) => `${classScanFunction(name, classes.get(name))}\n`),
    ...[...tested].sort().map((name) => `${classHasFunction(name, classes.get(name))}\n`),
  ].join('\n');
  out = out.replace(failFunction, (head) => `${functions}\n${head}`);
  return { code: out, rewritten };
}

/** Counts the class and character loops of generated JavaScript that could still be rewritten (0 after the plugin). */
export function countTextClassLoops(code) {
  let count = 0;
  for (const { pattern } of LOOPS) {
    for (const match of code.matchAll(pattern)) {
      if (feedsText(code.slice(match.index + match[0].length), match.groups.indent, match.groups.array)) count++;
    }
  }
  return count;
}

const LITERAL_CONSTANT = /^ {2}const (peg\$c\d+) = ("(?:[^"\\\n]|\\.)*");$/gm;
const LITERAL_TEST = /input\.substr\(peg\$currPos, (\d+)\) === (peg\$c\d+)\b/g;

/**
 * Rewrites peggy's literal test `input.substr(peg$currPos, n) === peg$cK` into
 * `input.charCodeAt(peg$currPos) === <first code unit> && input.startsWith(peg$cK, peg$currPos)`:
 * the same truth value when n is the literal's length (checked), without allocating a
 * substring for every attempt; most attempts fail at the first code unit, which the
 * comparison settles without a call.
 * @returns {{ code: string, rewritten: number }}
 */
export function rewriteLiteralTests(code) {
  const literals = new Map();
  for (const [, name, literal] of code.matchAll(LITERAL_CONSTANT)) {
    // peggy prints constants as JavaScript string literals; evaluating one is safe here.
    literals.set(name, new Function(`return ${literal};`)());
  }
  let rewritten = 0;
  const out = code.replace(LITERAL_TEST, (test, n, name) => {
    const value = literals.get(name);
    if (typeof value !== 'string' || value.length === 0 || value.length !== Number(n)) return test;
    rewritten++;
    return `(input.charCodeAt(peg$currPos) === ${value.charCodeAt(0)} && input.startsWith(${name}, peg$currPos))`;
  });
  return { code: out, rewritten };
}

function nativeScans(ast) {
  const loops = rewriteClassLoops(ast.code.toString());
  const literals = rewriteLiteralTests(loops.code);
  if (loops.rewritten + literals.rewritten > 0) ast.code = new ast.code.constructor(null, null, null, literals.code);
}

/** The peggy plugin: `peggy --plugin ./scripts/build/peggy-native-scan.mjs`. */
export function use(config) {
  const transform = config.passes.transform;
  const inference = transform.findIndex((pass) => pass.name === 'inferenceMatchResult');
  transform.splice(inference < 0 ? transform.length : inference, 0, markUnusedScans);
  const generate = config.passes.generate;
  const bytecode = generate.findIndex((pass) => pass.name === 'generateBytecode');
  if (bytecode >= 0) generate.splice(bytecode + 1, 0, dropArraysOfTextLoops);
  generate.push(nativeScans);
}
