// A peggy plugin (build time only): compiles repetitions of one character class, such as
// the `[^\n]*` that ends almost every line kind, into one native sticky-regex scan instead
// of peggy's loop that tests and pushes one character at a time. Parsers built with and
// without it return the same results on every input (test/parsers/native-scan.test.ts
// compares the two on every fixture and on fuzzed inputs); only the speed differs.
//
// Two passes:
// 1. `markUnusedScans` (AST, before peggy's match inference): a `[class]*` / `[class]+`
//    whose value nobody reads (inside `$`, `!`, `&`, under an action without a label on
//    it, or an un-plucked element beside a `@`) is wrapped in `$(...)`. Its value becomes
//    a string instead of an array of characters, which nobody reads, so the parse is unchanged.
// 2. `nativeScans` (generated JavaScript): a class loop whose value goes straight into
//    `$`'s `input.substring(start, peg$currPos)` (peggy's TEXT operation, which pops and
//    drops the loop's value) is replaced by `peg$scanClass`, which leaves the parser in
//    the same state as the loop: the same `peg$currPos`, one `peg$fail` at the position
//    where the class stopped matching (the loop's only failure report), and FAILED exactly
//    when a `+` matched nothing. Loops whose array value is read are left as they are.
//
// The JavaScript pass matches the exact text peggy 5.1 generates (peggy is pinned). If a
// peggy upgrade changes that text, loops are simply no longer rewritten: slower, still
// correct; test/parsers/native-scan.test.ts then fails on the loops left in lib/grammars.

/** Node types whose value is their child's value (the child is used iff the node is). */
const PASS_THROUGH = new Set(['named', 'group', 'optional', 'zero_or_more', 'one_or_more', 'repeated']);

/**
 * Wraps every unused repetition of a single character class in a `text` node.
 * `used`: whether the value of `node` can be read by anyone.
 */
function markUnused(node, used) {
  switch (node.type) {
    case 'rule':
      // A rule's value is its callers' business: assume it is read.
      markUnused(node.expression, true);
      return;
    case 'action':
      // The action's code sees only labels, not the sequence value.
      markUnused(node.expression, false);
      return;
    case 'text':
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
      return;
    }
    case 'choice':
      for (const alternative of node.alternatives) markUnused(alternative, used);
      return;
    case 'zero_or_more':
    case 'one_or_more':
      if (!used && node.expression.type === 'class') {
        const repetition = { ...node };
        for (const key of Object.keys(node)) delete node[key];
        Object.assign(node, { type: 'text', expression: repetition, location: repetition.location });
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

/**
 * The regular expression source of peggy's single-character class test, with the
 * indentation, variable, class regex and expectation as given (captures or backreferences).
 */
function matchOne(indent, variable, regex, expectation, variableRef = variable) {
  return [
    `${indent}${variable} = input\\.charAt\\(peg\\$currPos\\);\\n`,
    `${indent}if \\(${regex}\\.test\\(${variableRef}\\)\\) \\{\\n`,
    `${indent}  peg\\$currPos\\+\\+;\\n`,
    `${indent}\\} else \\{\\n`,
    `${indent}  ${variableRef} = peg\\$FAILED;\\n`,
    `${indent}  if \\(peg\\$silentFails === 0\\) \\{ peg\\$fail\\(${expectation}\\); \\}\\n`,
    `${indent}\\}\\n`,
  ].join('');
}

// Captures: 1 indentation, 2 the array variable, 3 the element variable, 4 the class regex, 5 the expectation.
const FIRST = `^( *)(s\\d+) = \\[\\];\\n${matchOne('\\1', '(s\\d+)', '(peg\\$r\\d+)', '(peg\\$e\\d+)', '\\3')}`;
const ZERO_OR_MORE = new RegExp(
  `${FIRST}\\1while \\(\\3 !== peg\\$FAILED\\) \\{\\n\\1  \\2\\.push\\(\\3\\);\\n${matchOne('\\1  ', '\\3', '\\4', '\\5')}\\1\\}\\n`,
  'gm',
);
const ONE_OR_MORE = new RegExp(
  `${FIRST}\\1if \\(\\3 !== peg\\$FAILED\\) \\{\\n\\1  while \\(\\3 !== peg\\$FAILED\\) \\{\\n\\1    \\2\\.push\\(\\3\\);\\n` +
    `${matchOne('\\1    ', '\\3', '\\4', '\\5')}\\1  \\}\\n\\1\\} else \\{\\n\\1  \\2 = peg\\$FAILED;\\n\\1\\}\\n`,
  'gm',
);

/** Whether the code after a loop into `array` is `$`'s TEXT operation on the slot below it. */
function feedsText(after, indent, array) {
  const start = `s${Number(array.slice(1)) - 1}`;
  const text = `${start} = input.substring(${start}, peg$currPos);`;
  return after.startsWith(`${indent}${text}`) || after.startsWith(`${indent}if (${array} !== peg$FAILED) {\n${indent}  ${text}`);
}

const SCAN_FUNCTION = `
  // dsh-test-closure native scan (scripts/peggy-native-scan.mjs): the state a loop over
  // one character class leaves, computed by one sticky regex match.
  function peg$scanClass(sticky, expectation, min) {
    const start = peg$currPos;
    sticky.lastIndex = start;
    sticky.test(input);
    peg$currPos = sticky.lastIndex;
    if (peg$silentFails === 0) { peg$fail(expectation); }
    return peg$currPos - start < min ? peg$FAILED : peg$SCANNED;
  }
`;

/**
 * Rewrites the text-context class loops of peggy-generated JavaScript.
 * @returns {{ code: string, rewritten: number }}
 */
export function rewriteClassLoops(code) {
  const regexes = new Set();
  let rewritten = 0;
  const replaceWith = (min) => (loop, indent, array, element, regex, expectation, offset, whole) => {
    if (!feedsText(whole.slice(offset + loop.length), indent, array)) return loop;
    rewritten++;
    regexes.add(regex);
    return `${indent}${array} = peg$scanClass(${regex}$sticky, ${expectation}, ${min});\n${indent}${element} = peg$FAILED;\n`;
  };
  let out = code.replace(ONE_OR_MORE, replaceWith(1)).replace(ZERO_OR_MORE, replaceWith(0));
  if (rewritten === 0) return { code, rewritten };
  // peggy's class regexes are `/^[...]/` with optional flags; the sticky form drops the anchor.
  const declarations = [...regexes]
    .map((r) => `  const ${r}$sticky = new RegExp(${r}.source.replace(/^\\^/, "") + "*", ${r}.flags + "y");`)
    .join('\n');
  const lastRegex = /^ {2}const peg\$r\d+ = .*\n(?! {2}const peg\$r)/m;
  const failFunction = /^ {2}function peg\$fail\(/m;
  if (!lastRegex.test(out) || !failFunction.test(out)) return { code, rewritten: 0 };
  out = out.replace(lastRegex, (line) => `${line}${declarations}\n  const peg$SCANNED = [];\n`);
  out = out.replace(failFunction, (head) => `${SCAN_FUNCTION}\n${head}`);
  return { code: out, rewritten };
}

/** Counts the class loops of generated JavaScript that could still be rewritten (0 after the plugin). */
export function countTextClassLoops(code) {
  let count = 0;
  const counter = (loop, indent, array, _e, _r, _x, offset, whole) => {
    if (feedsText(whole.slice(offset + loop.length), indent, array)) count++;
    return loop;
  };
  code.replace(ONE_OR_MORE, counter).replace(ZERO_OR_MORE, counter);
  return count;
}

const LITERAL_CONSTANT = /^ {2}const (peg\$c\d+) = ("(?:[^"\\\n]|\\.)*");$/gm;
const LITERAL_TEST = /input\.substr\(peg\$currPos, (\d+)\) === (peg\$c\d+)\b/g;

/**
 * Rewrites peggy's literal test `input.substr(peg$currPos, n) === peg$cK` into
 * `input.startsWith(peg$cK, peg$currPos)`: the same truth value when n is the literal's
 * length (checked), without allocating a substring for every attempt.
 * @returns {{ code: string, rewritten: number }}
 */
export function rewriteLiteralTests(code) {
  const lengths = new Map();
  for (const [, name, literal] of code.matchAll(LITERAL_CONSTANT)) {
    // peggy prints constants as JavaScript string literals; evaluating one is safe here.
    lengths.set(name, new Function(`return ${literal};`)().length);
  }
  let rewritten = 0;
  const out = code.replace(LITERAL_TEST, (test, n, name) => {
    if (lengths.get(name) !== Number(n)) return test;
    rewritten++;
    return `input.startsWith(${name}, peg$currPos)`;
  });
  return { code: out, rewritten };
}

function nativeScans(ast) {
  const loops = rewriteClassLoops(ast.code.toString());
  const literals = rewriteLiteralTests(loops.code);
  if (loops.rewritten + literals.rewritten > 0) ast.code = new ast.code.constructor(null, null, null, literals.code);
}

/** The peggy plugin: `peggy --plugin ./scripts/peggy-native-scan.mjs`. */
export function use(config) {
  const transform = config.passes.transform;
  const inference = transform.findIndex((pass) => pass.name === 'inferenceMatchResult');
  transform.splice(inference < 0 ? transform.length : inference, 0, markUnusedScans);
  config.passes.generate.push(nativeScans);
}
