// A peggy plugin (build time only): lets the caller size the records array of `Report = Line*`
// up front. Every grammar here returns one record per line, so the caller knows the final
// length before the parse (the number of "\n" in the normalized input) and passes it as the
// parse option `lineCount`. Growing a million-element array one `push` at a time copies it
// again and again and keeps the garbage collector busy; filling a presized one does neither.
//
// The result is the same array whatever `lineCount` says: a missing, wrong or non-numeric
// count only costs speed (too small: the loop pushes past it; too large: the array is cut to
// the records parsed). test/parsers/presized-report.test.ts pins this.
//
// Like peggy-native-scan.mjs, this matches the exact text peggy 5.1 generates for the rule
// (peggy is pinned). If the text differs, nothing is rewritten and the build fails, because
// a grammar whose Report stopped being `Line*` must say so here.

const PLAIN_REPORT = `  function peg$parseReport() {
    let s0, s1;

    s0 = [];
    s1 = peg$parseLine();
    while (s1 !== peg$FAILED) {
      s0.push(s1);
      s1 = peg$parseLine();
    }

    return s0;
  }
`;

const PRESIZED_REPORT = `  function peg$parseReport() {
    let s0, s1;

    // One record per line: options.lineCount (when given) is the final length.
    const size = Number.isSafeInteger(options.lineCount) && options.lineCount > 0 ? options.lineCount : 0;
    let n = 0;
    s0 = new Array(size);
    s1 = peg$parseLine();
    while (s1 !== peg$FAILED) {
      if (n < size) s0[n] = s1;
      else s0.push(s1);
      n++;
      s1 = peg$parseLine();
    }
    if (n < size) s0.length = n;

    return s0;
  }
`;

/** Rewrites the generated `Report = Line*` function; throws when the grammar's Report differs. */
export function presizeReport(code) {
  const at = code.indexOf(PLAIN_REPORT);
  if (at === -1 || code.indexOf(PLAIN_REPORT, at + 1) !== -1) {
    throw new Error('peggy-presized-report: expected exactly one `Report = Line*` rule as peggy 5.1 generates it');
  }
  return code.replace(PLAIN_REPORT, PRESIZED_REPORT);
}

/** The peggy plugin: `peggy --plugin ./scripts/build/peggy-presized-report.mjs`. */
export function use(config) {
  config.passes.generate.push((ast) => {
    ast.code = new ast.code.constructor(null, null, null, presizeReport(ast.code.toString()));
  });
}
