// Letters of other scripts that render like ASCII ones (after Unicode's confusables list, the
// subset attackers actually use: Cyrillic, Greek, Armenian, Cherokee, Latin small capitals).
// Written as escapes so that this file itself contains no mixed-script words. Pairs of
// (look-alike, ASCII letter).
const CONFUSABLE_PAIRS =
  '\u0131i\u0138k\u01c0l\u0237j\u0251a\u0261g\u0262g\u0269i\u026ai\u0274n\u0280r\u028fy' +
  '\u0299b\u029ch\u029fl\u0391a\u0392b\u0395e\u0396z\u0397h\u0399i\u039ak\u039cm\u039dn' +
  '\u039fo\u03a1p\u03a4t\u03a5y\u03a7x\u03b1a\u03b2b\u03b3y\u03b5e\u03b7n\u03b9i\u03bak' +
  '\u03bdv\u03bfo\u03c1p\u03c4t\u03c5u\u03c7x\u03c9w\u03f2c\u03f3j\u03f9c\u0405s\u0406i' +
  '\u0407i\u0408j\u0410a\u0412b\u0415e\u041ak\u041cm\u041dh\u041eo\u0420p\u0421c\u0422t' +
  '\u0423y\u0425x\u0430a\u0432b\u0433r\u0435e\u0438u\u043ak\u043cm\u043dh\u043eo\u043fn' +
  '\u0440p\u0441c\u0442t\u0443y\u0445x\u044cb\u0455s\u0456i\u0457i\u0458j\u0475v\u0491r' +
  '\u04aey\u04afy\u04bah\u04bbh\u04cfl\u0500d\u0501d\u051aq\u051bq\u051cw\u051dw\u0561w' +
  '\u0566q\u0570h\u0578n\u057du\u0581g\u0585o\u13a1r\u13a2t\u13aaa\u13abj\u13ace\u13b3w' +
  '\u13b7m\u13bbh\u13c3z\u13das\u13del\u13dfc\u13e2p\u13e6k\u13f4b\u1d00a\u1d04c\u1d05d' +
  '\u1d07e\u1d0aj\u1d0bk\u1d0dm\u1d0fo\u1d18p\u1d1bt\u1d1cu\u1d20v\u1d21w\u1d22z\u2113l' +
  '\u212ee\ua730f\ua731s';

/** Look-alike code point -> lower-case ASCII letter. */
export const CONFUSABLES: ReadonlyMap<number, string> = buildConfusables(CONFUSABLE_PAIRS);

function buildConfusables(pairs: string): Map<number, string> {
  const table = new Map<number, string>();
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    table.set(pairs.charCodeAt(index), pairs.charAt(index + 1));
  }
  return table;
}
