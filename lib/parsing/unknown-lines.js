/**
 * Counting the lines a grammar did not recognize, for `diagnostics.unrecognizedLines`.
 *
 * @module dsh-test-closure/parsing/unknown-lines
 */
/**
 * How many of `records` are Unknown records. Every grammar returns ONE shared, frozen Unknown
 * record for all its unknown lines (test/parsers/unknown-lines.test.ts pins this), so once the
 * first is found the rest are counted by identity: reading `kind` from records of a dozen
 * shapes is a slow, megamorphic property lookup on each of a million records.
 *
 * @param isBlank whether line `i` is empty: a grammar without a blank kind (pytest's) reads
 *   empty lines as Unknown, and an empty line is no sign of format drift.
 */
export function countUnknown(records, isBlank = () => false) {
    let i = 0;
    while (i < records.length && records[i].kind !== 'unknown')
        i++;
    const unknown = records[i];
    let n = 0;
    for (; i < records.length; i++)
        if (records[i] === unknown && !isBlank(i))
            n++;
    return n;
}
