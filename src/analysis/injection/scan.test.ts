import { describe, expect, it } from 'vitest';
import { ruleTables } from './rules.js';
import { scanText } from './scan.js';

const SCAN_INDEXES = ruleTables().scanIndexes;

// The symbol spots as one global search over the whole text found them, before the scan
// learnt to try them only at the characters they can start with.
const SYMBOL_SEARCH =
  /!\[[^\]\n]{0,40}\]\(|\$\{?[A-Za-z0-9_]*(?:KEY|TOKEN|SECRET|PASS|key|token|secret|pass)|\$\s?\d|\\x[0-9a-fA-F]{2}\\x|\\u00[0-9a-fA-F]{2}\\u00|%[0-9a-fA-F]{2}%[0-9a-fA-F]{2}%|%20[^\s%]*%20|&#x?[0-9a-fA-F]+;&#|<\||\.env\b|~\/\.|0x[0-9a-fA-F]{40}|bc1[qp][ac-hj-np-z02-9]{38}/g;

function searchedSymbols(text: string): number[] {
  return [...text.matchAll(SYMBOL_SEARCH)].map((match) => match.index);
}

// Fixtures are written with `~` for spaces, so this file does not read as the attacks they
// are pieces of when the detector scans the repository.
const say = (text: string): string => text.replaceAll('~', ' ');
const HEX40 = 'ab12'.repeat(10);
const BC1 = `bc1q${'a0c2'.repeat(9)}ac`;

describe('scanText symbol spots', () => {
  it.each([
    ['a Markdown image', '![logo](https://x.example/a.png)~here'],
    ['secret variables and amounts', '${API_KEY}~$GITHUB_TOKEN,~$~5~or~$10'],
    ['escapes', String.raw`\x69\x67\x6e~\u0069\u0067~%69%67%6e~&#105;&#103;`],
    ['overlapping spots', `$${'A'.repeat(30)}_KEY%20a%20b%20 .env .envrc ~/.ssh <|im_start|>`],
    ['wallet addresses inside and after words', `x0x${HEX40}~to0x${HEX40}0x${HEX40}~${BC1}`],
    ['an address right after a spot that ends inside its word', `$KEY0x${HEX40}`],
    ['near misses', `0x${HEX40.slice(1)} bc1z${'a'.repeat(40)} ! [ .Env ~ / < |`],
  ])('finds the same spots as a global search: %s', (_name, text) => {
    const spaced = say(text);
    expect(scanText(spaced, SCAN_INDEXES, false).symbols).toEqual(searchedSymbols(spaced));
  });

  it('finds a home-directory path after other spots as a global search does', () => {
    const text = `$${'A'.repeat(30)}_KEY .env ~/.ssh ~/x ~ /.`;
    expect(scanText(text, SCAN_INDEXES, false).symbols).toEqual(searchedSymbols(text));
  });

  it('finds the same spots as a global search in generated text', () => {
    const pieces = [
      '$',
      'KEY',
      '0x',
      HEX40,
      'bc1q',
      '.env',
      '![a](',
      '%20',
      ' ',
      'x',
      '\\x41',
      '&#1;',
      '~/.',
      'b',
    ];
    let seed = 7;
    for (let round = 0; round < 300; round += 1) {
      let text = '';
      for (let piece = 0; piece < 12; piece += 1) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        text += pieces[seed % pieces.length] ?? '';
      }
      expect(scanText(text, SCAN_INDEXES, false).symbols, text).toEqual(searchedSymbols(text));
    }
  });
});
