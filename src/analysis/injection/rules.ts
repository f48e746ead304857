import { WordTable, wordKey } from './anchors.js';
import { AI_ANCHORS } from './anchor-words.js';
import { ADDRESSED_ANCHOR, ANY_WINDOW_ANCHOR } from './rule.js';
import type { ScanIndexes } from './scan.js';
import type { InjectionRule } from './rule.js';
import { AUTHORITY_RULES } from './rules-authority.js';
import { DIRECTIVE_RULES } from './rules-directive.js';
import { PERSONA_RULES } from './rules-persona.js';
import { RESPONSE_RULES } from './rules-response.js';
import { EXFILTRATION_RULES, VALUE_RULES } from './rules-exfiltration.js';
import { SCOPE_RULES } from './rules-scope.js';
import { INTERNALS_RULES } from './rules-tamper.js';

/** Every text rule, in no particular order: each match is scored on its own. */
export const INJECTION_RULES: readonly InjectionRule[] = [
  ...DIRECTIVE_RULES,
  ...PERSONA_RULES,
  ...RESPONSE_RULES,
  ...AUTHORITY_RULES,
  ...EXFILTRATION_RULES,
  ...VALUE_RULES,
  ...INTERNALS_RULES,
  ...SCOPE_RULES,
];

// Frequent words in leetspeak, ROT13 and reversed writing: no rule needs them, but a
// paragraph that has them must be decoded and looked at.
const HIDING_TELLS = [
  'y0u',
  'y0ur',
  '7h3',
  '4nd',
  '4r3',
  '1gn0r3',
  '7h15',
  '7h47',
  '4ll',
  'wh47',
  '0u7pu7',
  'pr0mp7',
  '5y573m',
  'b3f0r3',
  'r3p347',
  '1n57ruc710n5',
  'pr3v10u5',
  '0f',
  '1n',
  'gur',
  'naq',
  'lbh',
  'lbhe',
  'nyy',
  'vtaber',
  'vafgehpgvbaf',
  'cebzcg',
  'eht',
  'dna',
  'uoy',
  'ruoy',
  'lla',
  'erongi',
  'snoitcurtsni',
  'tpmorp',
  // Names of a line-level encoding ("apply ROT13 to the next line", "read it backwards"):
  // the lines after them are decoded in any language (decode.ts, mentionedEncodings). The
  // scan reads ASCII words, so names with other letters are found only by decode.ts's pattern
  // inside a window some other word opened.
  'rot13',
  'rot',
  'backwards',
  'reversed',
  'ruckwarts',
  'envers',
  'reves',
  'contrario',
  'achterstevoren',
  'tersten',
  'naopak',
  'terbalik',
  'invers',
];

/** The anchor of rules keyed to symbols the scan spots (`0x...`, `![`): any window will do. */
export const ANY_WINDOW = -2;

/** A rule's `mustContain` words, in the forms the scan gives them. */
export interface MustContain {
  /** 1 at the ids of the words and pairs (an id also stands for a word's inflections). */
  readonly ids: Uint8Array;
  /** Keys of the words themselves, and of both words of the pairs: no inflections. */
  readonly keys: ReadonlySet<number>;
}

/** The rules compiled for the scan; every per-rule array is in `INJECTION_RULES` order. */
export interface RuleTables {
  /** Every anchor and required word of every rule, and the words that betray hiding. */
  readonly wordTable: WordTable;
  /** What the scan needs: the table and the id of "an AI's name followed by `:`/`,`". */
  readonly scanIndexes: ScanIndexes;
  /** Ids of the required words per rule. */
  readonly requiredIds: readonly (readonly number[])[];
  /** Per rule, its `mustContain` words; null for rules without, which search every stretch. */
  readonly mustContain: readonly (MustContain | null)[];
  /** Anchor ids per rule. */
  readonly anchorIds: readonly (readonly number[])[];
  /** Rule indexes by anchor id: which rules a word found in a paragraph calls for. */
  readonly rulesByAnchor: ReadonlyMap<number, readonly number[]>;
  /** Rules keyed to symbols the scan spots: they run in every paragraph with such a symbol. */
  readonly symbolRules: readonly number[];
  /** Rules without anchors: they only run where another rule matched. */
  readonly weakRules: readonly number[];
}

let compiled: RuleTables | null = null;

/**
 * The tables, built on the first scan rather than at import: building the word table takes
 * ~40 ms, which every `govern` command paid at start although most never scan text.
 */
export function ruleTables(): RuleTables {
  compiled ??= compileRuleTables();
  return compiled;
}

function compileRuleTables(): RuleTables {
  const wordTable = new WordTable({
    anchors: INJECTION_RULES.flatMap((rule) =>
      rule.anchors.filter((anchor) => anchor !== ANY_WINDOW_ANCHOR),
    ),
    others: INJECTION_RULES.flatMap((rule) => [...rule.requires, ...rule.mustContain]),
    tells: HIDING_TELLS,
    addressees: AI_ANCHORS.filter((word) => !word.includes('+')),
  });
  const anchorIds = INJECTION_RULES.map((rule) =>
    rule.anchors.map((phrase) =>
      phrase === ANY_WINDOW_ANCHOR ? ANY_WINDOW : wordTable.idOfPhrase(phrase),
    ),
  );
  const rulesByAnchor = new Map<number, number[]>();
  anchorIds.forEach((ids, index) => {
    for (const id of ids) {
      rulesByAnchor.set(id, [...(rulesByAnchor.get(id) ?? []), index]);
    }
  });
  return {
    wordTable,
    scanIndexes: { table: wordTable, addressedId: wordTable.idOfPhrase(ADDRESSED_ANCHOR) },
    requiredIds: INJECTION_RULES.map((rule) =>
      rule.requires.map((phrase) => wordTable.idOfPhrase(phrase)),
    ),
    mustContain: INJECTION_RULES.map((rule) => mustContainOf(rule, wordTable)),
    anchorIds,
    rulesByAnchor,
    symbolRules: anchorIds.flatMap((ids, index) => (ids.includes(ANY_WINDOW) ? [index] : [])),
    weakRules: INJECTION_RULES.flatMap((rule, index) => (rule.anchors.length === 0 ? [index] : [])),
  };
}

function mustContainOf(rule: InjectionRule, wordTable: WordTable): MustContain | null {
  if (rule.mustContain.length === 0) {
    return null;
  }
  const ids = new Uint8Array(wordTable.idLimit);
  const keys = new Set<number>();
  for (const phrase of rule.mustContain) {
    const id = wordTable.idOfPhrase(phrase);
    if (id < 0) {
      throw new Error(`rule ${rule.id}: "${phrase}" has no id in the word table`);
    }
    ids[id] = 1;
    for (const part of phrase.split('+')) {
      keys.add(wordKey(part, 0, part.length));
    }
  }
  return { ids, keys };
}
