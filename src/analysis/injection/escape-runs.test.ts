import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findEscapeRuns } from './decode.js';

// The search findEscapeRuns replaced: one global pattern whose last alternative (a token with
// three `%20`) begins with no literal. It is the oracle: the new search must find exactly its
// matches, only without trying that alternative at every position of every long token.
const ONE_SEARCH =
  /(?:\\x[0-9a-fA-F]{2}){8,}|(?:\\u00[0-9a-fA-F]{2}){8,}|(?:%[0-9a-fA-F]{2}){8,}|(?:&#x?[0-9a-fA-F]+;){8,}|[^\s"'<>]*(?:%20[^\s"'<>]*){3,}/g;

function oneSearch(text: string): { start: number; end: number }[] {
  return [...text.matchAll(ONE_SEARCH)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

// Pieces that make the two searches' edge cases meet: escapes, encoded spaces, token ends.
const PIECES = [
  '%20',
  '%41',
  '%2',
  '\\x41',
  '\\u0041',
  '&#65;',
  '&#x41;',
  'a',
  'Z',
  '9',
  ' ',
  '"',
  "'",
  '<',
  '>',
  '\n',
  '\u00a0',
  '\u3000',
  '/',
  '?q=',
];

/** mulberry32: a seeded generator, so a failure reproduces. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('findEscapeRuns', () => {
  it('finds what the single search found, on random mixes of escapes, spaces and token ends', () => {
    const random = seeded(20261203);
    for (let round = 0; round < 4000; round += 1) {
      const length = 1 + Math.floor(random() * 40);
      let text = '';
      for (let i = 0; i < length; i += 1) {
        const piece = PIECES[Math.floor(random() * PIECES.length)] ?? '';
        text += piece.repeat(random() < 0.2 ? 8 : 1);
      }
      expect(findEscapeRuns(text), JSON.stringify(text)).toEqual(oneSearch(text));
    }
  });

  it('finds URL-encoded sentences and escape runs at their places', () => {
    const text =
      'see https://x.test/?q=ignore%20all%20previous%20rules now, then \\x69\\x67\\x6e\\x6f\\x72\\x65\\x20\\x61 and %41%42%43%44%45%46%47%48 "a%20b%20c%20d"';
    expect(findEscapeRuns(text)).toEqual(oneSearch(text));
    expect(findEscapeRuns(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'https://x.test/?q=ignore%20all%20previous%20rules',
      '\\x69\\x67\\x6e\\x6f\\x72\\x65\\x20\\x61',
      '%41%42%43%44%45%46%47%48',
      'a%20b%20c%20d',
    ]);
  });

  it('finds what the single search found on this repository’s source files', () => {
    const root = join(import.meta.dirname, '..', '..');
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) {
          walk(path);
        } else if (['.ts', '.md'].includes(extname(path))) {
          files.push(path);
        }
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(findEscapeRuns(text), file).toEqual(oneSearch(text));
    }
  });
});
