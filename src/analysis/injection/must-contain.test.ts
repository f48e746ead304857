import { describe, expect, it } from 'vitest';
import { mayHoldMatch } from './match.js';
import { INJECTION_RULES, ruleTables } from './rules.js';
import { scanText } from './scan.js';

const { mustContain: RULE_MUST_CONTAIN, scanIndexes: SCAN_INDEXES } = ruleTables();

// Words around the rules' own: inflections the patterns do not match, words that hide a rule
// word once cut ("offset", "reset"), pairs split by comment leaders and underscores.
const VOCABULARY = [
  ...['ignore', 'ignored', 'Ignore', 'disregard', 'forget', 'forgets', 'bypass', 'set', 'aside'],
  ...['offset', 'reset', 'pay', 'no', 'attention', 'to', 'stop', 'following', 'do', 'not'],
  ...['follow', "don't", 'dont', 'change', 'add', 'export', 'open', 'skip', 'turn', 'off'],
  ...['short-circuit', 'shortcircuit', 'stub', 'out', 'print', 'read', 'tell', 'me', 'the'],
  ...['previous', 'instructions', 'all', 'rules', 'gate', 'budget', 'ledger', 'to', '0', 'x_'],
  ...['gates', 'checks', 'secret', 'token', 'your', 'above', 'prompt', '.', '\n', '// ', ': '],
];

function* generatedTexts(count: number): Generator<string> {
  let seed = 7;
  for (let round = 0; round < count; round += 1) {
    const parts: string[] = [];
    for (let piece = 0; piece < 24; piece += 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      parts.push(VOCABULARY[seed % VOCABULARY.length] ?? '');
      parts.push(seed % 5 === 0 ? '' : ' ');
    }
    yield parts.join('');
  }
}

describe('mayHoldMatch', () => {
  it('skips only stretches where the rule cannot match, cut words at the edges included', () => {
    const rules = INJECTION_RULES.flatMap((rule, index) => {
      const must = RULE_MUST_CONTAIN[index];
      return must === null || must === undefined ? [] : [{ rule, must }];
    });
    expect(rules.length).toBeGreaterThanOrEqual(12);
    let skipped = 0;
    for (const text of generatedTexts(150)) {
      const scan = scanText(text, SCAN_INDEXES, false);
      const words = {
        offsets: scan.wordOffsets,
        ids: scan.wordIds,
        first: 0,
        end: scan.wordIds.length,
        base: 0,
      };
      for (let start = 0; start < text.length; start += 3) {
        for (const end of [start + 9, start + 23, start + 61, text.length]) {
          if (end > text.length) {
            continue;
          }
          for (const { rule, must } of rules) {
            if (mayHoldMatch(text, start, end, words, must)) {
              continue;
            }
            skipped += 1;
            const pattern = new RegExp(rule.pattern.source, 'im');
            expect(
              pattern.test(text.slice(start, end)),
              `${rule.id} in ${text.slice(start, end)}`,
            ).toBe(false);
          }
        }
      }
    }
    // The check must also skip something, or it only costs time.
    expect(skipped).toBeGreaterThan(3000);
  });

  it('keeps a stretch open whose first word is the cut end of a longer one', () => {
    const text = 'the offset aside the previous instructions';
    const scan = scanText(text, SCAN_INDEXES, false);
    const words = {
      offsets: scan.wordOffsets,
      ids: scan.wordIds,
      first: 0,
      end: scan.wordIds.length,
      base: 0,
    };
    const index = INJECTION_RULES.findIndex((rule) => rule.id === 'override-prior');
    const must = RULE_MUST_CONTAIN[index];
    if (must === null || must === undefined) {
      throw new Error('override-prior has no mustContain words');
    }
    // Without "off" the stretch starts with an override verb of two words.
    expect(mayHoldMatch(text, text.indexOf('set'), text.length, words, must)).toBe(true);
    expect(mayHoldMatch(text, text.indexOf('aside'), text.length, words, must)).toBe(false);
  });
});
